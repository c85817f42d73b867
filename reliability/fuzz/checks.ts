import { ApiErrorBody } from '@coursecards/shared/errors';
import type { LightMyRequestResponse as Response } from 'fastify';
import { HTML_PAYLOADS, POLLUTION_MARK } from './hostile-values.ts';
import type { FuzzRequest } from './request-arbitrary.ts';

/** The built-in prototypes a polluting merge would write to. */
const PROTOTYPES = {
  Object: Object.prototype,
  Array: Array.prototype,
  Function: Function.prototype,
  String: String.prototype,
};

/** Each prototype's own keys and what they hold, to compare before and after the run. */
export function snapshotPrototypes(): Map<string, unknown> {
  const snapshot = new Map<string, unknown>();
  for (const [name, proto] of Object.entries(PROTOTYPES))
    for (const key of Reflect.ownKeys(proto))
      snapshot.set(`${name}.${String(key)}`, Object.getOwnPropertyDescriptor(proto, key)?.value ?? 'accessor');
  return snapshot;
}

export function prototypeChanges(before: Map<string, unknown>): string[] {
  const after = snapshotPrototypes();
  const changes: string[] = [];
  for (const [key, value] of after)
    if (!before.has(key) || before.get(key) !== value) changes.push(`${key} added or changed`);
  for (const key of before.keys()) if (!after.has(key)) changes.push(`${key} removed`);
  return changes;
}

/**
 * What every answer must be, whatever was sent: no 5xx; a 4xx says what went wrong in the API's one
 * error body; an HTML page never carries our markup back unescaped; nothing reached a prototype.
 * Returns the broken rules (empty when the answer is fine).
 */
export function problemsWith(request: FuzzRequest, response: Response): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  if (POLLUTION_MARK in {}) problems.push('Object.prototype was polluted');
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode >= 400 && request.method !== 'HEAD') {
    if (!type.startsWith('application/json')) problems.push(`a ${response.statusCode} answer of type "${type}"`);
    else {
      const body = parseJson(response.body);
      const parsed = ApiErrorBody.safeParse(body);
      if (!parsed.success)
        problems.push(`a ${response.statusCode} body that is not the API's error body: ${clip(response.body)}`);
      else if (!parsed.data.message.trim()) problems.push(`a ${response.statusCode} with an empty message`);
    }
  }
  if (type.startsWith('text/html'))
    for (const payload of HTML_PAYLOADS.filter((p) => p.includes('<')))
      if (response.body.includes(payload)) problems.push(`an HTML answer echoes ${payload} unescaped`);
  return problems;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function clip(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

/** A request in a few lines, long values cut, for the failure report. */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.body?.payload;
  const body =
    payload === undefined
      ? '(none)'
      : clip(Buffer.isBuffer(payload) ? `<${payload.length} bytes> ${payload.toString('latin1')}` : payload);
  const { authorization, ...headers } = request.headers;
  return [
    `${request.method} ${clip(request.url, 400)}`,
    `actor: ${request.actor}${authorization && request.actor === 'bad token' ? ` (${clip(authorization, 60)})` : ''}`,
    `encoding: ${request.body?.encoding ?? 'none'}`,
    `headers: ${clip(JSON.stringify(headers), 300)}`,
    `body: ${body}`,
  ].join('\n    ');
}
