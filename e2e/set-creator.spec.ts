import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, signInAs, signUp } from './accounts.ts';
import { allowFailures, expect, test } from './fixtures.ts';
import { pngImage } from './png-image.ts';
import { chooseClassCode, classCode, openNewSet, side } from './set-creator-page.ts';

const title = (page: Page) => page.getByLabel('Set Title');
const publish = (page: Page) => page.getByRole('button', { name: 'Publish' });
const savePrivate = (page: Page) => page.getByRole('button', { name: 'Save Private' });
const backLink = (page: Page) => page.getByRole('link', { name: 'Back to Created Sets' });

interface StoredSet {
  id: string;
  title: string;
  isPublic: boolean;
  createdAt: string;
  description: string;
  userId: string;
  flashcards: { question: string; answer: string; questionImage: string | null; answerImage: string | null }[];
}

async function fetchSet(request: APIRequestContext, account: Account, id: string): Promise<StoredSet> {
  const response = await request.get(`/api/sets/${id}`, { headers: { authorization: `Bearer ${account.token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as StoredSet;
}

test('a set made by hand with text, an image and an equation is published, listed, edited and saved private', async ({
  page,
  request,
}) => {
  const me = await signUp(request, 'creator');
  await signInAs(page, me);
  const setTitle = `Cell Biology ${randomBytes(3).toString('hex')}`;

  await openNewSet(page);
  const progress = page.getByRole('progressbar', { name: 'Set completion' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('button', { name: 'AI Generate Cards from Notes or PDF' }).first()).toBeVisible();

  await title(page).fill(setTitle);
  await expect(progress).toHaveAttribute('aria-valuenow', '33');
  await chooseClassCode(page, 'cse10', 'CSE101');
  await expect(progress).toHaveAttribute('aria-valuenow', '66');
  await page.getByLabel(/^Description/).fill('Organelles and energy');

  // Card 1: text and an uploaded image on the question, text on the answer.
  await side(page, 1, 'Question').fill('Which organelle is this?');
  await page.getByLabel('Choose an image for card 1 question').setInputFiles({
    name: 'organelle.png',
    mimeType: 'image/png',
    buffer: pngImage(),
  });
  const image = page.getByRole('img', { name: 'Image for card 1 question' });
  await expect(image).toHaveAttribute('src', /^\/uploads\/[a-z0-9]+\.png$/);
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBeGreaterThan(0);
  await side(page, 1, 'Answer').fill('Mitochondrion');
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Ready to save!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate More Cards from Notes or PDF' }).first()).toBeVisible();

  // Card 2: the answer is an equation from the equation editor.
  await page.getByRole('button', { name: 'Add a New Card' }).click();
  await expect(side(page, 2, 'Question')).toBeFocused();
  await side(page, 2, 'Question').fill('Kinetic energy');
  await side(page, 2, 'Answer').fill('E =');
  await page.getByRole('button', { name: 'Add equation to Card 2 answer' }).click();
  const editor = page.getByRole('dialog', { name: 'Equation Editor' });
  await editor.getByLabel('Equation', { exact: true }).fill('\\frac{1}{2}mv^2');
  await editor.getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(editor).toBeHidden();
  await expect(side(page, 2, 'Answer')).toHaveValue(/^E = .*mv²$/);
  const equationAnswer = await side(page, 2, 'Answer').inputValue();

  await publish(page).click();
  await expect(page.getByText('Saved Successfully!')).toBeVisible();
  await expect(page.getByText('Redirecting to your flashcard sets...')).toBeVisible();
  await expect(page).toHaveURL(/\/created-sets$/);

  const card = page.getByRole('listitem').filter({ hasText: setTitle });
  await expect(card).toBeVisible();
  await expect(card.getByText('CSE101')).toBeVisible();
  await expect(card.getByText('2 cards')).toBeVisible();

  // Edit it from its card: the creator opens in edit mode with everything in place.
  await card.getByRole('button', { name: `Edit ${setTitle}` }).click();
  await expect(page).toHaveURL(/\/set-creator$/);
  await expect(page.getByRole('heading', { level: 1, name: `Editing: ${setTitle}` })).toBeVisible();
  await expect(title(page)).toHaveValue(setTitle);
  await expect(classCode(page)).toHaveValue('CSE101');
  await expect(side(page, 2, 'Answer')).toHaveValue(equationAnswer);
  await expect(page.getByRole('img', { name: 'Image for card 1 question' })).toBeVisible();

  // Put the equation card first and save privately.
  await page.getByRole('button', { name: 'Move card 2 up' }).click();
  await expect(side(page, 1, 'Question')).toHaveValue('Kinetic energy');
  await expect(page.getByRole('button', { name: 'Move card 1 down' })).toBeFocused();
  await side(page, 2, 'Answer').fill('A mitochondrion');
  await savePrivate(page).click();
  await expect(page.getByText('Saved Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/created-sets$/);
  await expect(page.getByRole('listitem').filter({ hasText: setTitle })).toHaveCount(1);

  const list = await request.get(`/api/sets/user/${me.uid}`, { headers: { authorization: `Bearer ${me.token}` } });
  const [summary] = (await list.json()) as { id: string }[];
  const saved = await fetchSet(request, me, summary?.id ?? '');
  expect(saved).toMatchObject({ title: setTitle, isPublic: false, description: 'Organelles and energy' });
  expect(saved.flashcards.map((c) => [c.question, c.answer])).toEqual([
    ['Kinetic energy', equationAnswer],
    ['Which organelle is this?', 'A mitochondrion'],
  ]);
  expect(saved.flashcards[1]?.questionImage).toMatch(/^\/uploads\//);
});

test('the creator says every validation message the spec lists', async ({ page, request, consoleErrors }) => {
  const me = await signUp(request, 'rules');
  await signInAs(page, me);
  await openNewSet(page);
  const alert = page.getByRole('alert');

  await publish(page).click();
  await expect(page.getByText('Please provide a title for your flashcard set')).toBeVisible();
  await expect(title(page)).toBeFocused();

  await title(page).fill('Rules');
  await publish(page).click();
  await expect(alert).toHaveText('Please select a valid class code');

  // Clicking Save leaves the field: the save says the code is not listed, then the blur rule clears it.
  await classCode(page).fill('zzz999');
  await publish(page).click();
  await expect(alert).toHaveText('Invalid class code! Please select from the list');
  await expect(classCode(page)).toHaveValue('');
  await expect(alert).toHaveText('Please select a valid class code from the list');
  await expect(alert).toBeHidden({ timeout: 6_000 });

  await classCode(page).fill('not a code');
  await classCode(page).press('Tab');
  await expect(alert).toHaveText('Please select a valid class code from the list');
  await chooseClassCode(page, 'cse10', 'CSE101');
  await expect(alert).toBeHidden();

  await publish(page).click();
  await expect(alert).toHaveText('You need to add at least one flashcard with content');

  await page.getByRole('button', { name: 'Add a New Card' }).click();
  await side(page, 2, 'Question').fill('Only a question');
  await publish(page).click();
  await expect(alert).toHaveText('Card 2 needs both a question and an answer');
  await expect(side(page, 2, 'Answer')).toBeFocused();

  // Images: checked before uploading, and an upload that fails.
  const chooser = page.getByLabel('Choose an image for card 1 answer');
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Please select an image file (JPEG, PNG, etc.)')).toBeVisible();
  await chooser.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText('Image file must be less than 5MB')).toBeVisible();
  await page.route('**/api/uploads/image', (route) => route.fulfill({ status: 500, json: { message: 'Disk full' } }));
  await chooser.setInputFiles({ name: 'cell.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(page.getByText('Failed to upload image. Please try again.')).toBeVisible();
  await page.unroute('**/api/uploads/image');

  // The description is capped as typed.
  const description = page.getByLabel(/^Description/);
  await description.fill('d'.repeat(600));
  await expect(description).toHaveValue('d'.repeat(500));
  await expect(page.getByText('500/500')).toBeVisible();

  // Failures of the save itself.
  await side(page, 2, 'Answer').fill('Now complete');
  await page.route('**/api/sets/create', (route) => route.abort());
  await publish(page).click();
  await expect(
    page.getByText('Failed to save flashcard set. Please check your connection and try again.'),
  ).toBeVisible();
  await page.unroute('**/api/sets/create');
  await page.route('**/api/sets/create', (route) =>
    route.fulfill({ status: 400, json: { message: 'Title is too long', code: 'validation_error' } }),
  );
  await publish(page).click();
  await expect(page.getByText('Failed to save flashcard set. Title is too long')).toBeVisible();
  await page.unroute('**/api/sets/create');

  // A stored set with a description over 500 characters (the field cannot type one).
  const created = await request.post('/api/sets/create', {
    headers: { authorization: `Bearer ${me.token}` },
    data: {
      title: 'Long description',
      classCode: 'CSE101',
      description: 'short',
      isPublic: false,
      flashcards: [{ question: 'Q', answer: 'A' }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const stored = (await created.json()) as StoredSet;
  // Browser code as text: this project's e2e types have no DOM.
  const longDescription = JSON.stringify({ ...stored, description: 'x'.repeat(501) });
  await page.evaluate(`localStorage.setItem('editingFlashcardSet', ${JSON.stringify(longDescription)})`);
  await page.goto('/set-creator');
  await expect(page.getByRole('heading', { level: 1, name: 'Editing: Long description' })).toBeVisible();
  await publish(page).click();
  await expect(page.getByText('Description must be 500 characters or less')).toBeVisible();

  allowFailures(consoleErrors, ['status of 500', 'status of 400', 'net::ERR_FAILED']);
});

test('leaving with unsaved changes asks first, and the browser warns before closing', async ({ page, request }) => {
  const me = await signUp(request, 'leaver');
  await signInAs(page, me);
  await openNewSet(page);

  // Nothing changed: Back leaves at once.
  await backLink(page).click();
  await expect(page).toHaveURL(/\/created-sets$/);

  await openNewSet(page);
  await title(page).fill('Half-finished');
  await backLink(page).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(dialog.getByText('You have unsaved changes. Are you sure you want to leave?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue Editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/set-creator$/);
  await expect(title(page)).toHaveValue('Half-finished');

  // Closing the tab gets the browser's own leave warning; staying keeps the page.
  const leaveWarning = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const warning = await leaveWarning;
  expect(warning.type()).toBe('beforeunload');
  await warning.dismiss();
  await expect(title(page)).toHaveValue('Half-finished');

  await backLink(page).click();
  await dialog.getByRole('button', { name: 'Exit Without Saving' }).click();
  await expect(page).toHaveURL(/\/created-sets$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Half-finished' })).toHaveCount(0);

  // Save and Exit saves a new set privately, then goes where the user was going.
  await openNewSet(page);
  await title(page).fill('Saved on the way out');
  await chooseClassCode(page, 'cse10', 'CSE101');
  await side(page, 1, 'Question').fill('Q');
  await side(page, 1, 'Answer').fill('A');
  await backLink(page).click();
  await dialog.getByRole('button', { name: 'Save and Exit' }).click();
  await expect(page).toHaveURL(/\/created-sets$/);
  const saved = page.getByRole('listitem').filter({ hasText: 'Saved on the way out' });
  await expect(saved).toBeVisible();
  await expect(saved.getByText('Private Set')).toBeVisible();
});

const aiButtons = (page: Page) => page.getByRole('button', { name: 'AI Generate Cards from Notes or PDF' });
const saveBarTop = async (page: Page) => {
  const bar = await publish(page).locator('xpath=ancestor::div[contains(@class, "fixed")][1]').boundingBox();
  if (!bar) throw new Error('no save bar');
  return bar.y;
};

test('at 1280×800 the first card shows on the first screen, above the save bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, await signUp(request, 'firstscreen'));
  await openNewSet(page);
  await expect(page.getByRole('heading', { name: 'Tips for great flashcards' })).toBeVisible();
  const question = await side(page, 1, 'Question').boundingBox();
  expect(question).not.toBeNull();
  // The question field's first line is on screen, not under the bar, without scrolling.
  expect(await page.evaluate<number>('window.scrollY')).toBe(0);
  expect(question!.y + 24).toBeLessThanOrEqual(await saveBarTop(page));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the floating AI button stays away from the set fields, and comes once the large one has scrolled off', async ({
    page,
    request,
  }) => {
    await signInAs(page, await signUp(request, 'phonecreator'));
    await openNewSet(page);
    const description = page.getByLabel(/^Description/);
    await description.scrollIntoViewIfNeeded();
    await description.fill('Organelles and energy');
    // Only the large button: nothing floats over the title, class code or description.
    await expect(aiButtons(page)).toHaveCount(1);
    const field = await description.boundingBox();
    for (const button of await aiButtons(page).all()) {
      const box = await button.boundingBox();
      const overlaps =
        box &&
        field &&
        box.x < field.x + field.width &&
        field.x < box.x + box.width &&
        box.y < field.y + field.height &&
        field.y < box.y + box.height;
      expect(overlaps, 'an AI button over the description').toBeFalsy();
    }

    // Down among the cards the floating one is in reach.
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Add a New Card' }).click();
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    await expect(aiButtons(page)).toHaveCount(2);
    await aiButtons(page).last().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('removing a card or an image offers Undo, which puts it back', async ({ page, request }) => {
  await signInAs(page, await signUp(request, 'undoer'));
  await openNewSet(page);
  await side(page, 1, 'Question').fill('Mitochondria');
  await page.getByRole('button', { name: 'Add a New Card' }).click();
  await side(page, 2, 'Question').fill('Ribosome');
  await page.getByLabel('Choose an image for card 2 question').setInputFiles({
    name: 'cell.png',
    mimeType: 'image/png',
    buffer: pngImage(),
  });
  await expect(page.getByRole('button', { name: 'Remove image of card 2 question' })).toBeVisible();

  // The image: removed, then back.
  await page.getByRole('button', { name: 'Remove image of card 2 question' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Image removed from card 2 question' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Remove image of card 2 question' })).toBeVisible();
  await expect(toast).toHaveCount(0);

  // The card: removed, then back in its place with its text and image.
  await page.getByRole('button', { name: 'Remove card 1' }).click();
  await expect(side(page, 1, 'Question')).toHaveValue('Ribosome');
  const removed = page.getByRole('status').filter({ hasText: 'Card 1 removed' });
  await removed.getByRole('button', { name: 'Undo' }).click();
  await expect(side(page, 1, 'Question')).toHaveValue('Mitochondria');
  await expect(side(page, 1, 'Question')).toBeFocused();
  await expect(side(page, 2, 'Question')).toHaveValue('Ribosome');
  await expect(page.getByRole('button', { name: 'Remove image of card 2 question' })).toBeVisible();

  // Left alone, the offer goes by itself.
  await page.getByRole('button', { name: 'Remove card 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Card 2 removed' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Card 2 removed' })).toHaveCount(0, { timeout: 12_000 });
  await expect(side(page, 2, 'Question')).toHaveCount(0);
});
