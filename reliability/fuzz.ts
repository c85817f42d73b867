import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';

/**
 * Hostile input on every route (issue 8): property-based fuzzing with fast-check of each route's
 * path, query and body, signed in and not, on SQLite and, when TEST_DATABASE_URL is set, on
 * PostgreSQL. Each database gets its own process (the server's test helpers pick the dialect when
 * they load) and the same seed. Zero 5xx, zero crashes, every 4xx the API's error body, no
 * prototype touched; the figures are printed by each campaign (reliability/fuzz/campaign.ts).
 *
 * FUZZ_SEED=n replays a run; FUZZ_BUDGET_MS sets each database's fuzzing time (default 35 s).
 */

const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
const dialects = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
if (!process.env.TEST_DATABASE_URL) console.info('TEST_DATABASE_URL is not set: fuzzing on SQLite only.');

const results: Array<{ dialect: string; ok: boolean }> = [];
for (const dialect of dialects) {
  const { status } = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'fuzz', 'campaign.ts')],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_DIALECT: dialect, FUZZ_SEED: seed },
    },
  );
  results.push({ dialect, ok: status === 0 });
  console.info('');
}

for (const { dialect, ok } of results) console.info(`${ok ? '✓' : '✗'} fuzz on ${dialect}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
