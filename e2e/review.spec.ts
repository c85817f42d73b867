import type { APIRequestContext } from '@playwright/test';
import { createSetFor, type Account, auth, signInAs, signUp } from './accounts.ts';
import { expect, test } from './fixtures.ts';

const DAY = 86_400_000;

const CARDS = [
  { question: 'What is the powerhouse of the cell?', answer: 'The mitochondrion' },
  { question: 'Define osmosis', answer: 'Water moving across a membrane' },
  { question: 'What holds the DNA?', answer: 'The nucleus' },
];

async function publicSet(request: APIRequestContext, owner: Account): Promise<{ id: string; title: string }> {
  const title = `Cell Biology ${owner.username.slice(-6)}`;
  const id = await createSetFor(request, owner, {
    title,
    classCode: 'CSE101',
    description: 'Organelles.',
    flashcards: CARDS,
  });
  return { id, title };
}

/** Moves this student's review clock ahead (the server honours it only with NODE_ENV=test and TEST_CLOCK=on). */
async function advanceClock(request: APIRequestContext, who: Account, ms: number) {
  const response = await request.post('/api/test/review-clock', { headers: auth(who), data: { advanceMs: ms } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a new student studies a set, rates its cards, sees them leave the queue and come back when due', async ({
  page,
  request,
}) => {
  const author = await signUp(request, 'author');
  const set = await publicSet(request, author);
  const student = await signUp(request, 'learner');
  await signInAs(page, student);

  // Flip study: reveal, then rate with the bar (Good for the first card).
  await page.goto(`/study/${set.id}/flashcards`);
  await page.getByRole('button', { name: 'Flip', exact: true }).click();
  await page.getByRole('button', { name: /^Good/ }).click();
  // Rated, the deck moves on to the next card's question.
  await expect(page.getByText('Card 2 of 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'How well did you remember?' })).toBeHidden();

  // Today: the set is in the student's reviews now; two cards are new.
  await page.goto('/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Review ${set.title}` })).toBeVisible();
  await page.getByRole('link', { name: 'Review now' }).click();

  // The review session: Space reveals, the keys rate; Easy sends both new cards days away.
  await expect(page.getByText('Card 1 of 2', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: /^Easy/ })).toContainText(/\dd/);
  await page.keyboard.press('4');
  await expect(page.getByText('Card 2 of 2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await page.getByRole('button', { name: /^Easy/ }).click();
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await expect(page.getByText('You reviewed 2 cards.')).toBeVisible();

  // Nothing is due now: the first card's next step is ten minutes away, the others days away.
  await page.getByRole('button', { name: 'Check for more cards' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing to review right now' })).toBeVisible();

  // The set viewer shows the progress: one card learning, two in review.
  await page.goto(`/study/${set.id}`);
  const progress = page.getByRole('region', { name: 'Your progress' });
  await expect(progress.getByText('3 of 3 cards studied.')).toBeVisible();
  await expect(progress.getByRole('listitem').filter({ hasText: 'Learning' })).toContainText('1');
  await expect(progress.getByRole('listitem').filter({ hasText: 'Review' })).toContainText('2');

  // A month later every card is due again.
  await advanceClock(request, student, 30 * DAY);
  await page.getByRole('link', { name: 'Review due cards' }).click();
  await expect(page.getByText('Card 1 of 3', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(page.getByText('Card 2 of 3', { exact: true })).toBeVisible();
  // Undo takes the rating back: the same card again, answer shown.
  await page.getByRole('button', { name: 'Undo last rating' }).click();
  await expect(page.getByText('Card 1 of 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'How well did you remember?' })).toBeVisible();
  await page.keyboard.press('3');
  await expect(page.getByText('Card 2 of 3', { exact: true })).toBeVisible();

  // Progress: the heatmap has both days; its text says so.
  await page.goto('/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  await expect(page.getByText(/^4 reviews on 2 days in the last year/)).toBeVisible();
  await page.getByText('Reviews by day, as a list').click();
  await expect(page.getByRole('listitem').filter({ hasText: /: 3 reviews$/ })).toBeVisible();
});

test('log-in lands on Today when a review is due', async ({ page, request }) => {
  const author = await signUp(request, 'author');
  const set = await publicSet(request, author);
  const student = await signUp(request, 'quizzer');
  // An Again yesterday: the card is due today.
  const due = await request.get(`/api/review/due?setId=${set.id}`, { headers: auth(student) });
  const first = ((await due.json()) as { cards: Array<{ cardId: string }> }).cards[0];
  const rated = await request.post('/api/review/answer', {
    headers: auth(student),
    data: { cardId: first?.cardId, rating: 'again', mode: 'quiz' },
  });
  expect(rated.ok()).toBe(true);
  await advanceClock(request, student, DAY);

  await page.goto('/login');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
});

test('keyboard only: from Today through a session to its summary', async ({ page, request }) => {
  const author = await signUp(request, 'author');
  const set = await publicSet(request, author);
  const student = await signUp(request, 'keys');
  const due = await request.get(`/api/review/due?setId=${set.id}`, { headers: auth(student) });
  const first = ((await due.json()) as { cards: Array<{ cardId: string }> }).cards[0];
  expect(
    (
      await request.post('/api/review/answer', {
        headers: auth(student),
        data: { cardId: first?.cardId, rating: 'easy' },
      })
    ).ok(),
  ).toBe(true);
  await signInAs(page, student);
  await page.goto('/today');
  const reviewNow = page.getByRole('link', { name: 'Review now' });
  await expect(reviewNow).toBeVisible();
  // Tab until Review now has the focus, then Enter.
  // Browser code as text: this project's e2e types have no DOM.
  const focusedHref = () => page.evaluate<string | null>('document.activeElement?.getAttribute("href") ?? null');
  for (let i = 0; i < 30 && (await focusedHref()) !== '/review'; i++) await page.keyboard.press('Tab');
  await expect(reviewNow).toBeFocused();
  await page.keyboard.press('Enter');
  // Show Answer has the focus; Enter shows the answer, the keys rate.
  await expect(page.getByRole('button', { name: 'Show Answer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('1');
  await expect(page.getByText('Card 2 of 2', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('2');
  await expect(page.getByRole('heading', { name: 'Session complete' })).toBeVisible();
  await page.keyboard.press('u');
  await expect(page.getByText('Card 2 of 2', { exact: true })).toBeVisible();
  await page.keyboard.press('4');
  await expect(page.getByText('You reviewed 2 cards.')).toBeVisible();
});
