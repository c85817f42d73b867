import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/**
 * A SQLite data directory seeded for benchmarks, kept in data/bench/ between runs: seeding 100,000
 * sets takes about a minute, so it is redone only when the requested size or the migrations change.
 */
export function seededDataDir(sets: number): string {
  const dir = join(root, 'data/bench');
  const marker = join(dir, 'seed.json');
  const migrationsDir = join(root, 'apps/server/src/db/migrations');
  const schema = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) schema.update(readFileSync(join(migrationsDir, file)));
  const wanted = JSON.stringify({ sets, seed: 42, schema: schema.digest('hex') });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return dir;

  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`Seeding a benchmark database with ${sets.toLocaleString('en-US')} sets (kept in data/bench/)…`);
  execFileSync('npm', ['run', '--silent', 'db:seed', '--', '--sets', String(sets)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
  });
  writeFileSync(marker, wanted);
  return dir;
}

/** Public, non-derived set counts per class code in the seeded catalogue, fewest first. */
async function setsPerClassCode(dir: string): Promise<Array<{ code: string; sets: number }>> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(join(dir, 'coursecards.db'), { readonly: true });
  try {
    return db
      .prepare(
        `select class_code as code, count(*) as sets from sets where is_public = 1 and is_derived = 0
         group by class_code_key order by sets, class_code_key`,
      )
      .all() as Array<{ code: string; sets: number }>;
  } finally {
    db.close();
  }
}

/** The class code with the most public sets in the seeded catalogue, and that count: the heaviest search. */
export async function busiestClassCode(dir: string): Promise<{ code: string; sets: number }> {
  const busiest = (await setsPerClassCode(dir)).at(-1);
  if (!busiest) throw new Error('the seeded catalogue has no public sets');
  return busiest;
}

/** A class code with the median number of public sets among codes that have any: a typical search. */
export async function typicalClassCode(dir: string): Promise<{ code: string; sets: number }> {
  const counts = await setsPerClassCode(dir);
  const median = counts[Math.floor(counts.length / 2)];
  if (!median) throw new Error('the seeded catalogue has no public sets');
  return median;
}
