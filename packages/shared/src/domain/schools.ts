/**
 * School names: the spec's alias table and the slug rule that names per-school class-code lists.
 * The alias targets are entries of data/us-universities.csv, spelled exactly as there.
 */

export interface SchoolAlias {
  alias: string;
  name: string;
}

export const SCHOOL_ALIASES: readonly SchoolAlias[] = [
  { alias: 'UCLA', name: 'University of California, Los Angeles' },
  { alias: 'UC Berkeley', name: 'University of California, Berkeley' },
  { alias: 'Berkeley', name: 'University of California, Berkeley' },
  { alias: 'UCB', name: 'University of California, Berkeley' },
  { alias: 'UCSC', name: 'University of California, Santa Cruz' },
  { alias: 'UC Santa Cruz', name: 'University of California, Santa Cruz' },
  { alias: 'UMich', name: 'University of Michigan - Ann Arbor' },
  { alias: 'Michigan', name: 'University of Michigan - Ann Arbor' },
  { alias: 'U of M', name: 'University of Michigan - Ann Arbor' },
  { alias: 'UF', name: 'University of Florida' },
  { alias: 'Florida', name: 'University of Florida' },
  { alias: 'Stanford', name: 'Stanford University' },
  { alias: 'NYU', name: 'New York University' },
  { alias: 'PSU', name: 'Pennsylvania State University' },
  { alias: 'Penn State', name: 'Pennsylvania State University' },
  { alias: 'ASU', name: 'Arizona State University' },
];

/** The full name an alias stands for (case-insensitive, surrounding spaces ignored), if any. */
export function resolveSchoolAlias(input: string): string | undefined {
  const wanted = input.trim().toLowerCase();
  return SCHOOL_ALIASES.find((a) => a.alias.toLowerCase() === wanted)?.name;
}

/**
 * The spec's slug rule: lower-cased, punctuation stripped, spaces hyphenated.
 * Accents are folded to their base letter; runs of spaces become one hyphen, so
 * "University of Michigan - Ann Arbor" → "university-of-michigan-ann-arbor".
 */
export function schoolSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

export const DEFAULT_CLASS_CODE_LIST = 'class_codes.csv';

/** File name (under /data/) of a school's own class-code list. */
export function classCodeListFileName(university: string): string {
  return `${schoolSlug(university)}-class-codes.csv`;
}

/**
 * The list's own spelling of a school typed in any case (spec: the university "must match,
 * case-insensitively, an entry of the list"); undefined when it is not in the list.
 */
export function findSchool(list: readonly string[], input: string): string | undefined {
  const wanted = input.trim().toLowerCase();
  if (!wanted) return undefined;
  return list.find((name) => name.toLowerCase() === wanted);
}
