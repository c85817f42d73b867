import pg from 'pg';
import { openDatabase, type Database, type DialectName } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { newId } from '../src/lib/ids.ts';

/**
 * The dialect this test run uses: SQLite always; PostgreSQL when the `server (postgres)` Vitest
 * project runs (it sets TEST_DIALECT and needs TEST_DATABASE_URL).
 */
export const testDialect: DialectName = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/**
 * Kysely's migrator reads PostgreSQL's catalogue for every schema's tables and looks each schema up
 * by name (`has_schema_privilege`). A schema another test file drops meanwhile is still in the
 * catalogue snapshot but no longer found by name, and the migration fails with "schema … does not
 * exist". Migrations hold this advisory lock shared and drops hold it alone, so the two never overlap.
 */
const SCHEMA_LOCK = 734_109_221;

/** A freshly migrated, empty database of its own: in-memory SQLite, or a new PostgreSQL schema. */
export async function createTestDatabase(): Promise<Database> {
  if (testDialect === 'sqlite') {
    const database = openDatabase({ dialect: 'sqlite', file: ':memory:' });
    await migrateToLatest(database.db);
    return database;
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The PostgreSQL test project needs TEST_DATABASE_URL');
  const schema = `test_${newId()}`;
  const database = openDatabase({ dialect: 'postgres', url, schema, poolSize: 4 });
  try {
    await withAdminClient(url, (admin) => admin.query(`create schema "${schema}"`));
    await whileNoSchemaIsDropped(() => migrateToLatest(database.db, schema));
  } catch (err) {
    await database.destroy();
    throw err;
  }
  return {
    ...database,
    async destroy() {
      await database.destroy();
      await withAdminClient(url, async (admin) => {
        await admin.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
        await admin.query(`drop schema "${schema}" cascade`);
      });
    },
  };
}

/** Runs `work` (a migration, say) while no test file drops its schema: see SCHEMA_LOCK. */
export async function whileNoSchemaIsDropped<T>(work: () => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (testDialect === 'sqlite' || !url) return work();
  return withAdminClient(url, async (admin) => {
    await admin.query('select pg_advisory_lock_shared($1)', [SCHEMA_LOCK]);
    return work();
  });
}

/** Runs `work` on a connection of its own; ending it releases any advisory lock it took. */
async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
