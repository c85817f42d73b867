import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { DISTRACTOR_POOL_MAX } from './ai-engine.ts';

/** Sets of the same class code read for candidates: bounded work per question. */
const SIMILAR_SETS = 20;

/**
 * Candidate wrong answers for a quiz question (DESIGN §4 "AI"): the quizzed set's own answers first,
 * then answers of the most-liked public, non-derived sets of its class code. Nothing from a set the
 * viewer may not see: the quizzed set must be public or theirs.
 */
export async function distractorPool(db: Kysely<DB>, viewerId: string, setId: string | undefined): Promise<string[]> {
  if (!setId) return [];
  const set = await db
    .selectFrom('sets')
    .select(['id', 'owner_id', 'is_public', 'class_code_key'])
    .where('id', '=', setId)
    .executeTakeFirst();
  if (!set || (set.is_public !== 1 && set.owner_id !== viewerId)) return [];

  const own = await db
    .selectFrom('cards')
    .select('answer')
    .where('set_id', '=', set.id)
    .where('answer', '!=', '')
    .orderBy('position')
    .limit(DISTRACTOR_POOL_MAX)
    .execute();
  if (own.length >= DISTRACTOR_POOL_MAX || !set.class_code_key) return own.map((row) => row.answer);
  const similarSets = db
    .selectFrom('sets')
    .select('id')
    .where('class_code_key', '=', set.class_code_key)
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
    .where('cards.set_id', 'in', similarSets)
    .orderBy('sets.likes_count', 'desc')
    .orderBy('sets.created_at', 'desc')
    .orderBy('sets.id')
    .orderBy('cards.position')
    .limit(DISTRACTOR_POOL_MAX - own.length)
    .execute();
  return [...own, ...similar].map((row) => row.answer);
}
