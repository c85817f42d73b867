import pg from 'pg';
import { openDatabase, type Database, type DialectName } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { newId } from '../src/lib/ids.ts';

/**
 * The dialect this test run uses: SQLite always; PostgreSQL when the `server (postgres)` Vitest
 * project runs (it sets TEST_DIALECT and needs TEST_DATABASE_URL).
 */
export const testDialect: DialectName = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

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
  await adminQuery(url, `create schema "${schema}"`);
  const database = openDatabase({ dialect: 'postgres', url, schema, poolSize: 4 });
  await migrateToLatest(database.db, schema);
  return {
    ...database,
    async destroy() {
      await database.destroy();
      await adminQuery(url, `drop schema "${schema}" cascade`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
