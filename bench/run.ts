import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../e2e/start-server.ts';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { budgetProblems, measureRoutes, printRouteSizes } from './bundle-budget.ts';
import { measure, printLoadTable, type LoadOptions } from './load.ts';
import { seededDataDir } from './seeded-database.ts';
import { hasWrk, measureWithWrk } from './wrk.ts';

/**
 * npm run bench: figures, never pass/fail. The built product on a seeded SQLite database and a bare
 * Fastify "hello" server run side by side in their own processes; autocannon loads each in turn.
 */
const { values } = parseArgs({
  options: {
    sets: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
  },
});

const load: LoadOptions = {
  connections: Number(values.connections),
  durationSeconds: Number(values.duration),
  warmupSeconds: Number(values.warmup),
};

ensureBuilt();
console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);

const dataDir = seededDataDir(Number(values.sets));
const baselineProcess = spawn(process.execPath, [join(import.meta.dirname, 'baseline-server.mjs')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const baselineUrl = await new Promise<string>((resolve, reject) => {
  baselineProcess.stdout.on('data', (chunk: Buffer) => {
    const match = /ready at (\S+)/.exec(chunk.toString());
    if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
  });
  baselineProcess.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
});
// The product as it runs in production: request logging on (to /dev/null here).
const server = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });

try {
  const html = await (await fetch(server.url, { headers: { accept: 'text/html' } })).text();
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('cannot find the entry script in index.html');
  // autocannon parses text bodies quickly and binary ones slowly, so it asks for uncompressed bodies.
  const baseline = await measure('bare Fastify hello (baseline)', baselineUrl, load);
  const results = [
    await measure('GET /api/health (database round trip)', `${server.url}/api/health`, load),
    await measure('GET /assets/index-….js (static, 310 KB)', `${server.url}${entry}`, load),
    await measure('GET /data/schools.csv (list, 63 KB)', `${server.url}/data/schools.csv`, load),
  ];
  printLoadTable(results, baseline, load.connections, 'autocannon');

  if (hasWrk) {
    const br = { ...load, headers: { 'accept-encoding': 'br, gzip' } };
    const wrkBaseline = measureWithWrk('bare Fastify hello (baseline)', baselineUrl, load);
    printLoadTable(
      [
        measureWithWrk('GET /api/health (database round trip)', `${server.url}/api/health`, load),
        measureWithWrk('GET /assets/index-….js (static, br 84 KB)', `${server.url}${entry}`, br),
        measureWithWrk('GET /data/schools.csv (list, br)', `${server.url}/data/schools.csv`, br),
      ],
      wrkBaseline,
      load.connections,
      'wrk, compressed as browsers get them',
    );
  } else {
    console.log('\n(Install wrk, e.g. `apt-get install wrk`, to also measure compressed responses.)');
  }

  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
  if (rss) console.log(`\nServer memory after the runs: ${(Number(rss) / 1024).toFixed(0)} MB resident`);

  const sizes = measureRoutes();
  printRouteSizes(sizes);
  const problems = budgetProblems(sizes);
  console.log(problems.length ? `\nOver budget:\n  ${problems.join('\n  ')}` : '\nEvery route is within its budget.');
} finally {
  await server.stop();
  baselineProcess.kill();
}
