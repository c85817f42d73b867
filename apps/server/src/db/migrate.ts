import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { DB } from './types.ts';

export function createMigrator(db: Kysely<DB>): Migrator {
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
}

/** Applies every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<DB>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    const reason = result.error instanceof Error ? result.error.message : JSON.stringify(result.error);
    throw new Error(`Migration ${failed} failed: ${reason}`, { cause: result.error });
  }
  return result;
}
