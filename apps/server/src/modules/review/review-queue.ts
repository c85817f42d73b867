import type { DueCard, DueResponse, ProgressResponse, ReviewSetsResponse } from '@coursecards/shared/schemas/review';
import { setLanguageOf } from '@coursecards/shared/domain/set-languages';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { viewable } from '../sets/index.ts';
import { previewIntervals, schedulerFor, stateName, toCard } from './fsrs.ts';
import type { ReviewCaches } from './review-caches.ts';
import { settingsOf, type StudentSettings } from './review-settings.ts';
import { dayStart } from './student-day.ts';
import { versionOf } from './review-versions.repository.ts';

/** A review that makes a card "mastered": its next interval is three weeks or more (Anki's "mature"). */
export const MASTERED_DAYS = 21;

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
async function countDue(db: Kysely<DB>, userId: string, until: number, setId: string | undefined, cap: number) {
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

const ID_CHUNK = 500;

/** The student's data version when the routes keep derived counts (ADR 0030). */
const versionFor = (db: Kysely<DB>, userId: string, caches: ReviewCaches | undefined) =>
  caches ? versionOf(db, userId) : Promise.resolve(0);

const decksOf = (db: Kysely<DB>, userId: string, caches: ReviewCaches | undefined, version: number) =>
  caches ? caches.decks.get(userId, String(version), () => unratedBySet(db, userId)) : unratedBySet(db, userId);

/**
 * The sets whose unrated cards are offered as new, with how many: the student's own (saved copies
 * included) and the public sets they have rated a card of, oldest first. A set's unrated cards are
 * its card count less the student's memory states in it (states of removed cards go with them), so
 * this reads one covering index range and the sets, never every card.
 */
export async function unratedBySet(db: Kysely<DB>, userId: string): Promise<Array<{ setId: string; unrated: number }>> {
  const known = await db
    .selectFrom('review_states')
    .select(['set_id', sql<number>`count(*)`.as('n')])
    .where('user_id', '=', userId)
    .groupBy('set_id')
    .execute();
  const knownBy = new Map(known.map((row) => [row.set_id, Number(row.n)]));
  const sets = await db
    .selectFrom('sets')
    .select(['id', 'card_count', 'created_at'])
    .where('owner_id', '=', userId)
    .execute();
  const studied = [...knownBy.keys()];
  for (let i = 0; i < studied.length; i += ID_CHUNK) {
    sets.push(
      ...(await db
        .selectFrom('sets')
        .select(['id', 'card_count', 'created_at'])
        .where('id', 'in', studied.slice(i, i + ID_CHUNK))
        .where('is_public', '=', 1)
        .where('owner_id', '!=', userId)
        .execute()),
    );
  }
  return sets
    .sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id))
    .map((set) => ({ setId: set.id, unrated: Math.max(0, set.card_count - (knownBy.get(set.id) ?? 0)) }))
    .filter((set) => set.unrated > 0);
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

async function assertVisibleSet(db: Kysely<DB>, userId: string, setId: string): Promise<void> {
  viewable(
    await db.selectFrom('sets').select(['is_public', 'owner_id']).where('id', '=', setId).executeTakeFirst(),
    userId,
  );
}

/** Today's allowance left: new cards and reviews, after what was rated since the day began. */
async function allowance(
  db: Kysely<DB>,
  userId: string,
  settings: StudentSettings,
  now: number,
  caches: ReviewCaches | undefined,
  version: number,
) {
  const since = dayStart(now, settings.day);
  const done = await (caches
    ? caches.ratedToday.get(userId, `${version}:${since}`, () => ratedToday(db, userId, since))
    : ratedToday(db, userId, since));
  return {
    fresh: Math.max(0, settings.newCardsPerDay - done.fresh),
    reviews: Math.max(0, settings.maxReviewsPerDay - done.reviews),
  };
}

interface NewCardRow {
  card_id: string;
  set_id: string;
  language: string;
  question: string;
  answer: string;
  question_image: string | null;
  answer_image: string | null;
}

