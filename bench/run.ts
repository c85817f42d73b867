import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../e2e/start-server.ts';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { benchGeneration } from './ai-generation.ts';
import { findWorstCase, printWorstCase } from './answer-check.ts';
import { budgetProblems, kb, measureRoutes, printRouteSizes } from './bundle-budget.ts';
import { measure, printLoadTable, printPairedTable, type LoadOptions } from './load.ts';
import { measureAnkiImport, printAnkiImport } from './anki-import.ts';
import { measurePdfParse, printPdfParse } from './pdf-parse.ts';
import { busiestClassCode, seededDataDir, typicalClassCode } from './seeded-database.ts';
import { hasWrk, measureWithWrk } from './wrk.ts';

/**
 * npm run bench: figures, never pass/fail. The built product on a seeded SQLite database and a bare
 * Fastify "hello" server run side by side in their own processes; autocannon (and wrk, when installed)
 * loads each in turn. `--only discovery` (or any of SECTIONS, comma-separated) runs part of it.
 */
const { values } = parseArgs({
  options: {
    sets: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    // A comma-separated choice of sections, e.g. --only discovery (default: all of them).
    only: { type: 'string' },
  },
});

const SECTIONS = [
  'basics',
  'discovery',
  'accounts',
  'authoring',
  'compressed',
  'documents',
  'imports',
  'answers',
  'bundles',
  'review',
] as const;
const chosen = values.only?.split(',').map((name) => name.trim()) ?? [...SECTIONS];
const unknown = chosen.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length)
  throw new Error(`--only: no section named ${unknown.join(', ')} (sections: ${SECTIONS.join(', ')})`);
const runs = (section: (typeof SECTIONS)[number]) => chosen.includes(section);

const load: LoadOptions = {
  connections: Number(values.connections),
  durationSeconds: Number(values.duration),
  warmupSeconds: Number(values.warmup),
};

ensureBuilt();
if (runs('review')) {
  // Spaced repetition on a database of its own: one student with 50,000 reviews over 200 sets.
  const { benchReview } = await import('./review.ts');
  const results = await benchReview(load);
  const bareServer = await startBaseline();
  try {
    printLoadTable(
      results,
      await measure('bare Fastify hello (baseline)', bareServer.url, load),
      load.connections,
      'autocannon',
    );
  } finally {
    bareServer.process.kill();
  }
  if (chosen.length === 1) process.exit(0);
}
console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);

const dataDir = seededDataDir(Number(values.sets));
const baseline = await startBaseline();
// The product as it runs in production: request logging on (to a log file here).
const server = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } }).catch(async (err: unknown) => {
  baseline.process.kill();
  throw err;
});

