import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt } from '../scripts/ensure-built.mjs';

/**
 * npm run test:reliability: the product as a whole under hostile and heavy use. Each part is its own
 * script (its own process, so one part's crash or leak cannot colour the next), prints its figures
 * and exits non-zero when any check fails. `--only name[,name]` runs some of them.
 */
const parts = [
  { name: 'permission-matrix', script: 'permission-matrix.ts', what: 'every route × actor × resource' },
  { name: 'fuzz', script: 'fuzz.ts', what: 'hostile bodies, queries and paths on every route' },
  { name: 'uploads', script: 'uploads.ts', what: 'hostile images and PDFs, server responsiveness' },
  { name: 'durability', script: 'durability.ts', what: 'SIGKILL under write load, SQLite and PostgreSQL' },
  { name: 'load', script: 'load.ts', what: 'simulated students, 200 concurrent, 60 s' },
  {
    name: 'scale',
    script: 'scale.ts',
    what: 'nginx, 3 app processes, PostgreSQL, Redis, S3, SMTP: restarts, a kill and outages under load',
  },
];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',');
const chosen = only ? parts.filter((p) => only.includes(p.name)) : parts;
if (chosen.length === 0) throw new Error(`--only names none of: ${parts.map((p) => p.name).join(', ')}`);

ensureBuilt();
const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const part of chosen) {
  console.info(`\n━━ ${part.name}: ${part.what} ━━`);
  const started = Date.now();
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, part.script)], {
    stdio: 'inherit',
    env: process.env,
  });
  results.push({ name: part.name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.info('\nReliability summary');
for (const r of results)
  console.info(`  ${r.ok ? '✓' : '✗'} ${r.name.padEnd(20)} ${r.seconds.toFixed(0).padStart(4)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
