import { parseArgs } from 'node:util';
import { loadConfig } from '../env.ts';
import { loadEnvFile } from '../lib/load-env-file.ts';
import { databaseConfigFor, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed.ts';

const usage = `npm run db:seed -- [--sets N] [--users N] [--cards-per-set N] [--seed N]

Fills the configured database (DATABASE_URL, else SQLite in DATA_DIR) with demo users, sets,
cards, likes and saved copies. Benchmarks use e.g. --sets 100000 (about 1,000,000 cards).`;

const { values } = parseArgs({
  options: {
    sets: { type: 'string', default: '200' },
    users: { type: 'string' },
    'cards-per-set': { type: 'string', default: '10' },
    seed: { type: 'string', default: '42' },
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
const config = loadConfig();
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
} finally {
  await database.destroy();
}
