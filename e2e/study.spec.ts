import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, signInAs, signUp, auth, uploadImage } from './accounts.ts';
import { allowFailures, expect, test } from './fixtures.ts';

interface CardInput {
  question: string;
  answer: string;
  questionImage?: string;
}

async function createSet(
  request: APIRequestContext,
  owner: Account,
  set: { title: string; classCode: string; description?: string; isPublic?: boolean; cards: CardInput[] },
): Promise<string> {
  const response = await request.post('/api/sets/create', {
    headers: auth(owner),
    data: {
      title: set.title,
      classCode: set.classCode,
      description: set.description ?? '',
      isPublic: set.isPublic ?? true,
      flashcards: set.cards,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function like(request: APIRequestContext, who: Account, setId: string) {
  const response = await request.post('/api/likes/like', { headers: auth(who), data: { setId, userId: who.uid } });
  expect(response.ok(), await response.text()).toBe(true);
}

const CARDS: CardInput[] = [
  { question: 'What is the powerhouse of the cell?', answer: 'The mitochondrion' },
  { question: 'Evaluate ∫₀¹ x² dx', answer: '⅓' },
  { question: 'Define osmosis', answer: 'Water moving across a membrane' },
  { question: 'Name this organelle', answer: 'The nucleus' },
];

const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });
const topBar = (page: Page) => page.getByRole('banner');
const cardList = (page: Page) => page.getByRole('list', { name: 'Flashcards' });
const listedCards = (page: Page) => cardList(page).getByRole('article');
const flipCard = (page: Page) => page.locator('[data-side]');
/** The cards' names ("Card 3") in the order the list shows them. */
const cardOrder = async (page: Page) =>
  Promise.all((await listedCards(page).all()).map((card) => card.getAttribute('aria-label')));

test('a set from Created Sets: overview, tips, list tools, like, image zoom and the hand-off to the creator', async ({
  page,
  request,
}) => {
  const me = await signUp(request, 'viewer');
  const title = `Cell Biology ${randomBytes(3).toString('hex')}`;
  const image = await uploadImage(request, me);
  const setId = await createSet(request, me, {
    title,
    classCode: 'BIOE100',
    description: 'Organelles, membranes\nand one integral.',
    cards: CARDS.map((card, i) => (i === 3 ? { ...card, questionImage: image } : card)),
  });
  await signInAs(page, me);

  await page.goto('/created-sets');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/study/${setId}$`));
  await expect(heading(page, title)).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'Back to Created Sets' })).toHaveAttribute(
    'href',
    '/created-sets',
  );
  await expect(page.getByText('BIOE100', { exact: true })).toBeVisible();
  await expect(page.getByText('4 cards', { exact: true })).toBeVisible();
  await expect(page.getByText('Organelles, membranes')).toBeVisible();
  await expect(page.getByText('Saved from original set')).toHaveCount(0);
  const modes = page.getByRole('navigation', { name: 'Study modes' });
  await expect(modes.getByRole('link', { name: 'Study Flashcards' })).toHaveAttribute(
    'href',
    `/study/${setId}/flashcards`,
  );
  await expect(modes.getByRole('link', { name: 'Take Quiz' })).toHaveAttribute('href', `/study/${setId}/quiz`);
  // The owner edits; there is nothing to save.
  await expect(page.getByRole('button', { name: 'Edit Set' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Save Set/ })).toHaveCount(0);

  // Like, with the server's count.
  const likeButton = page.getByRole('button', { name: /^Like this set/ });
  await expect(likeButton).toHaveAccessibleName('Like this set, 0 likes');
  await likeButton.click();
  await expect(likeButton).toHaveAccessibleName('Like this set, 1 like');
  await expect(likeButton).toHaveAttribute('aria-pressed', 'true');

  // The tips stay away once dismissed.
  const tips = page.getByRole('region', { name: 'Ways to study this set' });
  await expect(tips).toBeVisible();
  await tips.getByRole('button', { name: 'Dismiss tips' }).click();
  await expect(tips).toHaveCount(0);
  await page.reload();
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ways to study this set' })).toHaveCount(0);
  expect(await page.evaluate<string | null>(`localStorage.getItem('hideViewerInfoTips')`)).toBe('true');

  // All Flashcards: search, counts, sort, layout, answers.
  const status = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(status).toHaveText('Showing 4 of 4 cards');
  await expect(listedCards(page)).toHaveCount(4);
  const search = page.getByRole('searchbox', { name: 'Search flashcards' });
  await search.fill('MEMBRANE');
  await expect(status).toHaveText('Showing 1 of 4 cards');
  await expect(listedCards(page)).toHaveText([/Define osmosis/]);
  await search.fill('no such card');
  await expect(page.getByText('No flashcards match your search criteria.')).toBeVisible();
  await expect(status).toHaveText('Showing 0 of 4 cards');
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(status).toHaveText('Showing 4 of 4 cards');

  await page.getByRole('button', { name: 'A to Z' }).click();
  // By question: Define…, Evaluate…, Name…, What…
  await expect.poll(() => cardOrder(page)).toEqual(['Card 3', 'Card 2', 'Card 4', 'Card 1']);
  await page.getByRole('button', { name: 'Default order' }).click();
  await expect.poll(() => cardOrder(page)).toEqual(['Card 1', 'Card 2', 'Card 3', 'Card 4']);

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

  await expect(page.getByText('The mitochondrion')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show Answer for card 1' }).click();
  await expect(page.getByText('The mitochondrion')).toBeVisible();
  await page.getByRole('button', { name: 'Show All Answers' }).click();
  await expect(page.getByText('⅓', { exact: true })).toBeVisible();
  await expect(page.getByText('The nucleus')).toBeVisible();
  await page.getByRole('button', { name: 'Hide All Answers' }).click();
  await expect(page.getByText('The mitochondrion')).toHaveCount(0);

  // The image, enlarged in a dialog that Escape closes.
  await page.getByRole('button', { name: 'Enlarge Question image, card 4' }).click();
  const preview = page.getByRole('dialog', { name: 'Question image, card 4' });
  await expect(preview.getByRole('img', { name: 'Question image, card 4' })).toHaveJSProperty('naturalWidth', 120);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Edit Set hands the whole set to the creator.
  await page.getByRole('button', { name: 'Edit Set' }).click();
  await expect(page).toHaveURL(/\/set-creator$/);
  await expect(page.getByRole('heading', { name: `Editing: ${title}` })).toBeVisible();
});

test("a classmate's set: the way back from search results, the popular list and Saved Sets", async ({
  page,
  request,
}, testInfo) => {
  // A class code per project, so the two projects running side by side do not meet.
  const classCode = testInfo.project.name === 'mobile' ? 'BIOE108' : 'BIOE107';
  const me = await signUp(request, 'reader');
  const author = await signUp(request, 'author');
  const title = `Enzyme Kinetics ${randomBytes(3).toString('hex')}`;
  const setId = await createSet(request, author, { title, classCode, cards: CARDS.slice(0, 2) });
  // Three likes put it among the school's most popular sets.
  for (const fan of [me, author, await signUp(request, 'fan')]) await like(request, fan, setId);
  await signInAs(page, me);

  // From search results, and back to them.
  await page.goto(`/search-results?q=${classCode}`);
  await page.getByRole('link', { name: title }).click();
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByText(`Created by ${author.username}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Set' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Set' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Like this set/ })).toHaveAccessibleName('Like this set, 3 likes');
  await topBar(page).getByRole('link', { name: 'Back to Search Results' }).click();
  await expect(page).toHaveURL(new RegExp(`/search-results\\?q=${classCode}$`));

  // From the popular list on Find Sets, and back there.
  await page.goto('/search-sets');
  const popular = page.getByRole('region', { name: 'Most Popular Sets' });
  await popular.getByRole('link', { name: title }).click();
  await expect(heading(page, title)).toBeVisible();
  await topBar(page).getByRole('link', { name: 'Back to Search Sets' }).click();
  await expect(page).toHaveURL(/\/search-sets$/);
  await expect(page.getByRole('heading', { name: 'Find Sets', level: 1 })).toBeVisible();

  // Saved: the copy opens from Saved Sets and leads back there.
  const save = await request.post('/api/sets/save', { headers: auth(me), data: { setId, userId: me.uid } });
  expect(save.ok(), await save.text()).toBe(true);
  await page.goto('/saved-sets');
  await page.getByRole('link', { name: title }).click();
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByText('Saved from original set')).toBeVisible();
  await expect(page.getByText(`Created by ${author.username}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsave Set' })).toBeVisible();
  await topBar(page).getByRole('link', { name: 'Back to Saved Sets' }).click();
  await expect(page).toHaveURL(/\/saved-sets$/);
});

test('flip cards: Space flips, the arrows move, Prev and Next stop at the ends, shuffle starts over, images enlarge', async ({
  page,
  request,
  isMobile,
}) => {
  const me = await signUp(request, 'flipper');
  const title = `Flip Drill ${randomBytes(3).toString('hex')}`;
  const image = await uploadImage(request, me);
  const setId = await createSet(request, me, {
    title,
    classCode: 'BIOE109',
    cards: CARDS.map((card, i) => (i === 3 ? { ...card, questionImage: image } : card)),
  });
  await signInAs(page, me);
  await page.goto(`/study/${setId}`);
  await page.getByRole('link', { name: 'Study Flashcards' }).click();
  await expect(page).toHaveURL(new RegExp(`/study/${setId}/flashcards$`));

  const position = page.getByText(/^Card \d of 4$/);
  // The deck's own announcements (the offline indicator is a polite live region too).
  const live = page.locator('p.sr-only[aria-live="polite"]');
  const prev = page.getByRole('button', { name: 'Prev' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(position).toHaveText('Card 1 of 4');
  await expect(flipCard(page)).toHaveAttribute('data-side', 'front');
  await expect(live).toHaveText('Card 1 of 4, question side. What is the powerhouse of the cell?');
  await expect(prev).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Study progress' })).toHaveAttribute('aria-valuenow', '1');
  // Keyboard hints where there is a keyboard (a phone's are covered with swipes below).
  if (!isMobile) await expect(page.getByRole('list', { name: 'Keyboard shortcuts' })).toContainText('Flip the card');
  // The flip turns over 0.6 s (Timings.cardFlip).
  await expect(flipCard(page)).toHaveCSS('transition-duration', '0.6s');

  // Space flips, from the page.
  await page.keyboard.press('Space');
  await expect(flipCard(page)).toHaveAttribute('data-side', 'back');
  await expect(live).toHaveText('Answer side. The mitochondrion');
  await page.keyboard.press('Space');
  await expect(flipCard(page)).toHaveAttribute('data-side', 'front');

  // Right moves on and shows the next question, Left goes back.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Card 2 of 4');
  await expect(flipCard(page)).toHaveAttribute('data-side', 'front');
  await expect(live).toContainText('Evaluate ∫₀¹ x² dx');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('Card 1 of 4');

  // Space with the Flip button focused flips once, not twice (the button is not pressed as well).
  await page.getByRole('button', { name: 'Flip' }).focus();
  await page.keyboard.press('Space');
  await expect(flipCard(page)).toHaveAttribute('data-side', 'back');
  // Next, by keyboard (Enter presses the focused button), keeps focus.
  await next.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await expect(position).toHaveText('Card 4 of 4');
  await expect(next).toBeEnabled();
  await expect(next).toBeFocused();
  await expect(page.getByRole('progressbar', { name: 'Study progress' })).toHaveAttribute('aria-valuenow', '4');

  // The image enlarges without flipping the card; Escape closes it.
  await page.getByRole('button', { name: 'Enlarge Question image, card 4' }).click();
  const preview = page.getByRole('dialog', { name: 'Question image, card 4' });
  await expect(preview).toBeVisible();
  await expect(flipCard(page)).toHaveAttribute('data-side', 'front');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Shuffle: back to the first card, question side, and every card still there once.
  await page.getByRole('button', { name: 'Flip' }).click();
  await expect(flipCard(page)).toHaveAttribute('data-side', 'back');
  await page.getByRole('button', { name: 'Shuffle' }).click();
  await expect(position).toHaveText('Card 1 of 4');
  await expect(flipCard(page)).toHaveAttribute('data-side', 'front');
  await expect(live).toContainText('Cards shuffled.');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  const seen: string[] = [];
  for (let i = 1; i <= 4; i++) {
    await expect(position).toHaveText(`Card ${i} of 4`);
    seen.push((await live.textContent()) ?? '');
    await page.keyboard.press('ArrowRight');
  }
  const questions = CARDS.map((card) => card.question);
  expect(seen.map((text) => questions.find((q) => text.includes(q))).toSorted()).toEqual(questions.toSorted());

  await page.getByRole('link', { name: 'Back to Set' }).click();
  await expect(page).toHaveURL(new RegExp(`/study/${setId}$`));
  await expect(heading(page, title)).toBeVisible();
});

test('flip cards honour reduced motion: the card changes sides at once', async ({ page, request }) => {
  const me = await signUp(request, 'still');
  const setId = await createSet(request, me, { title: 'Calm Cards', classCode: 'BIOE100', cards: CARDS.slice(0, 1) });
  await signInAs(page, me);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/study/${setId}/flashcards`);
  await expect(page.getByText('Card 1 of 1', { exact: true })).toBeVisible();
  await expect(flipCard(page)).toHaveCSS('transition-property', 'none');
});