try {
  // The size on the wire (fetch decodes compressed bodies, so read the header).
  const size = async (path: string, encoding = 'identity') => {
    const res = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } });
    await res.arrayBuffer();
    return kb(Number(res.headers.get('content-length')));
  };
  const entryScript = async () => {
    const html = await (await fetch(server.url, { headers: { accept: 'text/html' } })).text();
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    if (!entry) throw new Error('cannot find the entry script in index.html');
    return entry;
  };
  // Each table is compared with a run of the bare server taken just before it: on a shared machine
  // the cores' speed drifts between runs a minute apart.
  const bareNow = (options: LoadOptions = load) => measure('bare Fastify hello (baseline)', baseline.url, options);

  if (runs('basics')) {
    // autocannon parses text bodies quickly and binary ones slowly, so it asks for uncompressed bodies.
    const entry = await entryScript();
    const bare = await bareNow();
    const results = [
      await measure('GET /api/health (database round trip)', `${server.url}/api/health`, load),
      await measure(`GET /assets/index-….js (${await size(entry)})`, `${server.url}${entry}`, load),
      await measure(
        `GET /data/schools.csv (${await size('/data/schools.csv')})`,
        `${server.url}/data/schools.csv`,
        load,
      ),
    ];
    printLoadTable(results, bare, load.connections, 'autocannon');
  }

  if (runs('discovery')) await benchDiscovery();

  const account = runs('accounts') || runs('authoring') ? await signUp(server.url) : null;
  if (account && runs('accounts')) {
    // Accounts: every page load verifies its session; a login pays for one argon2id check.
    const session = { ...load, headers: { authorization: `Bearer ${account.token}` } };
    const loginLoad = { ...load, connections: 8, method: 'POST' as const, body: account.credentials };
    const bare = await bareNow();
    printLoadTable(
      [
        await measure('GET /api/auth/verify-token (session lookup)', `${server.url}/api/auth/verify-token`, session),
        await measure('GET /api/schools/set-counts (cached a minute)', `${server.url}/api/schools/set-counts`, load),
      ],
      bare,
      load.connections,
      'autocannon',
    );
    printLoadTable(
      [await measure('POST /api/auth/login (argon2id, 19 MiB)', `${server.url}/api/auth/login`, loginLoad)],
      await bareNow(),
      loginLoad.connections,
      'autocannon',
    );
  }

  if (account && runs('authoring')) {
    // Authoring: a 50-card set written (one transaction: set + 50 cards) and read back.
    const authHeaders = { authorization: `Bearer ${account.token}` };
    const fiftyCards = fiftyCardSet();
    const readBack = await createSetVia(server.url, account.token, fiftyCards);
    const createLoad = { ...load, connections: 8, method: 'POST' as const, body: fiftyCards, headers: authHeaders };
    const bare = await bareNow();
    printLoadTable(
      [
        await measure('POST /api/sets/create (50 cards)', `${server.url}/api/sets/create`, createLoad),
        await measure('GET /api/sets/{id} (50 cards)', `${server.url}/api/sets/${readBack}`, {
          ...load,
          headers: authHeaders,
        }),
      ],
      bare,
      createLoad.connections,
      'autocannon; the read at 50 connections',
    );
    console.log(`  (removed ${await deleteSetsOf(server.url, account.token, account.uid)} sets the bench created)`);
  }

  if (runs('compressed')) {
    if (hasWrk) {
      const entry = await entryScript();
      const br = { ...load, headers: { 'accept-encoding': 'br' } };
      const wrkBaseline = measureWithWrk('bare Fastify hello (baseline)', baseline.url, load);
      printLoadTable(
        [
          measureWithWrk('GET /api/health (database round trip)', `${server.url}/api/health`, load),
          measureWithWrk(`GET /assets/index-….js (br ${await size(entry, 'br')})`, `${server.url}${entry}`, br),
          measureWithWrk(
            `GET /data/schools.csv (br ${await size('/data/schools.csv', 'br')})`,
            `${server.url}/data/schools.csv`,
            br,
          ),
        ],
        wrkBaseline,
        load.connections,
        'wrk, compressed as browsers get them',
      );
    } else {
      console.log('\n(Install wrk, e.g. `apt-get install wrk`, to also measure compressed responses.)');
    }
  }

  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
  if (rss) console.log(`\nServer memory after the runs: ${(Number(rss) / 1024).toFixed(0)} MB resident`);

  if (runs('documents')) {
    // AI and documents, on the built-in engine: reading a PDF in the worker, generating from the longest notes.
    console.log();
    printPdfParse(await measurePdfParse());
    const generation = benchGeneration();
    console.log(
      `Local card generation, ${generation.chars.toLocaleString('en-US')} characters of notes: ${generation.cards} cards in ${generation.medianMs.toFixed(0)} ms (median); auto-count ${generation.autoCountMs.toFixed(0)} ms`,
    );
  }

  if (runs('imports')) {
    // A 5,000-note Anki package with 200 photos through the import preview, in this process.
    console.log();
    printAnkiImport(await measureAnkiImport());
  }

  if (runs('answers')) {
    // The answer checker's worst case, in this process: what a check costs at its dearest.
    console.log();
    printWorstCase(findWorstCase());
  }

  if (runs('bundles')) {
    const sizes = measureRoutes();
    printRouteSizes(sizes);
    const problems = budgetProblems(sizes);
    console.log(problems.length ? `\nOver budget:\n  ${problems.join('\n  ')}` : '\nEvery route is within its budget.');
  }
} finally {
  await server.stop();
  baseline.process.kill();
}

/**
 * Discovery (issue 5's targets): the heaviest class-code search, a typical one and a school's popular
 * sets, signed in as a student and compressed as browsers ask. Each endpoint is measured right after
 * the bare server, and compared with that run. With wrk installed it is the load generator (it leaves
 * the servers more of the two cores); autocannon's figures follow either way.
 */
