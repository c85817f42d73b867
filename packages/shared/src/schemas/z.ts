import { z } from 'zod';

/**
 * zod with our default messages. Schemas import `z` from here so every message a user can see
 * names the field in plain words ("Email is required"); a message written on a schema (the
 * spec's exact strings) still wins over these defaults.
 */

function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p): p is string => typeof p === 'string');
  if (!last) return 'Value';
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

z.config({
  customError: (issue) => {
    const label = fieldLabel(issue.path ?? []);
    const missing = issue.input === undefined || issue.input === null;
    if (missing && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) return `${label} is required`;
    switch (issue.code) {
      case 'invalid_type':
        return `${label} must be ${typeNames[issue.expected] ?? issue.expected}`;
      case 'too_small': {
        const n = Number(issue.minimum);
        if (issue.origin === 'string')
          return n <= 1 ? `${label} is required` : `${label} must be at least ${n} characters`;
        if (issue.origin === 'array') return `${label} must have at least ${n} item${n === 1 ? '' : 's'}`;
        return `${label} must be at least ${n}`;
      }
      case 'too_big': {
        const n = Number(issue.maximum);
        if (issue.origin === 'string') return `${label} must be at most ${n} characters`;
        if (issue.origin === 'array') return `${label} must have at most ${n} items`;
        if (issue.origin === 'file') return `${label} is too large`;
        return `${label} must be at most ${n}`;
      }
      case 'invalid_format':
        if (issue.format === 'email') return `${label} must be a valid email address`;
        return `${label} is not in a valid format`;
      case 'invalid_value':
        return `${label} must be one of: ${issue.values.map(String).join(', ')}`;
      case 'unrecognized_keys':
        return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
      default:
        return `${label} is invalid`;
    }
  },
});

export { z };
