import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { seededDataDir } from '../../bench/seeded-database.ts';

/** The catalogue npm run bench keeps in data/bench/; other sizes are seeded afresh for the run. */
const BENCH_SETS = 100_000;
const root = join(import.meta.dirname, '../..');

export interface Catalogue {
  /** a copy of its own: the load signs students up, creates sets and likes */
  dataDir: string;
  sets: number;
  cards: number;
  users: number;
  /** per school, the class codes with the most public sets: what its students search */
  classCodes: Map<string, string[]>;
  source: string;
}

/**
 * A seeded SQLite catalogue for the load to run on, in a temporary directory of its own. The bench
 * catalogue is copied with SQLite's online backup (a consistent copy even while a bench server has it
 * open) and is never written to, so `npm run bench` keeps it as it is.
 */
export async function prepareCatalogue(sets: number, schools: readonly string[]): Promise<Catalogue> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coursecards-load-'));
  const file = join(dataDir, 'coursecards.db');
  let source: string;
  if (sets === BENCH_SETS) {
    const bench = new Database(join(seededDataDir(BENCH_SETS), 'coursecards.db'), { readonly: true });
    try {
      await bench.backup(file);
    } finally {
      bench.close();
    }
    source = 'copied from data/bench (npm run bench seeds it)';
  } else {
    console.info(`Seeding ${sets.toLocaleString('en-US')} sets for this run…`);
    execFileSync('npm', ['run', '--silent', 'db:seed', '--', '--sets', String(sets)], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    source = 'seeded for this run (npm run db:seed)';
  }

  const db = new Database(file, { readonly: true });
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const classCodes = new Map<string, string[]>();
    const busiest = db.prepare(
      `select class_code as code from sets where university = ? and is_public = 1 and is_derived = 0
       group by class_code_key order by count(*) desc limit 40`,
    );
    for (const school of schools)
      classCodes.set(
        school,
        (busiest.all(school) as Array<{ code: string }>).map((r) => r.code),
      );
    return {
      dataDir,
      sets: count('select count(*) as n from sets where is_derived = 0'),
      cards: count('select count(*) as n from cards'),
      users: count('select count(*) as n from users'),
      classCodes,
      source,
    };
  } finally {
    db.close();
  }
}
