import { spawn } from 'node:child_process';
import type { MatrixResult } from './permission-matrix/run-matrix.ts';

/**
 * Permission matrix: every registered API route × {owner, another user, anonymous, forged token,
 * tampered token, expired token} × {public, private, derived set, copy of a set made private; own and
 * another's profile} × its read or write, each cell asserted against one policy table (permission-matrix/policy.ts).
 * Runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set: each dialect in a process of
 * its own (the test database module picks its dialect once, at import), both at the same time.
 */

const RESULT = 'PERMISSION_MATRIX_RESULT ';
const CHILD = 'PERMISSION_MATRIX_CHILD';

interface DialectResult extends MatrixResult {
  dialect: string;
  seconds: number;
  cpuSeconds: number;
}

if (process.env[CHILD]) await runOneDialect();
else await runAll();

async function runOneDialect(): Promise<void> {
  const started = performance.now();
  const { runMatrix } = await import('./permission-matrix/run-matrix.ts');
  const { testDialect } = await import('../apps/server/test/test-database.ts');
  const result = await runMatrix();
  const cpu = process.cpuUsage();
  const summary: DialectResult = {
    dialect: testDialect,
    ...result,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
  process.stdout.write(`${RESULT}${JSON.stringify(summary)}\n`);
}

async function runAll(): Promise<void> {
  const started = performance.now();
  const dialects = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  if (!process.env.TEST_DATABASE_URL) console.info('TEST_DATABASE_URL is not set: SQLite only');
  const results = await Promise.all(dialects.map(runChild));

  let failed = false;
  for (const r of results) {
    if (!r) {
      failed = true;
      continue;
    }
    for (const failure of r.failures) console.error(`  ✗ [${r.dialect}] ${failure}`);
    if (r.failures.length) failed = true;
  }
  console.info('\nPermission matrix');
  for (const r of results.filter((x): x is DialectResult => x !== null)) {
    console.info(
      `  ${r.dialect.padEnd(9)} routes ${r.routes} (${r.routes - r.headRoutes} + ${r.headRoutes} HEAD from GET)  ` +
        `cells asserted ${r.cells} (${r.cells - r.fieldCases} grid + ${r.fieldCases} field-level, ${r.worlds} fresh worlds)  ` +
        `failures ${r.failures.length}  ` +
        `${r.seconds.toFixed(1)} s (${r.cpuSeconds.toFixed(1)} s CPU)`,
    );
  }
  console.info(`  total time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failed ? 1 : 0);
}

/** One dialect's run in a child process; null when it crashed (its output says why). */
function runChild(dialect: string): Promise<DialectResult | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename], {
      env: { ...process.env, [CHILD]: '1', TEST_DIALECT: dialect },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(RESULT));
      const other = out
        .split('\n')
        .filter((l) => l && !l.startsWith(RESULT))
        .join('\n');
      if (other) console.info(other);
      if (code !== 0 || !line) {
        console.error(`  ✗ [${dialect}] the matrix process ended with code ${code} and no result`);
        resolve(null);
        return;
      }
      resolve(JSON.parse(line.slice(RESULT.length)) as DialectResult);
    });
  });
}
