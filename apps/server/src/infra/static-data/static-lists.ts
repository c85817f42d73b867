import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classCodeKey } from '@coursecards/shared/domain/class-codes';
import { DEFAULT_CLASS_CODE_LIST } from '@coursecards/shared/domain/schools';
import { parse } from 'csv-parse/sync';

/**
 * The shipped lists (data/README: sources and licences), loaded once at start:
 * - schools.csv: one school name a line, from us-universities.csv;
 * - {slug}-class-codes.csv: a school's own class codes;
 * - class_codes.csv: the union of every school's list, for schools without one.
 */
export interface StaticLists {
  schools: readonly string[];
  /** school name → its primary web and e-mail domain */
  schoolDomains: ReadonlyMap<string, string>;
  /** file name under /data/ → one entry a line */
  files: ReadonlyMap<string, readonly string[]>;
}

const CLASS_CODE_SUFFIX = '-class-codes.csv';

export function loadStaticLists(listsDir: string): StaticLists {
  const rows = parse<{ name: string; domain: string }>(readFileSync(join(listsDir, 'us-universities.csv')), {
    columns: true,
    skip_empty_lines: true,
    trim: true,
  });
  const schools = rows.map((r) => r.name).filter(Boolean);
  const schoolDomains = new Map(rows.map((r) => [r.name, r.domain]));

  const files = new Map<string, readonly string[]>([['schools.csv', schools]]);
  const codesDir = join(listsDir, 'class-codes');
  const perSchool = readdirSync(codesDir)
    .filter((f) => f.endsWith(CLASS_CODE_SUFFIX))
    .sort();
  for (const file of perSchool) files.set(file, readLines(join(codesDir, file)));
  files.set(DEFAULT_CLASS_CODE_LIST, unionOfCodes(perSchool.map((f) => files.get(f) ?? [])));
  return { schools, schoolDomains, files };
}

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * One entry per code, compared as the product compares codes (case and spaces ignored); where
 * schools spell a code both ways ("ART 102", "ART102"), the spaced spelling is kept.
 */
export function unionOfCodes(lists: ReadonlyArray<readonly string[]>): string[] {
  const byKey = new Map<string, string>();
  for (const code of lists.flat()) {
    const key = classCodeKey(code);
    const seen = byKey.get(key);
    if (seen === undefined || (code.includes(' ') && !seen.includes(' '))) byKey.set(key, code);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en'));
}
