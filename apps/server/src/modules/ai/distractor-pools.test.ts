import { beforeAll, describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/suite-app.ts';
import { createSet, createUser } from '../../../test/factories.ts';
import type { UserRow } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';
import { DistractorPools } from './distractor-pools.ts';

describe('DistractorPools', () => {
  let owner: UserRow;
  let now = Date.UTC(2026, 10, 25);
  const clock = { now: () => now };
  const t = suiteApp();
  beforeAll(async () => {
    owner = await createUser(t.db);
  });

  /** A set of its own class code, with one public classmate set beside it. */
  async function quizSetup(isPublic: 0 | 1 = 1) {
    const code = `POOL${newId()
      .slice(0, 6)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')}`;
    const cards = (...answers: string[]) => answers.map((answer) => ({ question: `What is ${answer}?`, answer }));
    const quizzed = await createSet(t.db, {
      owner,
      class_code: code,
      class_code_key: code,
      is_public: isPublic,
      cards: cards('Mitosis', 'Meiosis'),
    });
    await createSet(t.db, { class_code: code, class_code_key: code, is_public: 1, cards: cards('Osmosis') });
    return quizzed.set;
  }

  it('reads a set’s pool once for a whole quiz, the same pool each question', async () => {
    const pools = new DistractorPools(t.db, clock);
    const set = await quizSetup();
    const first = await pools.forQuiz('anyone', set.id);
    expect(first).toEqual(['Mitosis', 'Meiosis', 'Osmosis']);
    await createSet(t.db, { class_code: set.class_code, class_code_key: set.class_code_key, is_public: 1 });
    expect(await pools.forQuiz('someone else', set.id)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('gives nobody but its owner the pool of a private set, on every question', async () => {
    const pools = new DistractorPools(t.db, clock);
    const set = await quizSetup(0);
    expect(await pools.forQuiz(owner.id, set.id)).toHaveLength(3);
    expect(await pools.forQuiz('a stranger', set.id)).toEqual([]);
    expect(await pools.forQuiz(owner.id, 'no-such-set')).toEqual([]);
    expect(await pools.forQuiz(owner.id, undefined)).toEqual([]);
  });

  it('reads the pool again once the set is edited, after a change here, and after a minute', async () => {
    const pools = new DistractorPools(t.db, clock);
    const set = await quizSetup();
    const first = await pools.forQuiz('anyone', set.id);

    // Edited (its update time moves), even by another app process.
    await t.db
      .updateTable('cards')
      .set({ answer: 'Cytokinesis' })
      .where('set_id', '=', set.id)
      .where('answer', '=', 'Mitosis')
      .execute();
    await t.db
      .updateTable('sets')
      .set({ updated_at: set.updated_at + 1 })
      .where('id', '=', set.id)
      .execute();
    const edited = await pools.forQuiz('anyone', set.id);
    expect(edited).toContain('Cytokinesis');

    pools.markChanged();
    const afterChange = await pools.forQuiz('anyone', set.id);
    expect(afterChange).not.toBe(edited);
    expect(afterChange).toEqual(edited);

    now += 59_999;
    expect(await pools.forQuiz('anyone', set.id)).toBe(afterChange);
    now += 1;
    expect(await pools.forQuiz('anyone', set.id)).not.toBe(afterChange);
    expect(first).not.toContain('Cytokinesis');
  });

  it('keeps pools within a byte budget: sets of long answers push out older pools, each set keeps its own', async () => {
    const pools = new DistractorPools(t.db, clock, 60_000, 200, 32 * 1024);
    const longAnswers = (tag: string) =>
      Array.from({ length: 20 }, (_, i) => ({ question: `Q${i}?`, answer: `${tag} ${i} ${'x'.repeat(280)}` }));
    const sets = [];
    for (const tag of ['alpha', 'beta', 'gamma', 'delta', 'epsilon']) {
      // A class code of its own: the factory's random one could be shared, and a pool would then
      // take in another set's answers and outgrow the budget this test counts on.
      const code = `BYTES${tag.toUpperCase()}`;
      const { set } = await createSet(t.db, {
        owner,
        is_public: 1,
        class_code: code,
        class_code_key: code,
        cards: longAnswers(tag),
      });
      sets.push({ tag, set });
    }
    const kept = [];
    for (const { set } of sets) {
      kept.push(await pools.forQuiz('anyone', set.id));
      expect(pools.kept.bytes).toBeLessThanOrEqual(32 * 1024);
    }
    expect(pools.kept.entries).toBeLessThan(5);
    // The first pool went for bytes: read again (a new array), with its own set's answers.
    const again = await pools.forQuiz('anyone', sets[0]!.set.id);
    expect(again).not.toBe(kept[0]);
    expect(again).toEqual(kept[0]);
    expect(again.every((answer) => answer.startsWith('alpha'))).toBe(true);
    // The last is still the kept one.
    expect(await pools.forQuiz('anyone', sets[4]!.set.id)).toBe(kept[4]);
  });
});
