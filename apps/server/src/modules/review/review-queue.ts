import type { DueCard, DueResponse, ProgressResponse, ReviewSetsResponse } from '@coursecards/shared/schemas/review';
import { setLanguageOf } from '@coursecards/shared/domain/set-languages';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { viewable } from '../sets/index.ts';
import { previewIntervals, schedulerFor, stateName, toCard } from './fsrs.ts';
import type { ReviewCaches } from './review-caches.ts';
import {
  countDue,
  countNewCards,
  dueCards,
  dueCountsBySet,
  knownBySet,
  newCardsOfDeck,
  othersPublicSetSizes,
  ownSetSizes,
  progressCounts,
  ratedToday,
  setTitles,
  setVisibility,
} from './review-queue.repository.ts';
import { settingsOf, type StudentSettings } from './review-settings.ts';
import { dayStart } from './student-day.ts';
import { versionOf } from './review-versions.repository.ts';

/** A review that makes a card "mastered": its next interval is three weeks or more (Anki's "mature"). */
export const MASTERED_DAYS = 21;

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
  const known = await knownBySet(db, userId);
  const knownBy = new Map(known.map((row) => [row.set_id, Number(row.n)]));
  const sets = await ownSetSizes(db, userId);
  const studied = [...knownBy.keys()];
  for (let i = 0; i < studied.length; i += ID_CHUNK) {
    sets.push(...(await othersPublicSetSizes(db, userId, studied.slice(i, i + ID_CHUNK))));
  }
  return sets
    .sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id))
    .map((set) => ({ setId: set.id, unrated: Math.max(0, set.card_count - (knownBy.get(set.id) ?? 0)) }))
    .filter((set) => set.unrated > 0);
}

async function assertVisibleSet(db: Kysely<DB>, userId: string, setId: string): Promise<void> {
  viewable(await setVisibility(db, setId), userId);
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

  const due = await dueCards(db, userId, now, setId, Math.min(limit, left.reviews));
  const totalDue = due.length < limit ? due.length : await countDue(db, userId, now, setId, left.reviews);

  const room = Math.min(limit - due.length, left.fresh);
  const decks =
    setId !== undefined
      ? [{ setId, unrated: await countNewCards(db, userId, setId, left.fresh) }]
      : await decksOf(db, userId, caches, version);
  const newAvailable = Math.min(
    left.fresh,
    decks.reduce((n, deck) => n + deck.unrated, 0),
  );
  const fresh: NewCardRow[] = [];
  for (const deck of decks) {
    if (fresh.length >= room) break;
    fresh.push(...(await newCardsOfDeck(db, userId, deck.setId, room - fresh.length)));
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
  const due = await dueCountsBySet(db, userId, now);
  const fresh = (await decksOf(db, userId, caches, version)).map((deck) => ({ set_id: deck.setId, n: deck.unrated }));
  const counts = new Map<string, { due: number; new: number }>();
  for (const row of due) counts.set(row.set_id, { due: Number(row.n), new: 0 });
  for (const row of fresh) counts.set(row.set_id, { due: counts.get(row.set_id)?.due ?? 0, new: Number(row.n) });
  if (counts.size === 0) return { sets: [] };
  const sets = await setTitles(db, [...counts.keys()]);
  return {
    sets: sets
      .map((set) => ({ setId: set.id, title: set.title, classCode: set.class_code, ...counts.get(set.id)! }))
      .sort((a, b) => b.due - a.due || b.new - a.new || a.title.localeCompare(b.title)),
  };
}

/** A set's cards by the student's memory of them. */
export async function setProgress(db: Kysely<DB>, userId: string, setId: string): Promise<ProgressResponse> {
  await assertVisibleSet(db, userId, setId);
  const rows = await progressCounts(db, userId, setId, MASTERED_DAYS);
  return {
    new: Number(rows.fresh ?? 0),
    learning: Number(rows.learning ?? 0),
    review: Number(rows.review ?? 0),
    mastered: Number(rows.mastered ?? 0),
  };
}
