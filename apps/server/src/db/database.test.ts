import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLike, createSet, createUser, makeUser } from '../../test/factories.ts';
import { createTestDatabase, testDialect, whileNoSchemaIsDropped } from '../../test/test-database.ts';
import { openDatabase, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

describe.runIf(testDialect === 'sqlite')('the SQLite file database', () => {
  it('is durable: WAL, synchronous=FULL, foreign keys on', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'coursecards-db-')), 'nested', 'coursecards.db');
    const database = openDatabase({ dialect: 'sqlite', file });
    try {
      const pragma = async (name: string): Promise<unknown> =>
        Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(database.db)).rows[0] ?? {})[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2); // FULL
      expect(await pragma('foreign_keys')).toBe(1);
    } finally {
      await database.destroy();
    }
  });
});

describe(`the schema on ${testDialect}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('holds every table of the data model', async () => {
    // On PostgreSQL only this file's schema, read from the catalogue directly: Kysely's introspection
    // lists every schema's tables and looks each up by name, which fails on one being dropped meanwhile.
    const tables =
      testDialect === 'postgres'
        ? (
            await sql<{ name: string }>`select tablename as name from pg_catalog.pg_tables
              where schemaname = current_schema() and tablename not like 'kysely_%'`.execute(database.db)
          ).rows
            .map((t) => t.name)
            .sort()
        : (await database.db.introspection.getTables()).map((t) => t.name).sort();
    expect(tables).toEqual(
      [
        'answer_overrides',
        'auth_tokens',
        'cards',
        'feedback',
        'known_devices',
        'learn_progress',
        'likes',
        'match_attempts',
        'match_bests',
        'oidc_id_tokens',
        'oidc_logins',
        'review_buckets',
        'review_logs',
        'review_settings',
        'review_states',
        'review_versions',
        'search_logs',
        'sessions',
        'sets',
        'university_requests',
        'uploads',
        'users',
      ].sort(),
    );
  });

  it('gives sets their columns, the language English unless chosen', async () => {
    const columns =
      testDialect === 'postgres'
        ? await sql<{ name: string; fallback: string | null }>`select column_name as name, column_default as fallback
            from information_schema.columns where table_schema = current_schema() and table_name = 'sets'`.execute(
            database.db,
          )
        : await sql<{ name: string; fallback: string | null }>`select name, dflt_value as fallback
            from pragma_table_info('sets')`.execute(database.db);
    expect(columns.rows.map((c) => c.name).sort()).toEqual(
      [
        'id',
        'owner_id',
        'title',
        'class_code',
        'class_code_key',
        'description',
        'language',
        'is_public',
        'university',
        'is_derived',
        'original_set_id',
        'original_creator_id',
        'original_creator_username',
        'likes_count',
        'card_count',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(columns.rows.find((c) => c.name === 'language')?.fallback).toMatch(/^'en'/);
  });

  it('migrating again changes nothing', async () => {
    const result = await whileNoSchemaIsDropped(() => migrateToLatest(database.db));
    expect(result.results).toEqual([]);
    const applied = await database.db
      .selectFrom('kysely_migration' as never)
      .select(sql`count(*)`.as('n'))
      .executeTakeFirst();
    expect(Number((applied as { n: unknown }).n)).toBe(Object.keys(migrations).length);
  });

  it('returns timestamps and counts as numbers', async () => {
    const { set } = await createSet(database.db, { cards: 3 });
    const row = await database.db.selectFrom('sets').selectAll().where('id', '=', set.id).executeTakeFirstOrThrow();
    expect(row.created_at).toBe(set.created_at);
    expect(typeof row.created_at).toBe('number');
    const { n } = await database.db
      .selectFrom('cards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('set_id', '=', set.id)
      .executeTakeFirstOrThrow();
    expect(n).toBe(3);
  });

  it('keeps e-mails and case-folded usernames unique', async () => {
    const user = await createUser(database.db);
    await expect(createUser(database.db, { email: user.email })).rejects.toThrow();
    await expect(
      createUser(database.db, { username: user.username!.toUpperCase(), username_key: user.username_key }),
    ).rejects.toThrow();
  });

  it('refuses a like counted twice and a flag that is not 0 or 1', async () => {
    const user = await createUser(database.db);
    const { set } = await createSet(database.db);
    await createLike(database.db, user, set);
    await expect(createLike(database.db, user, set)).rejects.toThrow();
    const { likes_count } = await database.db
      .selectFrom('sets')
      .select('likes_count')
      .where('id', '=', set.id)
      .executeTakeFirstOrThrow();
    expect(likes_count).toBe(1); // the failed second like rolled back with its count
    await expect(
      database.db
        .updateTable('sets')
        .set({ is_public: 2 as 1 })
        .where('id', '=', set.id)
        .execute(),
    ).rejects.toThrow();
  });

  it('removes a user’s sets, cards and likes with the user, and keeps saved copies of deleted originals', async () => {
    const { set: original, owner } = await createSet(database.db, { cards: 2 });
    const saver = await createUser(database.db);
    const { set: copy } = await createSet(database.db, {
      owner: saver,
      is_public: 0,
      is_derived: 1,
      original_set_id: original.id,
      original_creator_id: owner.id,
      original_creator_username: owner.username,
    });
    await createLike(database.db, saver, original);
    await database.db.deleteFrom('users').where('id', '=', owner.id).execute();

    expect(await database.db.selectFrom('sets').select('id').where('id', '=', original.id).execute()).toEqual([]);
    expect(await database.db.selectFrom('cards').select('id').where('set_id', '=', original.id).execute()).toEqual([]);
    expect(await database.db.selectFrom('likes').select('set_id').where('set_id', '=', original.id).execute()).toEqual(
      [],
    );
    const kept = await database.db.selectFrom('sets').selectAll().where('id', '=', copy.id).executeTakeFirstOrThrow();
    expect(kept.original_set_id).toBeNull();
    expect(kept.original_creator_id).toBeNull();
    expect(kept.original_creator_username).toBe(owner.username);
  });

  it('allows one saved copy per saver and original', async () => {
    const { set: original } = await createSet(database.db);
    const saver = await createUser(database.db);
    const copy = { owner: saver, is_derived: 1 as const, is_public: 0 as const, original_set_id: original.id };
    await createSet(database.db, copy);
    await expect(createSet(database.db, copy)).rejects.toThrow();
  });

  it('stores the fields a user row needs', async () => {
    const user = makeUser({ password_hash: null, google_sub: 'sub-123' });
    await database.db.insertInto('users').values(user).execute();
    const row = await database.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual(user);
  });
});
