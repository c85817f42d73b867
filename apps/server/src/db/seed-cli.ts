import { parseArgs } from 'node:util';
import { loadConfig } from '../env.ts';
import { loadEnvFile } from '../lib/load-env-file.ts';
import { databaseConfigFor, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { DEMO_ACCOUNT, seedDemoAccount } from './seed-demo-account.ts';
import { decideSeed } from './seed-guard.ts';
import { seedDatabase } from './seed.ts';

const usage = `npm run db:seed -- [--sets N] [--users N] [--cards-per-set N] [--seed N] [--force]

Fills the configured database (DATABASE_URL, else SQLite in DATA_DIR) with made-up students, sets,
cards, likes and saved copies, and a demo account to log in as (${DEMO_ACCOUNT.email},
password ${DEMO_ACCOUNT.password}). Benchmarks use e.g. --sets 100000 (about 1,000,000 cards).
It refuses NODE_ENV=production; --force seeds there anyway, without the demo account.`;

const { values } = parseArgs({
  options: {
    sets: { type: 'string', default: '200' },
    users: { type: 'string' },
    'cards-per-set': { type: 'string', default: '10' },
    seed: { type: 'string', default: '42' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

function count(name: string, raw: string | undefined, min: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number of at least ${min}\n\n${usage}`);
    process.exit(1);
  }
  return n;
}

const sets = count('sets', values.sets, 0);
const options = {
  sets,
  users: values.users === undefined ? Math.max(20, Math.ceil(sets / 20)) : count('users', values.users, 1),
  cardsPerSet: count('cards-per-set', values['cards-per-set'], 1),
  seed: count('seed', values.seed, 0),
};

loadEnvFile();
const decision = decideSeed(process.env.NODE_ENV, values.force);
if (!decision.run) {
  console.error(decision.message);
  process.exit(1);
}
const config = loadConfig({ ...process.env, NODE_ENV: decision.nodeEnv });
const database = openDatabase(databaseConfigFor(config));
const started = performance.now();
try {
  await migrateToLatest(database.db);
  let lastReport = 0;
  const summary = await seedDatabase(database.db, {
    ...options,
    onProgress(done, total) {
      if (performance.now() - lastReport > 2000 || done === total) {
        lastReport = performance.now();
        console.log(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} sets`);
      }
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = config.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(
    `Seeded ${where} in ${seconds} s: ${summary.users.toLocaleString('en-US')} users, ` +
      `${summary.sets.toLocaleString('en-US')} sets (+${summary.savedCopies.toLocaleString('en-US')} saved copies), ` +
      `${summary.cards.toLocaleString('en-US')} cards, ${summary.likes.toLocaleString('en-US')} likes`,
  );
  if (decision.demoAccount) {
    const demo = await seedDemoAccount(database.db, { seed: options.seed });
    console.log(
      `\nDemo account ${demo.created ? 'created' : 'kept (password reset)'}: log in with\n` +
        `  e-mail    ${DEMO_ACCOUNT.email}\n` +
        `  password  ${DEMO_ACCOUNT.password}\n` +
        `  (${DEMO_ACCOUNT.username}, ${DEMO_ACCOUNT.university}: ${demo.sets} sets of its own with ` +
        `${demo.likesReceived} likes, ${demo.savedCopies} saved, ${demo.likesGiven} liked)`,
    );
  } else {
    console.log('No demo account in production.');
  }
} finally {
  await database.destroy();
}
