import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { fromFlag } from '../../db/flags.ts';
import type { DB } from '../../db/types.ts';

/**
 * Who sees which card: a set's owner always, everyone else while it is public. A set made private or
 * deleted takes its cards out of other students' queues; their logs and states stay, unread.
 */
function visible(userId: string) {
  return sql<boolean>`(sets.is_public = 1 or sets.owner_id = ${userId})`;
}

/** Ratings today that took a card out of "new", and all the others. */
export async function ratedToday(
  db: Kysely<DB>,
  userId: string,
  since: number,
): Promise<{ fresh: number; reviews: number }> {
  const row = await db
    .selectFrom('review_logs')
    .select([
      sql<number>`coalesce(sum(case when state_before = 0 then 1 else 0 end), 0)`.as('fresh'),
      sql<number>`coalesce(sum(case when state_before = 0 then 0 else 1 end), 0)`.as('reviews'),
    ])
    .where('user_id', '=', userId)
    .where('reviewed_at', '>=', since)
    .where('undone_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { fresh: Number(row.fresh), reviews: Number(row.reviews) };
}

/** Rated cards due by `until`, soonest first: a range read of review_states_due_set_idx. */
function dueStates(db: Kysely<DB>, userId: string, until: number, setId: string | undefined) {
  let query = db
    .selectFrom('review_states')
    .innerJoin('cards', 'cards.id', 'review_states.card_id')
    .innerJoin('sets', 'sets.id', 'cards.set_id')
    .where('review_states.user_id', '=', userId)
    .where('review_states.due', '<=', until);
  if (setId !== undefined) query = query.where('review_states.set_id', '=', setId);
  return query.where(visible(userId));
}

/**
 * How many rated cards are due by `until`, counting no further than `cap`: the due index holds the
 * set id, so this reads index entries and their sets, never a memory-state row or a card (states of
 * removed cards go with them: sets.repository forgetRemovedCards).
 */
export async function countDue(db: Kysely<DB>, userId: string, until: number, setId: string | undefined, cap: number) {
  if (cap <= 0) return 0;
  let query = db
    .selectFrom('review_states')
    .innerJoin('sets', 'sets.id', 'review_states.set_id')
    .select(sql<number>`1`.as('one'))
    .where('review_states.user_id', '=', userId)
    .where('review_states.due', '<=', until);
  if (setId !== undefined) query = query.where('review_states.set_id', '=', setId);
  return (await query.where(visible(userId)).limit(cap).execute()).length;
}

/** A set's cards the student has never rated, in set order. */
function newCardsOf(db: Kysely<DB>, userId: string, setIds: readonly string[]) {
  return db
    .selectFrom('cards')
    .innerJoin('sets', 'sets.id', 'cards.set_id')
    .where('cards.set_id', 'in', setIds)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('review_states as known')
            .select('known.card_id')
            .where('known.user_id', '=', userId)
            .whereRef('known.card_id', '=', 'cards.id'),
        ),
      ),
    )
    .where(visible(userId));
}

/** How many rows a query has, counting no further than `cap`. */
async function countUpTo<TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>, cap: number): Promise<number> {
  if (cap <= 0) return 0;
  const row = await query
    .clearSelect()
    .select(sql<number>`1`.as('one'))
    .limit(cap)
    .execute();
  return row.length;
}

/** Rated cards due by `until`, soonest first, with their content, `limit` at most. */
export function dueCards(db: Kysely<DB>, userId: string, until: number, setId: string | undefined, limit: number) {
  return dueStates(db, userId, until, setId)
    .select([
      'review_states.card_id',
      'review_states.set_id',
      'review_states.state',
      'review_states.due',
      'review_states.stability',
      'review_states.difficulty',
      'review_states.elapsed_days',
      'review_states.scheduled_days',
      'review_states.learning_steps',
      'review_states.reps',
      'review_states.lapses',
      'review_states.last_review',
      'cards.question',
      'cards.answer',
      'cards.question_image',
      'cards.answer_image',
      'sets.language',
    ])
    .orderBy('review_states.due')
    .limit(limit)
    .execute();
}

/** How many rated cards are due by `until` in each set. */
export function dueCountsBySet(db: Kysely<DB>, userId: string, until: number) {
  return dueStates(db, userId, until, undefined)
    .select(['review_states.set_id', sql<number>`count(*)`.as('n')])
    .groupBy('review_states.set_id')
    .execute();
}

/** How many of a set's cards the student has never rated, counting no further than `cap`. */
export function countNewCards(db: Kysely<DB>, userId: string, setId: string, cap: number) {
  return countUpTo(newCardsOf(db, userId, [setId]), cap);
}

/** The first `limit` cards of a set the student has never rated, in set order. */
export function newCardsOfDeck(db: Kysely<DB>, userId: string, setId: string, limit: number) {
  return newCardsOf(db, userId, [setId])
    .select([
      'cards.id as card_id',
      'cards.set_id',
      'cards.question',
      'cards.answer',
      'cards.question_image',
      'cards.answer_image',
      'sets.language',
    ])
    .orderBy('cards.position')
    .limit(limit)
    .execute();
}

/** How many memory states the student has in each set. */
export function knownBySet(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('review_states')
    .select(['set_id', sql<number>`count(*)`.as('n')])
    .where('user_id', '=', userId)
    .groupBy('set_id')
    .execute();
}

/** The student's own sets, with their sizes. */
export function ownSetSizes(db: Kysely<DB>, userId: string) {
  return db.selectFrom('sets').select(['id', 'card_count', 'created_at']).where('owner_id', '=', userId).execute();
}

/** Which of these sets are other people's public ones, with their sizes. */
export function othersPublicSetSizes(db: Kysely<DB>, userId: string, setIds: readonly string[]) {
  return db
    .selectFrom('sets')
    .select(['id', 'card_count', 'created_at'])
    .where('id', 'in', setIds)
    .where('is_public', '=', 1)
    .where('owner_id', '!=', userId)
    .execute();
}

/** What decides who may see a set, if it exists. */
export async function setVisibility(db: Kysely<DB>, setId: string) {
  const row = await db.selectFrom('sets').select(['is_public', 'owner_id']).where('id', '=', setId).executeTakeFirst();
  return row && { owner_id: row.owner_id, isPublic: fromFlag(row.is_public) };
}

export function setTitles(db: Kysely<DB>, setIds: string[]) {
  return db.selectFrom('sets').select(['id', 'title', 'class_code']).where('id', 'in', setIds).execute();
}

/** A set's cards counted by the student's memory of them; `masteredDays` splits review from mastered. */
export function progressCounts(db: Kysely<DB>, userId: string, setId: string, masteredDays: number) {
  return db
    .selectFrom('cards')
    .leftJoin('review_states', (join) =>
      join.onRef('review_states.card_id', '=', 'cards.id').on('review_states.user_id', '=', userId),
    )
    .select([
      sql<number>`sum(case when review_states.state is null or review_states.state = 0 then 1 else 0 end)`.as('fresh'),
      sql<number>`sum(case when review_states.state in (1, 3) then 1 else 0 end)`.as('learning'),
      sql<number>`sum(case when review_states.state = 2 and review_states.scheduled_days < ${masteredDays} then 1 else 0 end)`.as(
        'review',
      ),
      sql<number>`sum(case when review_states.state = 2 and review_states.scheduled_days >= ${masteredDays} then 1 else 0 end)`.as(
        'mastered',
      ),
    ])
    .where('cards.set_id', '=', setId)
    .executeTakeFirstOrThrow();
}
