import { Faker, en } from '@faker-js/faker';
import { sql, type Kysely } from 'kysely';
import { makeCards, makeSet, makeUser } from '../../test/factories.ts';
import { subjects } from '../../test/fixtures/study-content.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../modules/auth/index.ts';
import type { CardRow, DB, SetRow, UserRow } from './types.ts';

/**
 * The account a newcomer logs in as after `npm run db:seed`. Its password is published (README and
 * the seed's output), so only the seed command makes it, and the seed refuses a production
 * environment (seed-guard.ts). The e-mail's domain is reserved for examples: it can never reach a
 * real inbox.
 */
export const DEMO_ACCOUNT = {
  email: 'demo@example.edu',
  username: 'demo_student',
  password: 'coursecards-demo',
  university: 'Stanford University',
} as const;

/** The demo account's own sets: subject, title, whether public. One private, as students keep drafts. */
const OWN_SETS = [
  { subject: 'Biology', title: 'Midterm 1: Cells and Energy', isPublic: true },
  { subject: 'Chemistry', title: 'Acids and Bases', isPublic: true },
  { subject: 'Computer Science', title: 'Data Structures Midterm', isPublic: true },
  { subject: 'Psychology', title: 'Memory and Learning', isPublic: false },
] as const;

/** How many of the school's most liked sets by others the demo account has liked, and saved. */
const LIKED = 5;
const SAVED = 2;

export interface DemoAccountSummary {
  /** false when the account was already there: its password was set back to the published one */
  created: boolean;
  sets: number;
  savedCopies: number;
  likesGiven: number;
  likesReceived: number;
}

/**
 * Makes the demo account with a lived-in look: sets of its own (liked by other seeded students),
 * likes on its school's popular sets and saved copies of two of them. Run after seedDatabase, whose
 * students and sets it uses. Run again, it keeps the account and what it owns and only sets the
 * password back to the published one.
 */
export async function seedDemoAccount(db: Kysely<DB>, options: { seed?: number } = {}): Promise<DemoAccountSummary> {
  const f = new Faker({ locale: [en] });
  f.seed(options.seed ?? 42);
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const now = Date.now();

  const existing = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where((eb) =>
      eb.or([eb('email', '=', DEMO_ACCOUNT.email), eb('username_key', '=', DEMO_ACCOUNT.username.toLowerCase())]),
    )
    .executeTakeFirst();
  if (existing && existing.email !== DEMO_ACCOUNT.email) {
    // Someone else chose the name: their account is theirs, and its password stays as it is.
    throw new Error(`The username ${DEMO_ACCOUNT.username} belongs to another account (${existing.email})`);
  }
  if (existing) {
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return { created: false, ...(await countsOf(db, existing.id)) };
  }

  const joined = now - 120 * DAY;
  const user: UserRow = makeUser(
    {
      email: DEMO_ACCOUNT.email,
      username: DEMO_ACCOUNT.username,
      username_key: DEMO_ACCOUNT.username.toLowerCase(),
      password_hash: passwordHash,
      university: DEMO_ACCOUNT.university,
      field_of_study: 'Biology',
      display_name: 'Demo Student',
      signup_completed_at: joined,
      created_at: joined,
      updated_at: joined,
    },
    f,
  );

  const sets: SetRow[] = [];
  const cards: CardRow[] = [];
  OWN_SETS.forEach((own, i) => {
    const subject = subjects.find((s) => s.name === own.subject) ?? f.helpers.arrayElement(subjects);
    const created = joined + (i + 1) * 20 * DAY;
    const set = makeSet(
      user,
      { title: own.title, is_public: own.isPublic ? 1 : 0, created_at: created, updated_at: created },
      f,
      subject,
    );
    const setCards = makeCards(set.id, Math.min(10, subject.cards.length), f, subject);
    set.card_count = setCards.length;
    sets.push(set);
    cards.push(...setCards);
  });

  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(user).execute();
    await trx.insertInto('sets').values(sets).execute();
    await trx.insertInto('cards').values(cards).execute();

    // Classmates liked its public sets: a few likes each, from other seeded students.
    const others = await trx.selectFrom('users').select('id').where('id', '<>', user.id).limit(200).execute();
    for (const set of sets.filter((s) => s.is_public === 1)) {
      const likers = f.helpers.arrayElements(others, {
        min: Math.min(2, others.length),
        max: Math.min(9, others.length),
      });
      if (!likers.length) continue;
      await trx
        .insertInto('likes')
        .values(
          likers.map((l) => ({
            user_id: l.id,
            set_id: set.id,
            created_at: f.date.between({ from: set.created_at, to: now }).getTime(),
          })),
        )
        .execute();
      await trx.updateTable('sets').set({ likes_count: likers.length }).where('id', '=', set.id).execute();
    }

    // It liked its school's most liked sets by others, and saved copies of the first two.
    const popular = await trx
      .selectFrom('sets')
      .innerJoin('users', 'users.id', 'sets.owner_id')
      .selectAll('sets')
      .select('users.username as owner_username')
      .where('sets.is_public', '=', 1)
      .where('sets.is_derived', '=', 0)
      .where('sets.owner_id', '<>', user.id)
      .where('sets.university', '=', DEMO_ACCOUNT.university)
      .orderBy('sets.likes_count', 'desc')
      .orderBy('sets.id')
      .limit(LIKED)
      .execute();
    for (const set of popular) {
      await trx
        .insertInto('likes')
        .values({ user_id: user.id, set_id: set.id, created_at: now - f.number.int({ min: 1, max: 30 }) * DAY })
        .execute();
      await trx
        .updateTable('sets')
        .set({ likes_count: sql<number>`likes_count + 1` })
        .where('id', '=', set.id)
        .execute();
    }
    for (const { owner_username, ...original } of popular.slice(0, SAVED)) {
      const savedAt = now - f.number.int({ min: 1, max: 30 }) * DAY;
      const originalCards = await trx
        .selectFrom('cards')
        .selectAll()
        .where('set_id', '=', original.id)
        .orderBy('position')
        .execute();
      const copyId = newId();
      await trx
        .insertInto('sets')
        .values({
          ...original,
          id: copyId,
          owner_id: user.id,
          is_public: 0,
          is_derived: 1,
          original_set_id: original.id,
          original_creator_id: original.owner_id,
          original_creator_username: owner_username,
          likes_count: 0,
          card_count: originalCards.length,
          created_at: savedAt,
          updated_at: savedAt,
        })
        .execute();
      if (originalCards.length)
        await trx
          .insertInto('cards')
          .values(originalCards.map((c) => ({ ...c, id: newId(), set_id: copyId })))
          .execute();
    }
  });
  return { created: true, ...(await countsOf(db, user.id)) };
}

const DAY = 24 * 60 * 60 * 1000;

async function countsOf(db: Kysely<DB>, userId: string): Promise<Omit<DemoAccountSummary, 'created'>> {
  const owned = await db
    .selectFrom('sets')
    .select(['is_derived', 'likes_count'])
    .where('owner_id', '=', userId)
    .execute();
  const given = await db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    sets: owned.filter((s) => s.is_derived === 0).length,
    savedCopies: owned.filter((s) => s.is_derived === 1).length,
    likesGiven: Number(given.n),
    likesReceived: owned.filter((s) => s.is_derived === 0).reduce((sum, s) => sum + s.likes_count, 0),
  };
}
