import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer, type RunningServer } from '../e2e/start-server.ts';
import { hashSecretToken } from '../apps/server/src/infra/authentication/secret-tokens.ts';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { Ledger, lostWrites } from './durability/ledger.ts';
import { freshPostgresDatabase } from './durability/postgres-database.ts';
import {
  countMismatches,
  openPostgresReadOnly,
  openSqliteReadOnly,
  readSnapshot,
  type ReadOnlyDatabase,
} from './durability/snapshot.ts';
import { Gate, runClient, type Workload } from './durability/workload.ts';
import { ApiClient } from './lib/http-client.ts';
import { machineLine } from './lib/machine.ts';

/**
 * Durability: concurrent students write (sign-ups, sets with cards, edits, likes, unlikes, saves,
 * unsaves) while the built server is killed with SIGKILL at random moments and restarted on the same
 * data. After each restart the database itself (a read-only connection of our own) must hold every
 * write that was answered with a 2xx, and every count kept on a row must agree with the rows it
 * counts. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set. Six kills per database
 * unless `--rounds` or DURABILITY_ROUNDS says otherwise (CI asks for three).
 */
const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '32' },
    rounds: { type: 'string', default: process.env.DURABILITY_ROUNDS || '6' },
    'min-ms': { type: 'string', default: '1500' },
    'max-ms': { type: 'string', default: '4000' },
  },
});
const clients = Number(values.clients);
const rounds = Number(values.rounds);
const [minMs, maxMs] = [Number(values['min-ms']), Number(values['max-ms'])];

interface Target {
  name: string;
  env: Record<string, string>;
  dataDir: string;
  open(): Promise<ReadOnlyDatabase>;
}

interface Outcome {
  name: string;
  seconds: number;
  ledger: Ledger;
  /** each problem once, with the round after which it was first seen */
  lost: Map<string, number>;
  mismatches: Map<string, number>;
  integrity: Set<string>;
  errors: string[];
  restartMs: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilIdle(w: Workload): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (w.inFlight > 0) {
    if (Date.now() > deadline) throw new Error(`${w.inFlight} requests still unanswered 15 s after the kill`);
    await sleep(10);
  }
}

async function run(target: Target): Promise<Outcome> {
  const started = performance.now();
  const outcome: Outcome = {
    name: target.name,
    seconds: 0,
    ledger: new Ledger(),
    lost: new Map(),
    mismatches: new Map(),
    integrity: new Set(),
    errors: [],
    restartMs: [],
  };
  let server: RunningServer = await startServer({ dataDir: target.dataDir, env: target.env });
  const api = new ApiClient(() => server.url, clients * 2);
  const w: Workload = {
    ledger: outcome.ledger,
    gate: new Gate(),
    api,
    publicSets: [],
    errors: outcome.errors,
    inFlight: 0,
    stopped: false,
  };
  const running = Array.from({ length: clients }, (_, i) => runClient(w, i));
  try {
    for (let round = 1; round <= rounds; round++) {
      await sleep(minMs + Math.random() * (maxMs - minMs));
      w.gate.close();
      process.kill(server.pid, 'SIGKILL');
      await server.stop();
      await untilIdle(w);

      const restarting = performance.now();
      server = await startServer({ dataDir: target.dataDir, env: target.env });
      outcome.restartMs.push(performance.now() - restarting);

      const db = await target.open();
      try {
        const firstSeen = (found: Map<string, number>, line: string) => found.set(line, found.get(line) ?? round);
        for (const line of lostWrites(w.ledger, await readSnapshot(db), hashSecretToken)) firstSeen(outcome.lost, line);
        for (const line of await countMismatches(db)) firstSeen(outcome.mismatches, line);
        outcome.integrity.add(await db.integrity());
      } finally {
        await db.close();
      }
      console.info(
        `  ${target.name} round ${round}/${rounds}: ${w.ledger.totalAcknowledged} writes acknowledged so far, ` +
          `${outcome.lost.size} lost, ${outcome.mismatches.size} count mismatches`,
      );
      w.gate.open();
    }
  } finally {
    w.stopped = true;
    w.gate.open();
    await Promise.all(running);
    api.close();
    await server.stop();
  }
  outcome.seconds = (performance.now() - started) / 1000;
  return outcome;
}

function report(o: Outcome): boolean {
  const fmt = (n: number) => n.toLocaleString('en-US');
  const restarts = [...o.restartMs].sort((a, b) => a - b);
  const median = restarts[Math.floor(restarts.length / 2)] ?? 0;
  const integrity = [...o.integrity].join('; ');
  const byKind = [...o.ledger.acknowledged].map(([kind, n]) => `${kind} ${fmt(n)}`).join(', ');
  console.info(`\n${o.name}: ${rounds} rounds, each ended by SIGKILL mid-load, ${o.seconds.toFixed(1)} s`);
  console.info(`  writes acknowledged  ${fmt(o.ledger.totalAcknowledged)} (${byKind})`);
  console.info(`  cut off by a kill    ${fmt(o.ledger.unanswered)} (no answer: either outcome is right)`);
  console.info(`  lost                 ${o.lost.size}`);
  console.info(`  count mismatches     ${o.mismatches.size}`);
  console.info(`  integrity            ${integrity}`);
  console.info(
    `  restart              median ${(median / 1000).toFixed(2)} s, max ${((restarts.at(-1) ?? 0) / 1000).toFixed(2)} s (spawn to ready)`,
  );
  console.info(`  request errors       ${o.errors.length}`);
  const show = (title: string, lines: Iterable<string>) => {
    const list = [...lines];
    if (list.length === 0) return;
    console.error(`  ${title}:`);
    for (const line of list.slice(0, 20)) console.error(`    ${line}`);
    if (list.length > 20) console.error(`    … and ${list.length - 20} more`);
  };
  const withKill = (found: Map<string, number>) => [...found].map(([line, round]) => `after kill ${round}: ${line}`);
  show('lost writes', withKill(o.lost));
  show('count mismatches', withKill(o.mismatches));
  show('request errors', o.errors);
  const integrityOk = [...o.integrity].every((v) => v === 'ok' || v.startsWith('n/a'));
  return o.lost.size === 0 && o.mismatches.size === 0 && o.errors.length === 0 && integrityOk;
}

ensureBuilt();
console.info(`Machine: ${machineLine()}; the clients share its cores with the server`);
console.info(
  `${clients} concurrent clients, ${rounds} SIGKILLs per database after ${minMs / 1000}–${maxMs / 1000} s of load each; RATE_LIMITS=off (one address writes as every client)`,
);

const outcomes: Outcome[] = [];
const sqliteDir = mkdtempSync(join(tmpdir(), 'coursecards-durability-'));
try {
  outcomes.push(
    await run({ name: 'SQLite', env: {}, dataDir: sqliteDir, open: async () => openSqliteReadOnly(sqliteDir) }),
  );
} finally {
  rmSync(sqliteDir, { recursive: true, force: true });
}

const testUrl = process.env.TEST_DATABASE_URL;
if (testUrl) {
  const url = await freshPostgresDatabase(testUrl, 'coursecards_durability');
  const dataDir = mkdtempSync(join(tmpdir(), 'coursecards-durability-pg-'));
  try {
    outcomes.push(
      await run({ name: 'PostgreSQL', env: { DATABASE_URL: url }, dataDir, open: () => openPostgresReadOnly(url) }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
} else {
  console.info('\nPostgreSQL skipped: TEST_DATABASE_URL is not set.');
}

const ok = outcomes.map(report).every(Boolean);
process.exit(ok ? 0 : 1);
