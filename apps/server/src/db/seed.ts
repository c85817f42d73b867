import { Faker, en } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import { makeCards, makeSet, makeUser } from '../../test/factories.ts';
import { subjects } from '../../test/fixtures/study-content.ts';
import type { CardRow, DB, SetRow, UserRow } from './types.ts';

export interface SeedOptions {
  users: number;
  sets: number;
  /** average cards per set (each set has between half and one and a half times this) */
  cardsPerSet: number;
  /** share of sets that are public */
  publicShare?: number;
  /** faker seed: the same seed gives the same titles, cards and likes (ids and username tails are random) */
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedSummary {
  users: number;
  sets: number;
  savedCopies: number;
  cards: number;
  likes: number;
}

/** Sets are written this many at a time, each chunk in one transaction with its cards and likes. */
const CHUNK = 500;

/**
 * Fills a database with realistic users, sets, cards, likes and saved copies, built by the
 * factories the tests use. Counts on rows (card_count, likes_count) match the rows they count.
 */
export async function seedDatabase(db: Kysely<DB>, options: SeedOptions): Promise<SeedSummary> {
  const f = new Faker({ locale: [en] });
  f.seed(options.seed ?? 42);
  const summary: SeedSummary = { users: 0, sets: 0, savedCopies: 0, cards: 0, likes: 0 };

  const users: UserRow[] = Array.from({ length: Math.max(1, options.users) }, () => makeUser({}, f));
  for (const batch of chunks(users, 500)) await db.insertInto('users').values(batch).execute();
  summary.users = users.length;

  for (let start = 0; start < options.sets; start += CHUNK) {
    const size = Math.min(CHUNK, options.sets - start);
    const sets: SetRow[] = [];
    const cards: CardRow[] = [];
    for (let i = 0; i < size; i++) {
      const owner = f.helpers.arrayElement(users);
      const subject = f.helpers.arrayElement(subjects);
      const set = makeSet(
        owner,
        { is_public: f.datatype.boolean({ probability: options.publicShare ?? 0.8 }) ? 1 : 0 },
        f,
        subject,
      );
      const count = f.number.int({
        min: Math.ceil(options.cardsPerSet / 2),
        max: Math.floor(options.cardsPerSet * 1.5),
      });
      const setCards = makeCards(set.id, count, f, subject);
      set.card_count = setCards.length;
      sets.push(set);
      cards.push(...setCards);
    }
    const likes = likesFor(sets, users, f);
    const copies = savedCopiesOf(sets, cards, users, f);

    await db.transaction().execute(async (trx) => {
      for (const batch of chunks([...sets, ...copies.sets], 500)) await trx.insertInto('sets').values(batch).execute();
      for (const batch of chunks([...cards, ...copies.cards], 1000))
        await trx.insertInto('cards').values(batch).execute();
      for (const batch of chunks(likes, 1000)) await trx.insertInto('likes').values(batch).execute();
    });
    summary.sets += sets.length;
    summary.savedCopies += copies.sets.length;
    summary.cards += cards.length + copies.cards.length;
    summary.likes += likes.length;
    options.onProgress?.(start + size, options.sets);
  }
  return summary;
}

/** Likes from distinct users on public sets, few for most sets and many for some, as in real use. */
function likesFor(sets: SetRow[], users: UserRow[], f: Faker) {
  const likes: DB['likes'][] = [];
  for (const set of sets) {
    if (!set.is_public) continue;
    // Heavily skewed: most sets have a handful of likes, a few have over a hundred.
    const wanted = Math.min(users.length - 1, Math.floor(Math.exp(5 * f.number.float({ min: 0, max: 1 }) ** 3)) - 1);
    // Distinct random likers other than the owner, drawn by index (the user list can be large).
    const picked = new Set<number>();
    while (picked.size < wanted) {
      const i = f.number.int({ min: 0, max: users.length - 1 });
      if (users[i]?.id !== set.owner_id) picked.add(i);
    }
    const likers = [...picked].map((i) => users[i] as UserRow);
    for (const user of likers) {
      likes.push({
        user_id: user.id,
        set_id: set.id,
        created_at: f.date.between({ from: set.created_at, to: Date.now() }).getTime(),
      });
    }
    set.likes_count = likers.length;
  }
  return likes;
}

/** About one public set in fifty is saved by another student: a private copy with its cards. */
function savedCopiesOf(sets: SetRow[], cards: CardRow[], users: UserRow[], f: Faker) {
  const copies: { sets: SetRow[]; cards: CardRow[] } = { sets: [], cards: [] };
  const usersById = new Map(users.map((u) => [u.id, u]));
  const cardsBySet = new Map<string, CardRow[]>();
  for (const card of cards) {
    const list = cardsBySet.get(card.set_id);
    if (list) list.push(card);
    else cardsBySet.set(card.set_id, [card]);
  }
  for (const original of sets) {
    if (!original.is_public || !f.datatype.boolean({ probability: 0.02 })) continue;
    const saver = f.helpers.arrayElement(users);
    if (saver.id === original.owner_id) continue;
    const owner = usersById.get(original.owner_id);
    const savedAt = f.date.between({ from: original.created_at, to: Date.now() }).getTime();
    const copy = makeSet(
      saver,
      {
        title: original.title,
        class_code: original.class_code,
        class_code_key: original.class_code_key,
        description: original.description,
        is_public: 0,
        is_derived: 1,
        original_set_id: original.id,
        original_creator_id: original.owner_id,
        original_creator_username: owner?.username ?? null,
        card_count: original.card_count,
        created_at: savedAt,
        updated_at: savedAt,
      },
      f,
    );
    copies.sets.push(copy);
    copies.cards.push(...makeCards(copy.id, cardsBySet.get(original.id) ?? [], f));
  }
  return copies;
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
