import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * npm test: everything CI checks, in order, stopping at the first failure.
 * The server suite runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
const steps = [
  ['Type check', ['run', 'typecheck']],
  ['Lint and formatting', ['run', 'lint']],
  ['Unit and API tests', ['run', 'test:unit']],
  ['Build', ['run', 'build']],
  ['Bundle budgets', ['run', 'test:budget']],
  ['End-to-end tests (Chromium)', ['run', 'test:e2e']],
  ['Reliability: permissions, hostile input, uploads, durability, load', ['run', 'test:reliability']],
];

if (!process.env.TEST_DATABASE_URL) {
  console.info('Note: TEST_DATABASE_URL is not set, so the server suite runs on SQLite only.');
}
const started = Date.now();
for (const [name, args] of steps) {
  console.info(`\n━━ ${name} ━━`);
  const stepStarted = Date.now();
  const { status } = spawnSync('npm', args, { cwd: join(import.meta.dirname, '..'), stdio: 'inherit' });
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${status}).`);
    process.exit(status ?? 1);
  }
  console.info(`✓ ${name} (${((Date.now() - stepStarted) / 1000).toFixed(0)} s)`);
}
console.info(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
