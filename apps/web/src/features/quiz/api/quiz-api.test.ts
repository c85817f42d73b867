import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { seededRandom, shuffled } from '../../../lib/shuffle.ts';
import { checkTypedAnswer, loadOptions, usableDistractors } from './quiz-api.ts';

const request = { question: 'Powerhouse of the cell?', correctAnswer: 'Mitochondria', setId: 'set1' };

describe('loadOptions', () => {
  it('asks for 3 distractors with the question and set, and shuffles them in with the correct answer', async () => {
    const { calls } = fakeApi({ 'POST /quiz/generate-distractors': () => json(['Ribosome', 'Nucleus', 'Golgi body']) });
    const options = await loadOptions({ ...request, random: seededRandom(2) });
    expect(calls[0]?.body).toEqual({
      correctAnswer: 'Mitochondria',
      question: 'Powerhouse of the cell?',
      numberOfDistractors: 3,
      setId: 'set1',
    });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(options).toEqual(shuffled(['Mitochondria', 'Ribosome', 'Nucleus', 'Golgi body'], seededRandom(2)));
  });

  it('offers only the correct answer when generation fails in any way', async () => {
    for (const answer of [
      () => json({ message: 'boom' }, 500),
      () => new Response('<html>', { status: 502 }),
      () => json({ not: 'a list' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      fakeApi({ 'POST /quiz/generate-distractors': answer });
      expect(await loadOptions({ ...request, random: seededRandom(1) })).toEqual(['Mitochondria']);
    }
  });

  it('gives no options, without asking, for a blank correct answer', async () => {
    const { calls } = fakeApi({});
    expect(await loadOptions({ ...request, correctAnswer: '  ', random: seededRandom(1) })).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('passes an abort on, so a quiz that was left records nothing', async () => {
    fakeApi({ 'POST /quiz/generate-distractors': () => Promise.reject(new DOMException('gone', 'AbortError')) });
    const controller = new AbortController();
    controller.abort();
    await expect(loadOptions({ ...request, signal: controller.signal, random: seededRandom(1) })).rejects.toThrow();
  });
});

describe('usableDistractors', () => {
  it('keeps at most 3 distinct, non-blank strings that differ from the correct answer', () => {
    expect(
      usableDistractors(
        ['mitochondria ', 'Ribosome', 'ribosome', '', 7, 'Nucleus', 'Lysosome', 'Vacuole'],
        'Mitochondria',
      ),
    ).toEqual(['Ribosome', 'Nucleus', 'Lysosome']);
    expect(usableDistractors(null, 'x')).toEqual([]);
  });
});

describe('checkTypedAnswer', () => {
  it('uses the semantic check: correct, close with feedback, incorrect', async () => {
    const { calls } = fakeApi({
      'POST /semantic-answer/check': () => json({ isCorrect: false, isClose: true, feedback: 'Check the spelling.' }),
    });
    expect(await checkTypedAnswer('Mitochondira', 'Mitochondria')).toEqual({
      result: 'close',
      feedback: 'Check the spelling.',
    });
    expect(calls[0]?.body).toEqual({ userAnswer: 'Mitochondira', correctAnswer: 'Mitochondria' });
    await checkTypedAnswer('ATP', 'ATP', undefined, 'What does the mitochondrion make?');
    expect(calls[1]?.body).toEqual({
      userAnswer: 'ATP',
      correctAnswer: 'ATP',
      question: 'What does the mitochondrion make?',
    });
  });

  it('falls back to the trimmed, case-insensitive comparison on any failure', async () => {
    for (const answer of [
      () => json({ message: 'not built yet' }, 500),
      () => json({ isCorrect: 'yes' }),
      () => new Response('oops', { status: 200 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      fakeApi({ 'POST /semantic-answer/check': answer });
      expect(await checkTypedAnswer(' mitochondria ', 'Mitochondria')).toEqual({ result: 'correct', feedback: '' });
      expect(await checkTypedAnswer('Mitochondira', 'Mitochondria')).toEqual({ result: 'incorrect', feedback: '' });
    }
  });

  it('passes an abort on', async () => {
    fakeApi({ 'POST /semantic-answer/check': () => Promise.reject(new DOMException('gone', 'AbortError')) });
    await expect(checkTypedAnswer('a', 'b')).rejects.toThrow('gone');
  });
});
