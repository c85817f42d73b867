import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, signInAs, signUp } from './accounts.ts';
import { expect, test } from './fixtures.ts';

const CLASS_CODES = '/data/university-of-california-santa-cruz-class-codes.csv';

interface CreatedSet {
  id: string;
  createdAt: string;
}

/** Codes from the account's own university list, as the set creator offers them. */
async function classCodes(request: APIRequestContext): Promise<string[]> {
  const list = await request.get(CLASS_CODES);
  expect(list.ok()).toBe(true);
  return (await list.text())
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3);
}

async function createSet(
  request: APIRequestContext,
  account: Account,
  set: { title: string; classCode: string; isPublic: boolean; cards: number },
): Promise<CreatedSet> {
  const response = await request.post('/api/sets/create', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      title: set.title,
      classCode: set.classCode,
      description: '',
      isPublic: set.isPublic,
      flashcards: Array.from({ length: set.cards }, (_, i) => ({
        question: `Question ${i + 1}`,
        answer: `Answer ${i + 1}`,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedSet;
}

/** "Jan 5, 2025" as the browser formats it, in the browser's own time zone. */
function shownDate(page: Page, iso: string): Promise<string> {
  return page.evaluate<string>(
    `new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(${JSON.stringify(iso)}))`,
  );
}

const setCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('lists created sets with badges, counts and dates, and opens one', async ({ page, request }) => {
  const me = await signUp(request, 'list');
  const [codeA = '', codeB = ''] = await classCodes(request);
  const cells = await createSet(request, me, { title: 'Cell Biology', classCode: codeA, isPublic: true, cards: 3 });
  await createSet(request, me, { title: 'Private Notes', classCode: codeB, isPublic: false, cards: 1 });
  // Someone else's set never shows here.
  const other = await signUp(request, 'other');
  await createSet(request, other, { title: 'Not Mine', classCode: codeA, isPublic: true, cards: 2 });
  await signInAs(page, me);

  await page.goto('/created-sets');
  await expect(page.getByRole('heading', { level: 1, name: 'Created Sets' })).toBeVisible();
  const actions = page.getByRole('navigation', { name: 'Set actions' });
  await expect(page.getByText('2 sets', { exact: true })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Create Set' })).toHaveAttribute('href', '/set-creator');
  await expect(actions.getByRole('link', { name: 'Find Sets' })).toHaveAttribute('href', '/search-sets');

  const biology = setCard(page, 'Cell Biology');
  await expect(biology.getByText('Public Set')).toBeVisible();
  await expect(biology.getByText(codeA, { exact: true })).toBeVisible();
  await expect(biology.getByText('3 cards')).toBeVisible();
  await expect(biology.getByText('0 likes')).toBeAttached();
  await expect(biology.getByText(await shownDate(page, cells.createdAt))).toBeVisible();
  await expect(biology.getByRole('button', { name: 'Edit Cell Biology' })).toBeVisible();
  await expect(biology.getByRole('button', { name: 'Delete Cell Biology' })).toBeVisible();

  const notes = setCard(page, 'Private Notes');
  await expect(notes.getByText('Private Set')).toBeVisible();
  await expect(notes.getByText('1 card', { exact: true })).toBeVisible();
  await expect(page.getByText('Not Mine')).toHaveCount(0);

  // A click anywhere on the card opens the study view.
  await biology.click();
  await expect(page).toHaveURL(new RegExp(`/study/${cells.id}$`));
});

test('Edit hands the whole set to the creator', async ({ page, request }) => {
  const me = await signUp(request, 'edit');
  const [code = ''] = await classCodes(request);
  await createSet(request, me, { title: 'Edit Me', classCode: code, isPublic: true, cards: 2 });
  await signInAs(page, me);
  await page.goto('/created-sets');
  await setCard(page, 'Edit Me').getByRole('button', { name: 'Edit Edit Me' }).click();
  await expect(page).toHaveURL(/\/set-creator$/);
  // The creator found the set stored under editingFlashcardSet, cards and all.
  await expect(page.getByRole('heading', { name: 'Editing: Edit Me' })).toBeVisible();
});

test('deletes a set only after confirmation', async ({ page, request }) => {
  const me = await signUp(request, 'del');
  const [codeA = '', codeB = ''] = await classCodes(request);
  await createSet(request, me, { title: 'Keep This', classCode: codeA, isPublic: true, cards: 1 });
  await createSet(request, me, { title: 'Delete This', classCode: codeB, isPublic: false, cards: 4 });
  await signInAs(page, me);
  await page.goto('/created-sets');
  await expect(page.getByText('2 sets', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Delete This' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Flashcard Set?' });
  await expect(
    dialog.getByText('This action cannot be undone. All flashcards in this set will be permanently deleted.'),
  ).toBeVisible();
  // Cancel is the safe default.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(setCard(page, 'Delete This')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Delete This' }).click();
  await dialog.getByRole('button', { name: 'Delete Set' }).click();
  await expect(dialog).toBeHidden();
  await expect(setCard(page, 'Delete This')).toHaveCount(0);
  await expect(page.getByText('1 set', { exact: true })).toBeVisible();
  await expect(setCard(page, 'Keep This')).toBeVisible();

  // Gone on the server too.
  await page.reload();
  await expect(setCard(page, 'Keep This')).toBeVisible();
  await expect(setCard(page, 'Delete This')).toHaveCount(0);
});

test('a new account starts with the three ways to a first set and a one-time helper', async ({ page, request }) => {
  const me = await signUp(request, 'empty');
  await signInAs(page, me);
  await page.goto('/created-sets');
  await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible();
  const helper = page.getByRole('complementary', { name: 'Your flashcard sets live here' });
  await expect(helper).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Set actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /AI-Generated Flashcards/ })).toBeVisible();

  await page.getByRole('link', { name: /Browse Sets/ }).click();
  await expect(page).toHaveURL(/\/search-sets$/);
  // Really left: the router keeps the old page up until the next one has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Find Sets' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible();
  // Shown once: not again on the next visit.
  await expect(helper).toHaveCount(0);

  await page.getByRole('link', { name: /Create Manually/ }).click();
  await expect(page).toHaveURL(/\/set-creator$/);
});

test('the AI overlay opens with its inputs and checks the notes and the file', async ({ page, request }) => {
  const me = await signUp(request, 'ai');
  await signInAs(page, me);
  await page.goto('/created-sets');
  await page.getByRole('button', { name: /AI-Generated Flashcards/ }).click();
  const overlay = page.getByRole('dialog', { name: 'Generate Flashcards with AI' });
  await expect(overlay).toBeVisible();

  const notes = overlay.getByRole('textbox', { name: 'Your notes' });
  await expect(notes).toBeVisible();
  await expect(overlay.getByText('0 / 40,000 characters')).toBeVisible();
  await expect(overlay.getByText(/drag and drop/)).toBeVisible();
  for (const preset of ['5', '10', '15', '20', '30', '50']) {
    await expect(overlay.getByRole('button', { name: preset, exact: true })).toBeVisible();
  }
  await expect(overlay.getByRole('button', { name: '10', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(overlay.getByText('10 cards: quick study session')).toBeVisible();
  await overlay.getByRole('button', { name: '30', exact: true }).click();
  await expect(overlay.getByText('30 cards: comprehensive review')).toBeVisible();
  await expect(overlay.getByRole('checkbox', { name: 'Let AI choose the number of cards' })).not.toBeChecked();
  await expect(overlay.getByText(/All generated cards are editable/)).toBeVisible();

  const generate = overlay.getByRole('button', { name: 'Generate Flashcards' });
  await generate.click();
  await expect(overlay.getByRole('alert')).toHaveText(
    'Please provide some notes or upload a PDF to generate flashcards',
  );
  await notes.fill('Mitochondria make ATP.');
  await expect(overlay.getByText('22 / 40,000 characters')).toBeVisible();
  await generate.click();
  await expect(overlay.getByRole('alert')).toHaveText(
    'Please provide at least 100 characters of notes for better results',
  );

  await overlay.getByLabel('Upload a PDF (optional)').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('plain text'),
  });
  await expect(overlay.getByText('Only PDF files are supported')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(/\/created-sets$/);
});
