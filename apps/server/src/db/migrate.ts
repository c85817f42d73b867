import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { DB } from './types.ts';

/**
 * `schema` names where the bookkeeping tables live when the connection uses a schema of its own
 * (tests): Kysely would otherwise take another schema's migration table for ours.
 */
export function createMigrator(db: Kysely<DB>, schema?: string): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Applies every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<DB>, schema?: string): Promise<MigrationResultSet> {
  const result = await createMigrator(db, schema).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
    throw new Error(`Migration ${failed} failed: ${reason}`, { cause: result.error });
  }
  return result;
}
