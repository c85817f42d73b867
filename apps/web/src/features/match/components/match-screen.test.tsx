import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api.ts';
import { seededRandom } from '../../../lib/shuffle.ts';
import { aSet } from '../../../testing/sets.ts';
import { MatchScreen } from './match-screen.tsx';

const cards: Flashcard[] = [1, 2, 3].map((n) => ({
  id: `c${n}`,
  question: `Term ${n}`,
  answer: `Definition ${n}`,
  questionImage: null,
  answerImage: null,
}));

function renderMatch(finish: (req: FakeRequest) => Response, isPublic = true) {
  let best: number | null = null;
  const api = fakeApi({
    'GET /sets/set-1': () => json(aSet({ id: 'set-1', flashcards: cards, numCards: 3, isPublic })),
    'POST /match/set-1/start': () => json({ attemptId: 'game-1', startedAt: '2026-11-26T10:00:00.000Z' }),
    'POST /match/set-1/finish': (req) => {
      const res = finish(req);
      if (res.ok) best = 9000;
      return res;
    },
    'GET /match/set-1/scores': () =>
      json({
        personalBestMs: best,
        leaderboard: isPublic
          ? {
              school: 'Stanford University',
              entries: best === null ? [] : [{ rank: 1, username: 'maya', timeMs: best, isYou: true }],
            }
          : null,
      }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MatchScreen setId="set-1" random={seededRandom(9)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

/** Clears the board by clicking each card's term, then its definition (one wrong pair first). */
async function clearBoard(user: ReturnType<typeof userEvent.setup>) {
  const board = within(await screen.findByRole('group', { name: 'Match board' }));
  await user.click(board.getByRole('button', { name: 'Term 1' }));
  await user.click(board.getByRole('button', { name: 'Definition 2' }));
  expect(screen.getByRole('status')).toHaveTextContent('Not a pair: one second added.');
  for (const n of [1, 2, 3]) {
    await user.click(board.getByRole('button', { name: `Term ${n}` }));
    await user.click(board.getByRole('button', { name: `Definition ${n}` }));
  }
}

describe('Match screen', () => {
  it('plays a board to the server’s time, with the wrong pair reported, and shows the leaderboard', async () => {
    const { api, user } = renderMatch(() =>
      json({ elapsedMs: 8000, timeMs: 9000, personalBestMs: 9000, isPersonalBest: true }),
    );
    expect(await screen.findByText('No time yet: play a game to set one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start game' }));
    await clearBoard(user);
    expect(await screen.findByRole('heading', { name: 'Your time: 9.0 s' })).toHaveFocus();
    expect(screen.getByText('New personal best!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/match/set-1/finish')?.body).toEqual({
      attemptId: 'game-1',
      wrongPairs: 1,
    });
    const board = await screen.findByRole('region', { name: 'Class leaderboard' });
    expect(await within(board).findByText('maya')).toBeInTheDocument();
  });

  it('says so when the server refuses the time as impossible', async () => {
    const { user } = renderMatch(() =>
      json({ message: 'Nobody clears the board that fast: this time was not counted', code: 'validation_error' }, 422),
    );
    await user.click(await screen.findByRole('button', { name: 'Start game' }));
    await clearBoard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nobody clears the board that fast');
    expect(screen.getByRole('button', { name: 'Play again' })).toBeInTheDocument();
  });

  it('has no leaderboard on a private set', async () => {
    renderMatch(() => json({}), false);
    expect(await screen.findByText('Leaderboards are for public sets: this one is private.')).toBeInTheDocument();
  });
});

describe('MatchScreen: a set that is not there', () => {
  it('says "Set not found" rather than a connection error', async () => {
    fakeApi({ 'GET /sets/set-1': () => json({ error: 'Flashcard set not found' }, 404) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <MatchScreen setId="set-1" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Set not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