test('a set without cards, a set that cannot be loaded, and an address without a set', async ({
  page,
  request,
  consoleErrors,
}) => {
  const me = await signUp(request, 'empty');
  const author = await signUp(request, 'private');
  const setId = await createSet(request, me, { title: 'Soon Filled', classCode: 'BIOE100', cards: CARDS.slice(0, 1) });
  const privateId = await createSet(request, author, {
    title: 'Not Shared',
    classCode: 'BIOE100',
    isPublic: false,
    cards: CARDS.slice(0, 1),
  });
  await signInAs(page, me);

  // The server keeps no empty sets, but a set from before may have none: its cards are taken out here.
  await page.route(`**/api/sets/${setId}`, async (route) => {
    const response = await route.fetch();
    const set = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...set, flashcards: [], numCards: 0 } });
  });
  await page.goto(`/study/${setId}/flashcards`);
  await expect(page.getByRole('heading', { name: 'No flashcards in this set' })).toBeVisible();
  await expect(page.getByText("This set doesn't have any flashcards yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Created Sets' })).toHaveAttribute('href', '/created-sets');
  await page.getByRole('link', { name: 'Add Flashcards' }).click();
  await expect(page).toHaveURL(/\/set-creator$/);
  await page.unroute(`**/api/sets/${setId}`);

  // Flip cards with no connection: the error panel, then Try Again once it is back.
  await page.route(`**/api/sets/${setId}`, (route) => route.abort('failed'));
  await page.goto(`/study/${setId}/flashcards`);
  const studyError = page.getByRole('alert').filter({ hasText: 'Error Loading Flashcards' });
  // The query asks three times (network failures get two retries) before it gives up.
  await expect(studyError).toContainText('Failed to load flashcard set. Please check your connection.', {
    timeout: 15_000,
  });
  await expect(studyError.getByRole('link', { name: 'Back to Set' })).toHaveAttribute('href', `/study/${setId}`);
  await page.unroute(`**/api/sets/${setId}`);
  await studyError.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Card 1 of 1', { exact: true })).toBeVisible();

  // Someone else's private set is not there for this user: not found, not a failed request.
  await page.goto(`/study/${privateId}`);
  await expect(page.getByRole('heading', { name: 'Set not found' })).toBeVisible();
  await expect(page.getByText('Error Loading Flashcard Set')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Created Sets' }).last()).toHaveAttribute(
    'href',
    '/created-sets',
  );

  // The viewer's own failure wording stays for a request that fails.
  await page.route(`**/api/sets/${setId}`, (route) =>
    route.fulfill({ status: 500, json: { message: 'Boom', code: 'internal_error' } }),
  );
  await page.goto(`/study/${setId}`);
  const viewerError = page.getByRole('alert').filter({ hasText: 'Error Loading Flashcard Set' });
  await expect(viewerError).toContainText('Failed to load flashcard set. Please try again.', { timeout: 15_000 });
  await expect(viewerError.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(viewerError.getByRole('link', { name: 'Back to Created Sets' })).toHaveAttribute(
    'href',
    '/created-sets',
  );
  await page.unroute(`**/api/sets/${setId}`);

  // No id at all.
  await page.goto('/study/%20');
  await expect(page.getByText('No flashcard set ID provided. Please select a valid set.')).toBeVisible();

  allowFailures(consoleErrors, ['status of 404', 'status of 500', 'net::ERR_FAILED']);
});

test('a set id that does not exist says "Set not found" on the viewer, flip cards and quiz, not "check your connection"', async ({
  page,
  request,
  consoleErrors,
}) => {
  const me = await signUp(request, 'lost');
  await signInAs(page, me);
  const missing = `no-such-set-${randomBytes(4).toString('hex')}`;

  for (const path of [`/study/${missing}`, `/study/${missing}/flashcards`, `/study/${missing}/quiz`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Set not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('There is no flashcard set at this address');
    await expect(page.getByText(/check your connection|Please try again/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Find Sets' }).last()).toHaveAttribute('href', '/search-sets');
  }
  await page.getByRole('link', { name: 'Find Sets' }).last().click();
  await expect(page).toHaveURL(/\/search-sets$/);

  allowFailures(consoleErrors, ['status of 404']);
});

test('Space flips after Next or Prev was clicked with the mouse (it does not press the focused button again)', async ({
  page,
  request,
}) => {
  const me = await signUp(request, 'clicker');
  const setId = await createSet(request, me, { title: 'Mouse Then Keys', classCode: 'BIOE100', cards: CARDS });
  await signInAs(page, me);
  await page.goto(`/study/${setId}/flashcards`);
  const position = page.getByText(/^Card \d of 4$/);
  await expect(position).toHaveText('Card 1 of 4');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(position).toHaveText('Card 2 of 4');
  await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(flipCard(page)).toHaveAttribute('data-side', 'back');
  await expect(position).toHaveText('Card 2 of 4');
  await page.keyboard.press('Space');
  await expect(flipCard(page)).toHaveAttribute('data-side', 'front');
  await expect(position).toHaveText('Card 2 of 4');

  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(position).toHaveText('Card 1 of 4');
  await page.keyboard.press('Space');
  await expect(flipCard(page)).toHaveAttribute('data-side', 'back');
  await expect(position).toHaveText('Card 1 of 4');
  // The arrows still move, and Enter still presses the focused button.
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Card 2 of 4');
  await page.keyboard.press('Enter');
  await expect(position).toHaveText('Card 1 of 4');
});

test('the end of the deck: a summary with Study Again, Shuffle and Study Again, and Take the Quiz', async ({
  page,
  request,
}) => {
  const me = await signUp(request, 'finisher');
  const setId = await createSet(request, me, { title: 'To The End', classCode: 'BIOE100', cards: CARDS });
  await signInAs(page, me);
  await page.goto(`/study/${setId}/flashcards`);
  const position = page.getByText(/^Card \d of 4$/);
  await expect(position).toHaveText('Card 1 of 4');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Card 4 of 4');
  await page.getByRole('button', { name: 'Next' }).click();

  const summary = page.getByRole('region', { name: 'End of deck' });
  await expect(summary).toContainText('You went through all 4 cards. What next?');
  await expect(summary.getByRole('heading', { name: 'End of deck' })).toBeFocused();
  await expect(flipCard(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Back to the last card, and to the end again.
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('Card 4 of 4');
  await page.keyboard.press('ArrowRight');
  await summary.getByRole('button', { name: 'Study Again', exact: true }).click();
  await expect(position).toHaveText('Card 1 of 4');
  await expect(page.locator('p.sr-only[aria-live="polite"]')).toContainText(CARDS[0]!.question);

  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await summary.getByRole('button', { name: 'Shuffle and Study Again' }).click();
  await expect(position).toHaveText('Card 1 of 4');
  await expect(page.locator('p.sr-only[aria-live="polite"]')).toContainText('Cards shuffled.');

  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await summary.getByRole('link', { name: 'Take the Quiz' }).click();
  await expect(page).toHaveURL(new RegExp(`/study/${setId}/quiz$`));
});

// Text with nowhere to break: one 60-character word and a 120-character URL.
const LONG_WORD = 'Pneumonoultramicroscopicsilicovolcanoconiosis' + 'Hydroxychloroq'.padEnd(15, 'x');
const LONG_URL = `https://example.edu/${'courses/biology/'.repeat(6)}${'a'.repeat(120)}`.slice(0, 120);

/**
 * For every element on show whose whole text is `text`: how far it reaches past the card (or list
 * item) around it, or scrolls inside itself, in CSS pixels (a string: these e2e types have no DOM).
 */
const overhangsOf = (text: string) => `[...document.querySelectorAll('body *')]
  .filter((el) => el.children.length === 0 && el.textContent === ${JSON.stringify(text)})
  .filter((el) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"]'))
  .map((el) => {
    const own = el.getBoundingClientRect();
    const frame = (el.closest('article, [data-side] > div, li, section') || document.body).getBoundingClientRect();
    return Math.max(frame.left - own.left, own.right - frame.right, el.scrollWidth - el.clientWidth);
  })`;

/** Every element showing `text` lies inside the card around it, and the page does not scroll sideways. */
async function expectWrapped(page: Page, text: string) {
  const overhangs = await page.evaluate<number[]>(overhangsOf(text));
  expect(overhangs.length, `"${text.slice(0, 20)}…" on show`).toBeGreaterThan(0);
  for (const overhang of overhangs) expect(overhang, `"${text.slice(0, 20)}…" past its card`).toBeLessThanOrEqual(1);
  const pageOverflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(pageOverflow, 'sideways scroll of the page').toBeLessThanOrEqual(0);
}

test('long words and URLs wrap inside the cards: the list and the flip card (both sides)', async ({
  page,
  request,
}) => {
  expect(LONG_WORD).toHaveLength(60);
  expect(LONG_URL).toHaveLength(120);
  const me = await signUp(request, 'wordy');
  const setId = await createSet(request, me, {
    title: 'Long Words',
    classCode: 'CHEM100',
    cards: [
      { question: LONG_WORD, answer: LONG_URL },
      { question: 'Short question', answer: 'Short answer' },
    ],
  });
  await signInAs(page, me);

  await page.goto(`/study/${setId}`);
  await page.getByRole('button', { name: 'Show All Answers' }).click();
  await expectWrapped(page, LONG_WORD);
  await expectWrapped(page, LONG_URL);

  await page.goto(`/study/${setId}/flashcards`);
  await expect(page.getByText('Card 1 of 2', { exact: true })).toBeVisible();
  await expectWrapped(page, LONG_WORD);
  await page.getByRole('button', { name: 'Flip' }).click();
  await expect(flipCard(page)).toHaveAttribute('data-side', 'back');
  await expectWrapped(page, LONG_URL);
});

test('on a phone: a tap flips, a swipe left moves on and a swipe right back, and no keyboard hints', async ({
  page,
  request,
  isMobile,
}) => {
  const me = await signUp(request, 'swiper');
  const setId = await createSet(request, me, { title: 'Swipe Deck', classCode: 'BIOE100', cards: CARDS.slice(0, 3) });
  await signInAs(page, me);
  await page.goto(`/study/${setId}/flashcards`);
  const position = page.getByText(/^Card \d of 3$/);
  await expect(position).toHaveText('Card 1 of 3');
  const hints = page.getByRole('list', { name: 'Keyboard shortcuts' });
  if (!isMobile) {
    // A mouse and keyboard: the keyboard hints and no swipe talk.
    await expect(hints).toBeVisible();
    await expect(flipCard(page).getByText('Click the card to flip it').first()).toBeVisible();
    await expect(flipCard(page).getByText('Tap to flip, swipe for the next card').first()).toBeHidden();
    return;
  }
  await expect(hints).toBeHidden();
  await expect(flipCard(page).getByText('Tap to flip, swipe for the next card').first()).toBeVisible();
  await expect(flipCard(page).getByText('Click the card to flip it').first()).toBeHidden();

  await flipCard(page).tap();
  await expect(flipCard(page)).toHaveAttribute('data-side', 'back');

  await swipe(page, -160);
  await expect(position).toHaveText('Card 2 of 3');
  await expect(flipCard(page)).toHaveAttribute('data-side', 'front');
  await swipe(page, -160);
  await expect(position).toHaveText('Card 3 of 3');
  await swipe(page, 160);
  await expect(position).toHaveText('Card 2 of 3');
  // A swipe does not flip as well, and a short sideways wobble is a tap at most.
  await expect(flipCard(page)).toHaveAttribute('data-side', 'front');
  await swipe(page, -20);
  await expect(position).toHaveText('Card 2 of 3');

  // Past the last card: the end of the deck.
  await swipe(page, -160);
  await swipe(page, -160);
  await expect(page.getByRole('region', { name: 'End of deck' })).toBeVisible();
});

/** A one-finger horizontal swipe across the middle of the flip card, `dx` CSS pixels long. */
async function swipe(page: Page, dx: number) {
  // The frame around the card: the card itself is narrow while it turns.
  const box = await flipCard(page).locator('..').boundingBox();
  if (!box) throw new Error('no flip card on show');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 8, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
