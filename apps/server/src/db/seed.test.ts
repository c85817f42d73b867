import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classCodeKey } from '@coursecards/shared/domain/class-codes';
import { DEFAULT_CLASS_CODE_LIST } from '@coursecards/shared/domain/schools';
import { cardPairsOf, rowCount, staticLists } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './database.ts';
import { seedDatabase, type SeedSummary } from './seed.ts';

describe('seedDatabase', () => {
  let database: Database;
  let summary: SeedSummary;
  beforeAll(async () => {
    database = await createTestDatabase();
    summary = await seedDatabase(database.db, { users: 30, sets: 600, cardsPerSet: 8, seed: 7 });
  });
  afterAll(() => database.destroy());

  it('writes what it reports', async () => {
    const count = (table: 'users' | 'sets' | 'cards' | 'likes') => rowCount(database.db, table);
    expect(await count('users')).toBe(30);
    expect(await count('sets')).toBe(summary.sets + summary.savedCopies);
    expect(await count('cards')).toBe(summary.cards);
    expect(await count('likes')).toBe(summary.likes);
    expect(summary.sets).toBe(600);
    expect(summary.likes).toBeGreaterThan(0);
  });

  it('keeps every card_count and likes_count equal to the rows they count', async () => {
    const drift = await sql<{ id: string }>`
      select s.id from sets s
      where s.card_count <> (select count(*) from cards c where c.set_id = s.id)
         or (s.is_derived = 0 and s.likes_count <> (select count(*) from likes l where l.set_id = s.id))`.execute(
      database.db,
    );
    expect(drift.rows).toEqual([]);
  });

  it('makes saved copies private, owned by the saver, with their original’s cards', async () => {
    const copies = await database.db.selectFrom('sets').selectAll().where('is_derived', '=', 1).execute();
    expect(copies.length).toBe(summary.savedCopies);
    expect(copies.length).toBeGreaterThan(0);
    const cardsOf = (setId: string) => cardPairsOf(database.db, setId);
    for (const copy of copies) {
      expect(copy.is_public).toBe(0);
      expect(copy.owner_id).not.toBe(copy.original_creator_id);
      const original = await database.db
        .selectFrom('sets')
        .selectAll()
        .where('id', '=', copy.original_set_id!)
        .executeTakeFirstOrThrow();
      expect(original).toMatchObject({ is_public: 1, is_derived: 0, owner_id: copy.original_creator_id });
      expect(await cardsOf(copy.id)).toEqual(await cardsOf(original.id));
    }
  });

  it('gives sets real class codes and readable cards', async () => {
    const set = await database.db.selectFrom('sets').selectAll().where('is_derived', '=', 0).executeTakeFirstOrThrow();
    const listed = new Set(staticLists().files.get(DEFAULT_CLASS_CODE_LIST)?.map(classCodeKey));
    expect(listed.has(set.class_code_key)).toBe(true);
    expect(set.class_code_key).toBe(classCodeKey(set.class_code));
    const card = await database.db
      .selectFrom('cards')
      .selectAll()
      .where('set_id', '=', set.id)
      .executeTakeFirstOrThrow();
    expect(card.question).toMatch(/\?$/);
    expect(card.answer.length).toBeGreaterThan(0);
  });
});
