import { sql, type Kysely } from 'kysely';
import { fromFlag } from '../../db/flags.ts';
import type { DB } from '../../db/types.ts';
import { canView } from '../sets/index.ts';
import { DISTRACTOR_OPTION_MAX, DISTRACTOR_POOL_MAX } from '@coursecards/ai-engine';

/** Sets of the same class code read for candidates: bounded work per question. */
const SIMILAR_SETS = 20;

/** The quizzed set, as far as its distractor pool goes. */
export interface QuizzedSet {
  id: string;
  classCodeKey: string;
  /** changes whenever the set's cards do */
  updatedAt: number;
}

/** The set a viewer is quizzed on, when they may see it (public, or theirs); null otherwise. */
export async function quizzedSet(db: Kysely<DB>, viewerId: string, setId: string): Promise<QuizzedSet | null> {
  const set = await db
    .selectFrom('sets')
    .select(['id', 'owner_id', 'is_public', 'class_code_key', 'updated_at'])
    .where('id', '=', setId)
    .executeTakeFirst();
  if (!set || !canView({ owner_id: set.owner_id, isPublic: fromFlag(set.is_public) }, viewerId)) return null;
  return { id: set.id, classCodeKey: set.class_code_key, updatedAt: set.updated_at };
}

/**
 * Candidate wrong answers for a quiz question (product decision 11): the quizzed set's own answers first,
 * then answers of the most-liked public, non-derived sets of its class code. The set itself was
 * checked by `quizzedSet`: nothing here comes from a set the viewer may not see. Answers too long to
 * be an option are left out here, which also bounds what a kept pool holds.
 */
export async function readDistractorPool(db: Kysely<DB>, set: QuizzedSet): Promise<string[]> {
  const own = await db
    .selectFrom('cards')
    .select('answer')
    .where('set_id', '=', set.id)
    .where('answer', '!=', '')
    .where(sql<number>`length(answer)`, '<=', DISTRACTOR_OPTION_MAX)
    .orderBy('position')
    .limit(DISTRACTOR_POOL_MAX)
    .execute();
  if (own.length >= DISTRACTOR_POOL_MAX || !set.classCodeKey) return own.map((row) => row.answer);
  const similarSets = db
    .selectFrom('sets')
    .select('id')
    .where('class_code_key', '=', set.classCodeKey)
    .where('is_public', '=', 1)
    .where('is_derived', '=', 0)
    .where('id', '!=', set.id)
    .orderBy('likes_count', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(SIMILAR_SETS);
  // Ordered all the way down, so the same question gets the same pool (and the same options) on
  // SQLite and PostgreSQL alike.
  const similar = await db
    .selectFrom('cards')
    .innerJoin('sets', 'sets.id', 'cards.set_id')
    .select('cards.answer')
    .where('cards.answer', '!=', '')
    .where(sql<number>`length(${sql.ref('cards.answer')})`, '<=', DISTRACTOR_OPTION_MAX)
    .where('cards.set_id', 'in', similarSets)
    .orderBy('sets.likes_count', 'desc')
    .orderBy('sets.created_at', 'desc')
    .orderBy('sets.id')
    .orderBy('cards.position')
    .limit(DISTRACTOR_POOL_MAX - own.length)
    .execute();
  return [...own, ...similar].map((row) => row.answer);
}
