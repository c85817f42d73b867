import {
  defaultLearnOptions,
  recordAnswer,
  startLearn,
  type LearnProgress,
} from '@coursecards/shared/domain/learn-rounds';
import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api.ts';
import { aSet } from '../../../testing/sets.ts';
import { LearnScreen } from './learn-screen.tsx';

const card = (n: number, over: Partial<Flashcard> = {}): Flashcard => ({
  id: `c${n}`,
  question: `Term ${n}`,
  answer: `Definition ${n}`,
  questionImage: null,
  answerImage: null,
  ...over,
});
const cards = [card(1), card(2), card(3)];
/** Keeps every order as given. */
const inOrder = () => 0.999_999;

function renderLearn(
  stored: LearnProgress | null,
  flashcards: Flashcard[] = cards,
  onRated?: (cardId: string, rating: string) => void,
) {
  const api = fakeApi({
    'GET /sets/set-1': () => json(aSet({ id: 'set-1', flashcards, numCards: flashcards.length })),
    'GET /learn/set-1/progress': () => json({ progress: stored, updatedAt: null }),
    'PUT /learn/set-1/progress': (req) => json({ ...(req.body as object), updatedAt: '2026-11-26T10:00:00.000Z' }),
    'POST /quiz/generate-distractors': () => json([]),
    'POST /semantic-answer/check': (req: FakeRequest) => {
      const { userAnswer, correctAnswer } = req.body as { userAnswer: string; correctAnswer: string };
      const right = userAnswer.trim().toLowerCase() === correctAnswer.toLowerCase();
      return json({ isCorrect: right, isClose: false, feedback: right ? '' : 'Not the definition.' });
    },
    'POST /answer-overrides': () => json({ ok: true }, 201),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/study/set-1/learn']}>
        <LearnScreen setId="set-1" random={inOrder} {...(onRated ? { onRated } : {})} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

const saves = (calls: FakeRequest[]) =>
  calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { progress: LearnProgress }).progress);

describe('Learn screen', () => {
  it('starts from the options, asks multiple choice from the set and saves each answer', async () => {
    const { api, user } = renderLearn(null);
    await user.click(await screen.findByRole('button', { name: 'Start Learning' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Term 1' })).toHaveFocus();
    // The engine gave nothing: the other cards' definitions fill the options, each once.
    const options = within(await screen.findByRole('group', { name: 'Term 1' }));
    const buttons = options.getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.replace(/^[A-H]/, ''))).toEqual(
      expect.arrayContaining(['Definition 1', 'Definition 2', 'Definition 3']),
    );
    expect(buttons).toHaveLength(3);
    await user.click(options.getByRole('button', { name: 'Definition 2' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toHaveFocus();
    await waitFor(() => expect(saves(api.calls).length).toBeGreaterThan(1));
    const last = saves(api.calls).at(-1);
    expect(last?.cards.find((c) => c.id === 'c1')).toMatchObject({ stage: 'unseen', missed: true, misses: 1 });
    expect(last?.round.queue).toEqual(['c1', 'c2', 'c3', 'c1']);
  });

  it('resumes stored progress where it stopped, and "I was right" re-grades a typed answer and logs it', async () => {
    const options = { ...defaultLearnOptions, questionTypes: 'typed' as const };
    const stored = recordAnswer(
      startLearn(['c1', 'c2', 'c3'], options, { starred: [], lastMissed: [] }, inOrder),
      'correct',
    );
    const { api, user } = renderLearn(stored);
    expect(await screen.findByRole('heading', { level: 2, name: 'Term 2' })).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your Answer' });
    await user.type(box, 'something else{Enter}');
    await user.click(await screen.findByRole('button', { name: 'I was right' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toHaveFocus();
    const override = api.calls.find((c) => c.path === '/answer-overrides');
    expect(override?.body).toMatchObject({
      setId: 'set-1',
      cardId: 'c2',
      mode: 'learn',
      userAnswer: 'something else',
      correctAnswer: 'Definition 2',
      verdict: 'incorrect',
    });
    await waitFor(() =>
      expect(
        saves(api.calls)
          .at(-1)
          ?.cards.find((c) => c.id === 'c2'),
      ).toMatchObject({
        stage: 'familiar',
        misses: 0,
      }),
    );
  });

  it('rates each answer once for the memory model: a typed miss when the student moves on, an override as Good', async () => {
    const options = { ...defaultLearnOptions, questionTypes: 'typed' as const };
    const stored = startLearn(['c1', 'c2', 'c3'], options, { starred: [], lastMissed: [] }, inOrder);
    const ratings: Array<[string, string]> = [];
    const { user } = renderLearn(stored, cards, (cardId, rating) => ratings.push([cardId, rating]));
    const box = await screen.findByRole('textbox', { name: 'Your Answer' });
    await user.type(box, 'definition 1{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(ratings).toEqual([['c1', 'good']]);
    // A miss may still be overridden: it is rated only once the student moves on.
    await user.type(await screen.findByRole('textbox', { name: 'Your Answer' }), 'no idea{Enter}');
    const next = await screen.findByRole('button', { name: 'Continue' });
    expect(ratings).toEqual([['c1', 'good']]);
    await user.click(next);
    expect(ratings).toEqual([
      ['c1', 'good'],
      ['c2', 'again'],
    ]);
    // "I was right" rates the answer Good, and moving on adds nothing.
    await user.type(await screen.findByRole('textbox', { name: 'Your Answer' }), 'wrong{Enter}');
    await user.click(await screen.findByRole('button', { name: 'I was right' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(ratings).toEqual([
      ['c1', 'good'],
      ['c2', 'again'],
      ['c3', 'good'],
    ]);
  });

  it('leaves out cards that answer with an image, and says so', async () => {
    const { user } = renderLearn(null, [
      ...cards,
      card(4, { answer: '', answerImage: '/uploads/abcdefghijklmnopqrst.png' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Start Learning' }));
    expect(await screen.findByText('1 flashcard that answers with an image is left out of Learn')).toBeInTheDocument();
  });
});
