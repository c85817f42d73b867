import { faker as defaultFaker, type Faker } from '@faker-js/faker';
import { classCodeKey } from '@coursecards/shared/domain/class-codes';
import { classCodeListFileName, DEFAULT_CLASS_CODE_LIST } from '@coursecards/shared/domain/schools';
import type { Kysely } from 'kysely';
import type { Card, Grade } from 'ts-fsrs';
import type { CardRow, DB, ReviewLogRow, SetRow, UserRow } from '../src/db/types.ts';
import { createSession } from '../src/infra/authentication/index.ts';
import { systemClock, type Clock } from '../src/lib/clock.ts';
import { newId } from '../src/lib/ids.ts';
import { projectPaths } from '../src/lib/project-root.ts';
import { loadStaticLists, type StaticLists } from '../src/infra/static-data/static-lists.ts';
import { subjects, type Subject } from './fixtures/study-content.ts';

/**
 * Builders of realistic rows. make* only builds (the seed batches them); create* inserts and keeps
 * the counts on rows (card_count, likes_count) true, as the product does. Every builder makes its
 * own parents and unique values, so tests never share rows.
 */

let lists: StaticLists | undefined;
export function staticLists(): StaticLists {
  lists ??= loadStaticLists(projectPaths.lists);
  return lists;
}

/** Schools with their own class-code lists come up most, as the product's first campuses. */
export const FEATURED_SCHOOLS = [
  'Stanford University',
  'University of California, Berkeley',
  'University of California, Los Angeles',
  'University of California, Santa Cruz',
  'Arizona State University',
  'New York University',
];

function pickUniversity(f: Faker): string {
  return f.datatype.boolean({ probability: 0.7 })
    ? f.helpers.arrayElement(FEATURED_SCHOOLS)
    : f.helpers.arrayElement(staticLists().schools);
}

