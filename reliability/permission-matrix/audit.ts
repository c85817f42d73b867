import type { Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/types.ts';

/**
 * What a user owns: their account row, their sessions, their sets (with cards) and likes, their
 * uploads, their Learn progress, answer overrides and Match best times. A set's likes_count is left out: other users' likes move it (it is checked against the
 * like rows instead).
 */
export interface OwnedRows {
  rest: string;
  likes: Array<{ user_id: string; set_id: string; set_owner: string; created_at: number }>;
}

/** Each user's rows (in the order given), read in one query per table. */
export async function ownedRows(db: Kysely<DB>, userIds: string[]): Promise<OwnedRows[]> {
  const [users, sessions, sets, cards, likes, uploads, learning, overrides, bests] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', 'in', userIds).execute(),
    db
      .selectFrom('sessions')
      .select(['user_id', 'id', 'token_hash'])
      .where('user_id', 'in', userIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('sets')
      .select([
        'id',
        'owner_id',
        'title',
        'class_code',
        'description',
        'is_public',
        'university',
        'is_derived',
        'original_set_id',
        'original_creator_id',
        'card_count',
        'created_at',
        'updated_at',
      ])
      .where('owner_id', 'in', userIds)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('cards')
      .innerJoin('sets', 'sets.id', 'cards.set_id')
      .selectAll('cards')
      .select('sets.owner_id')
      .where('sets.owner_id', 'in', userIds)
      .orderBy('cards.set_id')
      .orderBy('cards.position')
      .execute(),
    db
      .selectFrom('likes')
      .innerJoin('sets', 'sets.id', 'likes.set_id')
      .select(['likes.user_id', 'likes.set_id', 'sets.owner_id as set_owner', 'likes.created_at'])
      .where('likes.user_id', 'in', userIds)
      .orderBy('likes.set_id')
      .execute(),
    db
      .selectFrom('uploads')
      .select(['owner_id', 'key', 'bytes'])
      .where('owner_id', 'in', userIds)
      .orderBy('key')
      .execute(),
    db.selectFrom('learn_progress').selectAll().where('user_id', 'in', userIds).orderBy('set_id').execute(),
    db.selectFrom('answer_overrides').selectAll().where('user_id', 'in', userIds).orderBy('id').execute(),
    // Games in play are left out: a cell starts one to finish it before the audit's first look.
    db.selectFrom('match_bests').selectAll().where('user_id', 'in', userIds).orderBy('set_id').execute(),
  ]);
  return userIds.map((id) => ({
    rest: JSON.stringify({
      user: users.find((u) => u.id === id),
      sessions: sessions.filter((s) => s.user_id === id),
      sets: sets.filter((s) => s.owner_id === id),
      cards: cards.filter((c) => c.owner_id === id),
      uploads: uploads.filter((u) => u.owner_id === id),
      learning: learning.filter((l) => l.user_id === id),
      overrides: overrides.filter((o) => o.user_id === id),
      bests: bests.filter((b) => b.user_id === id),
    }),
    likes: likes.filter((l) => l.user_id === id),
  }));
}

/**
 * Whether a user's rows differ. Their likes on the actor's sets do not count: deleting your own set
 * takes other people's likes on it along.
 */
export function changed(before: OwnedRows, after: OwnedRows, actorId: string | null): boolean {
  const likes = (rows: OwnedRows) => JSON.stringify(rows.likes.filter((l) => l.set_owner !== actorId));
  return before.rest !== after.rest || likes(before) !== likes(after);
}

/** Counts kept on rows that disagree with the rows they count, among the sets of these users. */
export async function countMismatches(db: Kysely<DB>, userIds: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('sets')
    .select((eb) => [
      'sets.id',
      'sets.likes_count',
      'sets.card_count',
      eb
        .selectFrom('likes')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('likes.set_id', '=', 'sets.id')
        .as('likes'),
      eb
        .selectFrom('cards')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('cards.set_id', '=', 'sets.id')
        .as('cards'),
    ])
    .where('sets.owner_id', 'in', userIds)
    .execute();
  const wrong: string[] = [];
  for (const row of rows) {
    if (Number(row.likes) !== row.likes_count)
      wrong.push(`set ${row.id}: likes_count ${row.likes_count}, ${row.likes} likes`);
    if (Number(row.cards) !== row.card_count)
      wrong.push(`set ${row.id}: card_count ${row.card_count}, ${row.cards} cards`);
  }
  return wrong;
}
