import { describe, expect, it } from 'vitest';
import { testDialect } from '../../../test/test-database.ts';
import { openDatabase } from '../database.ts';
import { createMigrator, migrateToLatest } from '../migrate.ts';
import type { Kysely } from 'kysely';

describe.runIf(testDialect === 'sqlite')(
  'the upload-collection migration (on SQLite, where the table is rebuilt)',
  () => {
    it('keeps every upload, and from then on an account’s deletion leaves its uploads to the collector', async () => {
      const database = openDatabase({ dialect: 'sqlite', file: ':memory:' });
      try {
        const { db } = database;
        await createMigrator(db).migrateTo('2026_11_21_0003_feedback_logs_uploads');
        // A user row as that migration made the table (the factories write today's columns).
        const owner = { id: 'owner-1' };
        await (db as unknown as Kysely<Record<string, object>>)
          .insertInto('users')
          .values({ id: owner.id, email: 'owner@uni.edu', created_at: 1, updated_at: 1 })
          .execute();
        const before = {
          id: 'u1',
          owner_id: owner.id,
          key: 'k3x9q2m7w1v8b4n6c5z0.png',
          mime: 'image/png',
          bytes: 1234,
          width: 64,
          height: 48,
          created_at: 1,
        };
        // The table as it was: no collection columns yet.
        await (db as unknown as Kysely<Record<string, typeof before>>).insertInto('uploads').values(before).execute();

        await migrateToLatest(db);
        expect(await db.selectFrom('uploads').selectAll().execute()).toEqual([
          { ...before, unused_since: null, collecting_since: null },
        ]);
        await db.deleteFrom('users').where('id', '=', owner.id).execute();
        expect(await db.selectFrom('uploads').select(['key', 'owner_id']).execute()).toEqual([
          { key: before.key, owner_id: null },
        ]);
      } finally {
        await database.destroy();
      }
    });
  },
);
