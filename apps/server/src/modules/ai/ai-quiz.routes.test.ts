import type { AnswerCheckResponse, DistractorsResponse } from '@coursecards/shared/schemas/ai';
import type { SaveSetResponse } from '@coursecards/shared/schemas/discovery';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.ts';
import { suiteAccount, suiteApp } from '../../../test/suite-app.ts';
import { createSet, type CardContent } from '../../../test/factories.ts';
import type { SetRow, UserRow } from '../../db/types.ts';
import { newId } from '../../lib/ids.ts';

/** POST /api/semantic-answer/check and /api/quiz/generate-distractors with the local engine (issue 7). */

interface Failure {
  message: string;
  code: string;
}

const cards = (...answers: string[]): CardContent[] =>
  answers.map((answer, i) => ({ question: `Question ${i + 1} about ${answer}?`, answer }));

describe('quiz AI calls (local engine)', () => {
  let studentRow: UserRow;
  let classmateRow: UserRow;

  const t = suiteApp();
  const student = suiteAccount(t);
  const classmate = suiteAccount(t);
  beforeAll(async () => {
    const row = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    studentRow = await row(student.user.uid);
    classmateRow = await row(classmate.user.uid);
  });

  const post = (url: string, payload: unknown, token: string | null = student.token) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
  const check = (payload: unknown, token?: string | null) => post('/api/semantic-answer/check', payload, token);
  const distractors = (payload: unknown, token?: string | null) =>
    post('/api/quiz/generate-distractors', payload, token);

  /** A class code no other test uses, so each test's pool is its own. */
  const classCode = () => {
    const code = `BIO${newId()
      .slice(0, 6)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X')}`;
    return { class_code: code, class_code_key: code };
  };
  const setOf = (
    owner: UserRow,
    code: ReturnType<typeof classCode>,
    answers: string[],
    overrides: Partial<SetRow> = {},
  ) => createSet(t.db, { owner, ...code, cards: cards(...answers), ...overrides }).then((s) => s.set);

  describe('signed out', () => {
    it('answers 401 to both calls', async () => {
      const checked = await check({ userAnswer: 'a', correctAnswer: 'a' }, null);
      expect(checked.statusCode).toBe(401);
      const picked = await distractors({ correctAnswer: 'a', question: 'q' }, null);
      expect(picked.statusCode).toBe(401);
    });
  });

  describe('POST /api/semantic-answer/check', () => {
    it('answers isCorrect, isClose and feedback, and nothing else', async () => {
      const res = await check({ userAnswer: 'the mitochondria', correctAnswer: 'Mitochondria' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toStrictEqual({ isCorrect: true, isClose: false, feedback: '' });
    });

    it('grades close with what was misspelled or missing, and incorrect', async () => {
      const typo = await check({ userAnswer: 'mitocondria', correctAnswer: 'Mitochondria' });
      expect(typo.json<AnswerCheckResponse>()).toEqual({
        isCorrect: false,
        isClose: true,
        feedback: 'Check the spelling: "Mitochondria".',
      });
      const partial = await check({ userAnswer: 'it absorbs', correctAnswer: 'It absorbs light energy' });
      expect(partial.json<AnswerCheckResponse>().feedback).toBe('Almost: your answer is missing "light energy".');
      const wrong = await check({ userAnswer: 'mitosis', correctAnswer: 'Meiosis' });
      expect(wrong.json<AnswerCheckResponse>()).toMatchObject({ isCorrect: false, isClose: false });
      const number = await check({ userAnswer: 'one half', correctAnswer: '50%' });
      expect(number.json<AnswerCheckResponse>().isCorrect).toBe(true);
    });

    it('grades with the card’s question when it is sent', async () => {
      const card = { userAnswer: 'it increases', correctAnswer: 'The pressure increases' };
      const question = 'What happens to the pressure of a gas heated in a sealed container?';
      const withQuestion = await check({ ...card, question });
      expect(withQuestion.statusCode).toBe(200);
      expect(withQuestion.json<AnswerCheckResponse>()).toMatchObject({ isCorrect: true, isClose: false });
      const withoutQuestion = await check(card);
      expect(withoutQuestion.json<AnswerCheckResponse>()).toMatchObject({ isCorrect: false, isClose: true });
      const echo = await check({
        userAnswer: 'NATO',
        correctAnswer: 'North Atlantic Treaty Organization',
        question: 'What does NATO stand for?',
      });
      expect(echo.json<AnswerCheckResponse>()).toMatchObject({ isCorrect: false, isClose: false });
    });

    it('refuses a blank answer, a missing or blank correct answer, and text over 5,000 characters', async () => {
      const blank = await check({ userAnswer: '   ', correctAnswer: 'Mitochondria' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json<Failure>().message).toBe('Please type an answer');

      const missing = await check({ userAnswer: 'Mitochondria' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<Failure>().code).toBe('validation_error');
      const blankCorrect = await check({ userAnswer: 'Mitochondria', correctAnswer: ' ' });
      expect(blankCorrect.statusCode).toBe(400);
      expect(blankCorrect.json<Failure>().message).toBe('The correct answer is required');

      expect((await check({ userAnswer: 'x'.repeat(5001), correctAnswer: 'x' })).statusCode).toBe(400);
      expect((await check({ userAnswer: 'x', correctAnswer: 'x'.repeat(5001) })).statusCode).toBe(400);
      expect((await check({ userAnswer: 42, correctAnswer: 'x' })).statusCode).toBe(400);
    });

    // Answers this long are graded in the answer checker's worker thread, which starts from source here.
    it('grades 5,000-character answers', { timeout: 60_000 }, async () => {
      const res = await check({ userAnswer: 'the cell '.repeat(555), correctAnswer: `${'word '.repeat(999)}cell` });
      expect(res.statusCode).toBe(200);
      expect(typeof res.json<AnswerCheckResponse>().isCorrect).toBe('boolean');
    });
  });

  describe('POST /api/quiz/generate-distractors', () => {
    it('draws wrong answers from the quizzed set’s other answers, never the right one, all different', async () => {
      const code = classCode();
      const set = await setOf(
        studentRow,
        code,
        ['Mitochondria', 'Ribosomes', 'Nucleus', 'Lysosome', 'mitochondria', 'Vacuole'],
        {
          is_public: 0,
        },
      );
      const res = await distractors({
        correctAnswer: 'Mitochondria',
        question: 'Which organelle makes most of the ATP?',
        setId: set.id,
      });
      expect(res.statusCode).toBe(200);
      const options = res.json<DistractorsResponse>();
      expect(options).toHaveLength(3);
      for (const option of options) expect(['Ribosomes', 'Nucleus', 'Lysosome', 'Vacuole']).toContain(option);
      expect(new Set(options).size).toBe(3);

      const again = await distractors({
        correctAnswer: 'Mitochondria',
        question: 'Which organelle makes most of the ATP?',
        setId: set.id,
      });
      expect(again.json()).toEqual(options);
    });

    it('adds answers of public sets of the same class code, never of private or derived ones', async () => {
      const code = classCode();
      const mine = await setOf(studentRow, code, ['Glucose', 'Fructose']);
      await setOf(classmateRow, code, ['Sucrose', 'Lactose', 'Maltose'], { likes_count: 4 });
      await setOf(classmateRow, code, ['Glycogen', 'Cellulose', 'Chitin'], { is_public: 0 });
      await setOf(classmateRow, code, ['Amylose', 'Pectin', 'Inulin'], {
        is_derived: 1,
        original_set_id: mine.id,
        original_creator_id: studentRow.id,
        original_creator_username: studentRow.username,
      });
      const res = await distractors({
        correctAnswer: 'Glucose',
        question: 'Which sugar is the main fuel of respiration?',
        numberOfDistractors: 10,
        setId: mine.id,
      });
      expect(res.statusCode).toBe(200);
      const options = res.json<DistractorsResponse>();
      expect(options).toEqual(expect.arrayContaining(['Fructose', 'Sucrose', 'Lactose', 'Maltose']));
      for (const hidden of ['Glycogen', 'Cellulose', 'Chitin', 'Amylose', 'Pectin', 'Inulin']) {
        expect(options).not.toContain(hidden);
      }
      expect(options).not.toContain('Glucose');
    });

    it('reads nothing from another student’s private set named by setId', async () => {
      const code = classCode();
      const secret = await setOf(classmateRow, code, ['Thylakoid', 'Stroma', 'Granum', 'Cristae'], { is_public: 0 });
      const res = await distractors({
        correctAnswer: 'Cristae',
        question: 'Folds of the inner membrane?',
        setId: secret.id,
      });
      expect(res.statusCode).toBe(200);
      for (const hidden of ['Thylakoid', 'Stroma', 'Granum'])
        expect(res.json<DistractorsResponse>()).not.toContain(hidden);
    });

    it('quizzes a saved (derived) copy from its own answers', async () => {
      const code = classCode();
      const original = await setOf(classmateRow, code, ['Anaphase', 'Prophase', 'Metaphase', 'Telophase']);
      const saved = await post('/api/sets/save', { setId: original.id, userId: student.user.uid });
      expect(saved.statusCode).toBe(200);
      const copyId = saved.json<SaveSetResponse>().savedSetId;
      const res = await distractors({
        correctAnswer: 'Anaphase',
        question: 'When do chromatids separate?',
        setId: copyId,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<DistractorsResponse>().sort()).toEqual(['Metaphase', 'Prophase', 'Telophase']);
    });

    it('makes nearby years for a year when there is no set, and an unknown set is no error', async () => {
      const res = await distractors({ correctAnswer: '1789', question: 'When did the French Revolution begin?' });
      expect(res.statusCode).toBe(200);
      const years = res.json<DistractorsResponse>();
      expect(years).toHaveLength(3);
      for (const year of years) expect(year).toMatch(/^1[78]\d\d$/);
      expect(years).not.toContain('1789');
      const unknown = await distractors({ correctAnswer: '1789', question: 'When?', setId: 'no-such-set' });
      expect(unknown.statusCode).toBe(200);
    });

    it('asks for 1 to 10 distractors, 3 by default', async () => {
      const code = classCode();
      const set = await setOf(studentRow, code, [
        'Adenine',
        'Thymine',
        'Guanine',
        'Cytosine',
        'Uracil',
        'Ribose',
        'Deoxyribose',
        'Phosphate',
        'Histone',
        'Nucleosome',
        'Chromatin',
        'Telomere',
      ]);
      const ask = (numberOfDistractors?: unknown) =>
        distractors({
          correctAnswer: 'Adenine',
          question: 'Which base pairs with thymine?',
          setId: set.id,
          numberOfDistractors,
        });
      expect((await ask()).json<DistractorsResponse>()).toHaveLength(3);
      expect((await ask(1)).json<DistractorsResponse>()).toHaveLength(1);
      expect((await ask(10)).json<DistractorsResponse>()).toHaveLength(10);
      for (const bad of [0, 11, -1, 2.5, 'many']) expect((await ask(bad)).statusCode).toBe(400);
    });

    it('refuses a missing or blank correct answer and text over 5,000 characters', async () => {
      const missing = await distractors({ question: 'q' });
      expect(missing.statusCode).toBe(400);
      const blank = await distractors({ correctAnswer: '  ', question: 'q' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json<Failure>().message).toBe('The correct answer is required');
      expect((await distractors({ correctAnswer: 'x'.repeat(5001) })).statusCode).toBe(400);
      expect((await distractors({ correctAnswer: 'x', question: 'q'.repeat(5001) })).statusCode).toBe(400);
      expect((await distractors({ correctAnswer: 'x', setId: 's'.repeat(65) })).statusCode).toBe(400);
    });
  });
});