export async function dueQueue(
  db: Kysely<DB>,
  clock: Clock,
  userId: string,
  limit: number,
  setId: string | undefined,
  caches?: ReviewCaches,
): Promise<DueResponse> {
  const now = clock.now();
  if (setId !== undefined) await assertVisibleSet(db, userId, setId);
  const version = await versionFor(db, userId, caches);
  const settings = await settingsOf(db, userId);
  const left = await allowance(db, userId, settings, now, caches, version);
  const scheduler = schedulerFor(settings.scheduler);

  const due = await dueStates(db, userId, now, setId)
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
    .limit(Math.min(limit, left.reviews))
    .execute();
  const totalDue = due.length < limit ? due.length : await countDue(db, userId, now, setId, left.reviews);

  const room = Math.min(limit - due.length, left.fresh);
  const decks =
    setId !== undefined
      ? [{ setId, unrated: await countUpTo(newCardsOf(db, userId, [setId]), left.fresh) }]
      : await decksOf(db, userId, caches, version);
  const newAvailable = Math.min(
    left.fresh,
    decks.reduce((n, deck) => n + deck.unrated, 0),
  );
  const fresh: NewCardRow[] = [];
  for (const deck of decks) {
    if (fresh.length >= room) break;
    fresh.push(
      ...(await newCardsOf(db, userId, [deck.setId])
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
        .limit(room - fresh.length)
        .execute()),
    );
  }

  // Each card's set's language, for read-aloud, comes with the set the queries join anyway.
  const content = (row: (typeof fresh)[number]) => ({
    cardId: row.card_id,
    setId: row.set_id,
    language: setLanguageOf(row.language),
    question: row.question,
    answer: row.answer,
    questionImage: row.question_image,
    answerImage: row.answer_image,
  });
  const cards: DueCard[] = [
    ...due.map((row) => ({
      ...content(row),
      state: stateName(row.state),
      due: new Date(row.due).toISOString(),
      nextIntervals: previewIntervals(scheduler, toCard(row, now), now),
    })),
    ...fresh.map((row) => ({
      ...content(row),
      state: 'new' as const,
      due: null,
      nextIntervals: previewIntervals(scheduler, toCard(undefined, now), now),
    })),
  ];
  return { cards, totalDue, newAvailable };
}

/** Today's rows: each studied set with cards due now or new ones, most due first. */
export async function setsToReview(
  db: Kysely<DB>,
  clock: Clock,
  userId: string,
  caches?: ReviewCaches,
): Promise<ReviewSetsResponse> {
  const now = clock.now();
  const version = await versionFor(db, userId, caches);
  const due = await dueStates(db, userId, now, undefined)
    .select(['review_states.set_id', sql<number>`count(*)`.as('n')])
    .groupBy('review_states.set_id')
    .execute();
  const fresh = (await decksOf(db, userId, caches, version)).map((deck) => ({ set_id: deck.setId, n: deck.unrated }));
  const counts = new Map<string, { due: number; new: number }>();
  for (const row of due) counts.set(row.set_id, { due: Number(row.n), new: 0 });
  for (const row of fresh) counts.set(row.set_id, { due: counts.get(row.set_id)?.due ?? 0, new: Number(row.n) });
  if (counts.size === 0) return { sets: [] };
  const sets = await db
    .selectFrom('sets')
    .select(['id', 'title', 'class_code'])
    .where('id', 'in', [...counts.keys()])
    .execute();
  return {
    sets: sets
      .map((set) => ({ setId: set.id, title: set.title, classCode: set.class_code, ...counts.get(set.id)! }))
      .sort((a, b) => b.due - a.due || b.new - a.new || a.title.localeCompare(b.title)),
  };
}

/** A set's cards by the student's memory of them. */
export async function setProgress(db: Kysely<DB>, userId: string, setId: string): Promise<ProgressResponse> {
  await assertVisibleSet(db, userId, setId);
  const rows = await db
    .selectFrom('cards')
    .leftJoin('review_states', (join) =>
      join.onRef('review_states.card_id', '=', 'cards.id').on('review_states.user_id', '=', userId),
    )
    .select([
      sql<number>`sum(case when review_states.state is null or review_states.state = 0 then 1 else 0 end)`.as('fresh'),
      sql<number>`sum(case when review_states.state in (1, 3) then 1 else 0 end)`.as('learning'),
      sql<number>`sum(case when review_states.state = 2 and review_states.scheduled_days < ${MASTERED_DAYS} then 1 else 0 end)`.as(
        'review',
      ),
      sql<number>`sum(case when review_states.state = 2 and review_states.scheduled_days >= ${MASTERED_DAYS} then 1 else 0 end)`.as(
        'mastered',
      ),
    ])
    .where('cards.set_id', '=', setId)
    .executeTakeFirstOrThrow();
  return {
    new: Number(rows.fresh ?? 0),
    learning: Number(rows.learning ?? 0),
    review: Number(rows.review ?? 0),
    mastered: Number(rows.mastered ?? 0),
  };
}
