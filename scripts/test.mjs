import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * npm test: everything CI checks, in order, stopping at the first failure.
 * The server suite runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 *
 * Type checking and linting run side by side: each is one single-threaded process that reads the
 * same sources, so on two cores the pair takes about as long as the slower one. Their output is held
 * back and printed whole, one after the other, when both are done.
 */
const steps = [
  [
    ['Type check', ['run', 'typecheck']],
    ['Lint and formatting', ['run', 'lint']],
  ],
  [['Unit and API tests', ['run', 'test:unit']]],
  [['Build', ['run', 'build']]],
  [['Bundle budgets', ['run', 'test:budget']]],
  [['End-to-end tests (Chromium)', ['run', 'test:e2e']]],
  [['Reliability: permissions, hostile input, uploads, durability, load, scale', ['run', 'test:reliability']]],
];

// In CI the reliability suite seeds a smaller catalogue for the load (seeding 100,000 sets on a clean
// clone takes longer than the measured minute) and runs it for 30 s, kills each database three times
// instead of six, and fuzzes each for less time; the 200 students and every route on both databases
// are the same. The accessibility scan samples its views on a four-day cycle (each route's first view
// every run; see its sampling note) and `npm run test:e2e:full` runs every view at both widths; the
// phone runs only the specs whose screens differ most there (see playwright.config.ts). The scale
// test measures throughput in one round instead of three. Each can be set by hand.
const ciEnv = process.env.CI
  ? {
      LOAD_SETS: '10000',
      LOAD_SECONDS: '30',
      DURABILITY_ROUNDS: '3',
      FUZZ_BUDGET_MS: '15000',
      E2E_SAMPLE: '1',
      SCALE_MEASURE_ROUNDS: '1',
    }
  : {};
const env = { ...ciEnv, ...process.env };

if (!process.env.TEST_DATABASE_URL) {
  console.info('Note: TEST_DATABASE_URL is not set, so the server suite runs on SQLite only.');
}
if (process.env.CI) {
  console.info(
    `CI: the load runs ${env.LOAD_SECONDS} s on ${env.LOAD_SETS} sets; durability kills each database ${env.DURABILITY_ROUNDS} times; fuzzing takes ${env.FUZZ_BUDGET_MS} ms per database.`,
  );
  if (env.E2E_SAMPLE === '1') console.info('CI: axe scans a sample of its views that turns over every four days.');
}

/** Runs one npm script; alone it writes straight to the terminal, beside another its output is kept. */
function run(args, { quiet }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', args, {
      cwd: join(import.meta.dirname, '..'),
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ status: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000, output }),
    );
  });
}

const started = Date.now();
for (const group of steps) {
  const quiet = group.length > 1;
  if (quiet) console.info(`\n━━ ${group.map(([name]) => name).join(' ∥ ')} ━━`);
  const results = await Promise.all(
    group.map(([name, args]) => {
      if (!quiet) console.info(`\n━━ ${name} ━━`);
      return run(args, { quiet });
    }),
  );
  let failed;
  for (const [i, { status, seconds, output }] of results.entries()) {
    const [name] = group[i];
    if (quiet) {
      console.info(`\n── ${name} ──`);
      process.stdout.write(Buffer.concat(output));
    }
    if (status !== 0) {
      console.error(`\n✗ ${name} failed (exit ${status}).`);
      failed ??= status;
    } else console.info(`✓ ${name} (${seconds.toFixed(0)} s)`);
  }
  if (failed !== undefined) process.exit(failed);
}
console.info(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