async function benchDiscovery(): Promise<void> {
  const busiest = await busiestClassCode(dataDir);
  const typical = await typicalClassCode(dataDir);
  const student = await signUp(server.url);
  const asBrowser = {
    ...load,
    headers: { authorization: `Bearer ${student.token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
  };
  const searchFor = (code: string) =>
    `${server.url}/api/sets/search?classCode=${encodeURIComponent(code)}&userId=${student.uid}`;
  const popularUrl = `${server.url}/api/sets/popular?university=${encodeURIComponent('University of California, Santa Cruz')}`;
  const searchBody = await bodySize(searchFor(busiest.code), asBrowser.headers);
  // The same compressed bytes sent by the bare server: what sending that answer costs before any of our work.
  await setBaselineBody(baseline.url, searchFor(busiest.code), asBrowser.headers);
  const discovery: Array<[string, string, LoadOptions]> = [
    [
      `GET /api/sets/search (${busiest.code}: ${busiest.sets} sets, 100 sent, br ${searchBody})`,
      searchFor(busiest.code),
      asBrowser,
    ],
    [`GET /api/sets/search (${typical.code}: ${typical.sets} sets, a median code)`, searchFor(typical.code), asBrowser],
    ['GET /api/sets/popular?university=… (top 12, br)', popularUrl, asBrowser],
    [`bare Fastify sending that search answer (br ${searchBody})`, `${baseline.url}/body`, load],
  ];
  // Three rounds of 5 s per side, after one warm-up: the middle ratio is reported, with the spread.
  const round = { ...load, durationSeconds: 5, warmupSeconds: 0 };
  for (const tool of hasWrk ? (['wrk', 'autocannon'] as const) : (['autocannon'] as const)) {
    const run = async (name: string, url: string, options: LoadOptions) =>
      tool === 'wrk' ? measureWithWrk(name, url, options) : await measure(name, url, options);
    const rows = [];
    for (const [name, url, options] of discovery) {
      await run(name, url, { ...options, durationSeconds: load.warmupSeconds, warmupSeconds: 0 });
      const rounds = [];
      for (let i = 0; i < 3; i++) {
        const bare = await run('bare Fastify hello', baseline.url, round);
        rounds.push({ result: await run(name, url, { ...options, ...round }), bare });
      }
      rows.push(rounds);
    }
    printPairedTable(
      rows,
      load.connections,
      `${tool}, compressed as browsers ask; targets p99 ≤ 20 ms and ≥ 0.5× the bare server measured just before`,
    );
  }
  if (!hasWrk) console.log('(Install wrk, e.g. `apt-get install wrk`, to measure with a native load generator too.)');
}

/** A fresh account on the bench server, through the same two calls the sign-up page makes. */
async function signUp(
  base: string,
): Promise<{ token: string; uid: string; credentials: { email: string; password: string } }> {
  const tag = Date.now().toString(36);
  const credentials = { email: `bench_${tag}@ucsc.edu`, password: 'bench password' };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { signupToken } = await post<{ signupToken: string }>('/api/auth/signup', {
    ...credentials,
    username: `bench_${tag}`,
  });
  const { token, user } = await post<{ token: string; user: { uid: string } }>('/api/auth/signup/complete', {
    email: credentials.email,
    university: 'University of California, Santa Cruz',
    signupToken,
  });
  return { token, uid: user.uid, credentials };
}

/** A realistic 50-card set body, as the creator sends it. */
function fiftyCardSet() {
  return {
    title: 'Bench: cell biology review',
    classCode: 'BIOC100A',
    description: 'Fifty cards, as a full chapter review would have.',
    isPublic: false,
    flashcards: Array.from({ length: 50 }, (_, i) => ({
      question: `Card ${i + 1}: which organelle makes most of the cell's ATP, and through which process?`,
      answer: `The mitochondrion, through oxidative phosphorylation (answer ${i + 1}).`,
    })),
  };
}

async function createSetVia(base: string, token: string, body: unknown): Promise<string> {
  const res = await fetch(`${base}/api/sets/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`creating the bench set answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** Leaves the seeded catalogue as it was: the bench account's sets go. */
async function deleteSetsOf(base: string, token: string, uid: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const sets = (await (await fetch(`${base}/api/sets/user/${uid}`, { headers })).json()) as Array<{ id: string }>;
  for (const set of sets) await fetch(`${base}/api/sets/delete/${set.id}`, { method: 'DELETE', headers });
  return sets.length;
}

/** The size on the wire of an answer, as a browser asking with these headers gets it. */
async function bodySize(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers });
  const bytes = Number(res.headers.get('content-length'));
  await res.arrayBuffer();
  return kb(bytes);
}

/** Gives the bare server the bytes (and encoding) of an answer of ours, to send from GET /body. */
async function setBaselineBody(baselineUrl: string, url: string, headers: Record<string, string>): Promise<void> {
  // fetch decodes compressed bodies; node:http hands them over as sent.
  const { body, encoding } = await new Promise<{ body: Buffer; encoding: string }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ body: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? 'identity') }),
      );
    }).on('error', reject);
  });
  const put = await fetch(`${baselineUrl}/body?encoding=${encoding}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body,
  });
  if (!put.ok) throw new Error(`the bare server refused the body (${put.status})`);
}

/** The bare Fastify "hello" server, in its own process like the product. */
async function startBaseline(): Promise<{ process: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'baseline-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /ready at (\S+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  return { process: child, url };
}
