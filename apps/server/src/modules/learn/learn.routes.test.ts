import { defaultLearnOptions, recordAnswer, startLearn } from '@coursecards/shared/domain/learn-rounds';
import type { LearnProgress } from '@coursecards/shared/schemas/learn';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.ts';
import { suiteApp } from '../../../test/suite-app.ts';
import { createSet, createSignedInUser, type SignedInRow } from '../../../test/factories.ts';
import type { SetRow } from '../../db/types.ts';
import { systemClock } from '../../lib/clock.ts';
import { createSession } from '../../infra/authentication/sessions.ts';

/** Learn's stored progress and the "I was right" log (learn-and-match §5), on SQLite and PostgreSQL. */
describe('Learn API', () => {
  let student: SignedInRow;
  let classmate: SignedInRow;
  let publicSet: SetRow;
  let privateSet: SetRow;
  let ownPrivateSet: SetRow;
  let cardIds: string[];

  const signedIn = () => createSignedInUser(t.db);

  const t = suiteApp();
  beforeAll(async () => {
    student = await signedIn();
    classmate = await signedIn();
    const made = await createSet(t.db, { owner: classmate.user, is_public: 1, cards: 4 });
    publicSet = made.set;
    cardIds = made.cards.map((c) => c.id);
    privateSet = (await createSet(t.db, { owner: classmate.user, is_public: 0, cards: 2 })).set;
    ownPrivateSet = (await createSet(t.db, { owner: student.user, is_public: 0, cards: 2 })).set;
  });

  const progressAfterOneAnswer = (): LearnProgress =>
    recordAnswer(
      startLearn(cardIds, defaultLearnOptions, { starred: [], lastMissed: [] }, () => 0.5),
      'wrong',
    );

  const put = (token: string, setId: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/learn/${setId}/progress`, headers: bearer(token), payload });
  const get = (token: string, setId: string) =>
    t.app.inject({ method: 'GET', url: `/api/learn/${setId}/progress`, headers: bearer(token) });

  it('has no progress before the first answer', async () => {
    const res = await get(student.token, publicSet.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ progress: null, updatedAt: null });
  });

  it('stores progress per student and set, for any device to read back', async () => {
    const progress = progressAfterOneAnswer();
    const saved = await put(student.token, publicSet.id, { progress });
    expect(saved.statusCode).toBe(200);
    // Another session of the same student (another device) reads the same progress.
    const otherDevice = await createSession(t.db, systemClock, student.user.id);
    const read = await get(otherDevice, publicSet.id);
    expect(read.json<{ progress: LearnProgress }>().progress).toEqual(progress);
    // The set's owner has progress of their own, not the student's.
    expect((await get(classmate.token, publicSet.id)).json()).toEqual({ progress: null, updatedAt: null });
  });

  it('replaces progress on the next save', async () => {
    const first = progressAfterOneAnswer();
    const second = recordAnswer(first, 'correct');
    await put(student.token, publicSet.id, { progress: first });
    await put(student.token, publicSet.id, { progress: second });
    expect((await get(student.token, publicSet.id)).json<{ progress: LearnProgress }>().progress).toEqual(second);
    const rows = await t.db.selectFrom('learn_progress').selectAll().where('user_id', '=', student.user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses progress of the wrong shape or beyond its bounds, keeping what was stored', async () => {
    const good = progressAfterOneAnswer();
    await put(student.token, publicSet.id, { progress: good });
    const bad = [
      { progress: { ...good, version: 2 } },
      { progress: { ...good, cards: [{ id: 'x', stage: 'expert', lastSeenRound: 0, missed: false, misses: 0 }] } },
      { progress: { ...good, starred: Array.from({ length: 501 }, (_, i) => `card-${i}`) } },
      { progress: { ...good, round: { ...good.round, queue: Array.from({ length: 40 }, () => 'c') } } },
      {
        progress: {
          ...good,
          cards: [{ id: 'x'.repeat(65), stage: 'unseen', lastSeenRound: 0, missed: false, misses: 0 }],
        },
      },
      { progress: 'not an object' },
    ];
    for (const payload of bad) {
      const res = await put(student.token, publicSet.id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation_error');
    }
    expect((await get(student.token, publicSet.id)).json<{ progress: LearnProgress }>().progress).toEqual(good);
  });

  it('treats another student’s private set as not found, and needs a session', async () => {
    const progress = progressAfterOneAnswer();
    expect((await get(student.token, privateSet.id)).statusCode).toBe(404);
    expect((await put(student.token, privateSet.id, { progress })).statusCode).toBe(404);
    expect((await get(student.token, 'no-such-set')).statusCode).toBe(404);
    expect((await put(student.token, ownPrivateSet.id, { progress })).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/learn/${publicSet.id}/progress` });
    expect(anonymous.statusCode).toBe(401);
    const stored = await t.db
      .selectFrom('learn_progress')
      .select('set_id')
      .where('set_id', '=', privateSet.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('logs "I was right" overrides with what was typed and the grade given', async () => {
    const body = {
      setId: publicSet.id,
      cardId: cardIds[0],
      mode: 'learn',
      question: 'Powerhouse of the cell?',
      correctAnswer: 'Mitochondria',
      userAnswer: 'the mitochondrion',
      verdict: 'incorrect',
      feedback: 'Not the expected answer.',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/answer-overrides',
      headers: bearer(student.token),
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const quiz = await t.app.inject({
      method: 'POST',
      url: '/api/answer-overrides',
      headers: bearer(student.token),
      payload: { ...body, mode: 'quiz', verdict: 'close' },
    });
    expect(quiz.statusCode).toBe(201);
    const rows = await t.db
      .selectFrom('answer_overrides')
      .select(['user_id', 'mode', 'verdict', 'user_answer', 'correct_answer'])
      .where('set_id', '=', publicSet.id)
      .orderBy('mode')
      .execute();
    expect(rows).toEqual([
      {
        user_id: student.user.id,
        mode: 'learn',
        verdict: 'incorrect',
        user_answer: 'the mitochondrion',
        correct_answer: 'Mitochondria',
      },
      {
        user_id: student.user.id,
        mode: 'quiz',
        verdict: 'close',
        user_answer: 'the mitochondrion',
        correct_answer: 'Mitochondria',
      },
    ]);
  });

  it('refuses an override on a hidden set, of a correct grade, or without an answer', async () => {
    const base = {
      setId: publicSet.id,
      cardId: 'c',
      mode: 'learn',
      correctAnswer: 'A',
      userAnswer: 'B',
      verdict: 'close',
    };
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/answer-overrides', headers: bearer(student.token), payload });
    expect((await send({ ...base, setId: privateSet.id })).statusCode).toBe(404);
    expect((await send({ ...base, verdict: 'correct' })).statusCode).toBe(400);
    expect((await send({ ...base, userAnswer: '' })).statusCode).toBe(400);
    expect((await send({ ...base, userAnswer: 'x'.repeat(5001) })).statusCode).toBe(400);
    const hidden = await t.db.selectFrom('answer_overrides').select('id').where('set_id', '=', privateSet.id).execute();
    expect(hidden).toEqual([]);
  });

  it('forgets a set’s progress when the set is deleted', async () => {
    const { set, cards } = await createSet(t.db, { owner: classmate.user, is_public: 1, cards: 2 });
    const progress = startLearn(
      cards.map((c) => c.id),
      defaultLearnOptions,
      { starred: [], lastMissed: [] },
      () => 0.5,
    );
    expect((await put(student.token, set.id, { progress })).statusCode).toBe(200);
    await t.db.deleteFrom('sets').where('id', '=', set.id).execute();
    const rows = await t.db.selectFrom('learn_progress').select('set_id').where('set_id', '=', set.id).execute();
    expect(rows).toEqual([]);
  });
});
