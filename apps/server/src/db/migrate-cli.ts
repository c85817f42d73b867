import { loadConfig } from '../env.ts';
import { loadEnvFile } from '../lib/load-env-file.ts';
import { databaseConfigFor, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

// npm run db:migrate: applies pending migrations to the configured database (the server also does this at start).
loadEnvFile();
const database = openDatabase(databaseConfigFor(loadConfig()));
try {
  const { results = [] } = await migrateToLatest(database.db);
  for (const r of results) console.log(`${r.status === 'Success' ? 'applied' : r.status}: ${r.migrationName}`);
  console.log(results.length ? `${results.length} migration(s) applied` : 'database is up to date');
} finally {
  await database.destroy();
}