export function makeUser(overrides: Partial<UserRow> = {}, f: Faker = defaultFaker): UserRow {
  const first = f.person.firstName();
  const last = f.person.lastName();
  // A random tail keeps names unique across test files and repeated seeds.
  const base = `${first}${f.helpers.arrayElement(['_', '', '.'])}${last}`.replace(/[^A-Za-z0-9_]/g, '').slice(0, 22);
  const username = overrides.username ?? `${base}${newId().slice(0, 5)}`;
  const university = overrides.university !== undefined ? overrides.university : pickUniversity(f);
  const domain = (university && staticLists().schoolDomains.get(university)) ?? 'example.edu';
  const created = f.date.past({ years: 2 }).getTime();
  return {
    id: newId(),
    email: `${username.toLowerCase()}@${domain}`,
    username,
    username_key: username.toLowerCase(),
    password_hash: null,
    google_sub: null,
    university,
    field_of_study: f.helpers.arrayElement(subjects).name,
    display_name: `${first} ${last}`,
    photo_url: null,
    signup_completed_at: created,
    email_verified_at: null,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

const codesBySubject = new Map<string, string[]>();

/** A real class code from the school's own list (else the default list), matching the subject when it can. */
export function pickClassCode(university: string | null, subject: Subject, f: Faker): string {
  const own = university ? classCodeListFileName(university) : DEFAULT_CLASS_CODE_LIST;
  const listName = staticLists().files.has(own) ? own : DEFAULT_CLASS_CODE_LIST;
  const cacheKey = `${listName}|${subject.name}`;
  let codes = codesBySubject.get(cacheKey);
  if (!codes) {
    const all = staticLists().files.get(listName) ?? [];
    const matching = all.filter((c) => subject.prefixes.includes(c.match(/^[A-Z&]+/)?.[0] ?? ''));
    codes = matching.length ? matching : [...all];
    codesBySubject.set(cacheKey, codes);
  }
  return f.helpers.arrayElement(codes);
}

export function makeSet(
  owner: Pick<UserRow, 'id' | 'university'>,
  overrides: Partial<SetRow> = {},
  f: Faker = defaultFaker,
  subject: Subject = f.helpers.arrayElement(subjects),
): SetRow {
  const classCode = overrides.class_code ?? pickClassCode(owner.university, subject, f);
  const created = overrides.created_at ?? f.date.past({ years: 2 }).getTime();
  return {
    id: newId(),
    owner_id: owner.id,
    title: f.helpers.arrayElement(subject.titles),
    class_code: classCode,
    class_code_key: classCodeKey(classCode),
    description:
      f.helpers.maybe(() => `${subject.name} review for ${classCode}: the terms and facts that come up on exams.`, {
        probability: 0.6,
      }) ?? '',
    language: 'en',
    is_public: 1,
    university: owner.university,
    is_derived: 0,
    original_set_id: null,
    original_creator_id: null,
    original_creator_username: null,
    likes_count: 0,
    card_count: 0,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

export type CardContent = Pick<CardRow, 'question' | 'answer'> &
  Partial<Pick<CardRow, 'question_image' | 'answer_image'>>;

/** `count` cards from the subject's material, then from other subjects when it runs out. */
export function makeCards(
  setId: string,
  content: number | readonly CardContent[],
  f: Faker = defaultFaker,
  subject?: Subject,
): CardRow[] {
  const source: readonly CardContent[] =
    typeof content === 'number' ? pickCardContent(content, f, subject ?? f.helpers.arrayElement(subjects)) : content;
  return source.map((c, position) => ({
    id: newId(),
    set_id: setId,
    position,
    question: c.question,
    answer: c.answer,
    question_image: c.question_image ?? null,
    answer_image: c.answer_image ?? null,
  }));
}

function pickCardContent(count: number, f: Faker, subject: Subject): CardContent[] {
  const others = subjects.filter((s) => s !== subject).flatMap((s) => s.cards);
  const pool = [...f.helpers.shuffle([...subject.cards]), ...f.helpers.shuffle(others)];
  return Array.from({ length: count }, (_, i) => {
    const [question, answer] = pool[i % pool.length] ?? ['', ''];
    return { question, answer };
  });
}

export async function createUser(db: Kysely<DB>, overrides: Partial<UserRow> = {}): Promise<UserRow> {
  const user = makeUser(overrides);
  await db.insertInto('users').values(user).execute();
  return user;
}

export interface SignedInRow {
  user: UserRow;
  /** a live session's bearer token */
  token: string;
}

/** A user row with a live session, straight in the database: faster than signing up through the API. */
export async function createSignedInUser(
  db: Kysely<DB>,
  clock: Clock = systemClock,
  overrides: Partial<UserRow> = {},
): Promise<SignedInRow> {
  const user = await createUser(db, overrides);
  return { user, token: await createSession(db, clock, user.id) };
}

export interface CreateSetOptions extends Partial<SetRow> {
  owner?: UserRow;
  cards?: number | readonly CardContent[];
}

export async function createSet(
  db: Kysely<DB>,
  { owner, cards = 5, ...overrides }: CreateSetOptions = {},
): Promise<{ set: SetRow; cards: CardRow[]; owner: UserRow }> {
  const setOwner = owner ?? (await createUser(db));
  const subject = defaultFaker.helpers.arrayElement(subjects);
  const draft = makeSet(setOwner, overrides, defaultFaker, subject);
  const cardRows = makeCards(draft.id, cards, defaultFaker, subject);
  const set = { ...draft, card_count: cardRows.length };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('sets').values(set).execute();
    if (cardRows.length) await trx.insertInto('cards').values(cardRows).execute();
  });
  return { set, cards: cardRows, owner: setOwner };
}

/** A like, counted on the liked set in the same transaction. */
export async function createLike(db: Kysely<DB>, user: Pick<UserRow, 'id'>, set: Pick<SetRow, 'id'>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('likes').values({ user_id: user.id, set_id: set.id, created_at: Date.now() }).execute();
    await trx
      .updateTable('sets')
      .set((eb) => ({ likes_count: eb('likes_count', '+', 1) }))
      .where('id', '=', set.id)
      .execute();
  });
}

export interface ReviewLogOptions {
  user: Pick<UserRow, 'id'>;
  card: Pick<CardRow, 'id' | 'set_id'>;
  rating: Grade;
  at: number;
  /** the card's ts-fsrs state before the rating, and the card after it */
  stateBefore: number;
  after: Card;
  durationMs?: number | null;
}

/** A review log row as the app writes it for a rating, for tests and benchmarks that write a history straight in. */
export function makeReviewLog(
  { user, card, rating, at, stateBefore, after, durationMs = null }: ReviewLogOptions,
  id = newId(),
): ReviewLogRow {
  return {
    id,
    user_id: user.id,
    card_id: card.id,
    set_id: card.set_id,
    rating,
    mode: 'review',
    reviewed_at: at,
    duration_ms: durationMs,
    state_before: stateBefore,
    card_before: null,
    state_after: after.state,
    due_after: after.due.getTime(),
    scheduled_days: after.scheduled_days,
    client_key: null,
    created_at: at,
    undone_at: null,
  };
}

/** A set's cards as [question, answer] pairs, in their order: to compare a copy with its original. */
export async function cardPairsOf(db: Kysely<DB>, setId: string): Promise<string[][]> {
  const cards = await db
    .selectFrom('cards')
    .select(['question', 'answer'])
    .where('set_id', '=', setId)
    .orderBy('position')
    .execute();
  return cards.map((c) => [c.question, c.answer]);
}

/** How many rows `table` holds. */
export async function rowCount(db: Kysely<DB>, table: keyof DB): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
