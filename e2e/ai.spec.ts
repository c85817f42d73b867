import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { PDFDocument, rgb } from 'pdf-lib';
import { type Account, signInAs, signUp } from './accounts.ts';
import { allowFailures, expect, test } from './fixtures.ts';
import { chooseClassCode, openNewSet, side } from './set-creator-page.ts';

/** Three pages of BIO 101 lecture notes with a text layer (made by fixtures/make-lecture-pdf.mjs). */
const LECTURE_PDF = join(import.meta.dirname, 'fixtures', 'lecture-notes.pdf');
/** Words of the lecture that any card drawn from it uses somewhere. */
const LECTURE_TERMS = /ATP|glucose|glycolysis|Krebs|mitochondri|electron|pyruvate|NADH|fermentation|respiration/i;

const TYPED_NOTES = [
  'Plate tectonics is the theory that Earth’s outer shell is divided into large plates that move over the mantle.',
  'A divergent boundary is where two plates move apart, as along the Mid-Atlantic Ridge, and new crust forms.',
  'A convergent boundary is where two plates move toward each other; when oceanic crust sinks under continental crust the process is called subduction.',
  'A transform boundary is where two plates slide past each other horizontally, like the San Andreas Fault in California.',
  'The lithosphere is the rigid outer layer made of the crust and the upper mantle.',
  'The asthenosphere is the soft, partly molten layer of the mantle on which the plates move.',
].join('\n');
const TYPED_TERMS = /plate|boundary|subduction|crust|mantle|lithosphere|asthenosphere|fault|ridge/i;

/** One page with a drawing and no text layer: what a scanner makes. */
async function pdfWithoutText(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const sheet = doc.addPage([612, 792]);
  sheet.drawRectangle({ x: 72, y: 400, width: 468, height: 300, color: rgb(0.85, 0.85, 0.8) });
  sheet.drawCircle({ x: 306, y: 250, size: 80, color: rgb(0.4, 0.4, 0.45) });
  return Buffer.from(await doc.save());
}

const questions = (page: Page) => page.getByRole('textbox', { name: /^Card \d+ Question$/ });

/** "7 flashcards generated!" → 7 */
async function generatedCount(where: Locator): Promise<number> {
  const done = where.getByText(/^\d+ flashcards? generated!$/);
  await expect(done).toBeVisible({ timeout: 20_000 });
  return Number.parseInt((await done.textContent()) ?? '', 10);
}

/** Every card in the creator as [question, answer], in order. */
async function creatorCards(page: Page): Promise<[string, string][]> {
  const count = await questions(page).count();
  const cards: [string, string][] = [];
  for (let n = 1; n <= count; n++) {
    cards.push([await side(page, n, 'Question').inputValue(), await side(page, n, 'Answer').inputValue()]);
  }
  return cards;
}

async function setsOf(request: APIRequestContext, account: Account) {
  const response = await request.get(`/api/sets/user/${account.uid}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string; title: string }[];
}

test('a multi-page lecture PDF in the overlay becomes cards in the creator, saved and listed', async ({
  page,
  request,
}) => {
  const me = await signUp(request, 'aipdf');
  await signInAs(page, me);
  await openNewSet(page);

  await page.getByRole('button', { name: 'AI Generate Cards from Notes or PDF' }).first().click();
  const overlay = page.getByRole('dialog', { name: 'Generate Flashcards with AI' });
  await expect(overlay).toBeVisible();
  await overlay.getByLabel('Upload a PDF (optional)').setInputFiles(LECTURE_PDF);

  // Parsed at once: every page's text lands in the notes.
  await expect(overlay.getByText('lecture-notes.pdf')).toBeVisible();
  await expect(overlay.getByText('3 pages · text added to your notes')).toBeVisible();
  const notes = overlay.getByRole('textbox', { name: 'Your notes' });
  await expect(notes).toHaveValue(/BIO 101 - Lecture 7: Cellular Respiration/);
  await expect(notes).toHaveValue(/Glycolysis takes place in the cytoplasm/);
  await expect(notes).toHaveValue(/Fermentation regenerates NAD\+/);
  const notesLength = (await notes.inputValue()).length;
  await expect(overlay.getByText(`${notesLength.toLocaleString('en-US')} / 40,000 characters`)).toBeVisible();

  await overlay.getByRole('button', { name: '15', exact: true }).click();
  await expect(overlay.getByText('15 cards: balanced set')).toBeVisible();
  await overlay.getByRole('button', { name: 'Generate Flashcards' }).click();

  // The review step: every card kept by default; the student drops one and edits another, then adds them.
  const review = overlay.getByRole('region', { name: /^Review \d+ generated cards?$/ });
  await expect(review).toBeVisible({ timeout: 20_000 });
  const made = await review.getByRole('checkbox', { name: /^Keep card \d+$/ }).count();
  expect(made).toBeGreaterThanOrEqual(5);
  expect(made).toBeLessThanOrEqual(15);
  await review.getByRole('checkbox', { name: 'Keep card 1', exact: true }).uncheck();
  await review.getByRole('textbox', { name: 'Generated card 2 answer', exact: true }).fill('Edited in the review');
  await review.getByRole('button', { name: `Add ${made - 1} cards to set` }).click();
  const count = await generatedCount(overlay);
  expect(count).toBe(made - 1);
  await expect(overlay.getByText('Adding them to your set...')).toBeVisible();

  // Handed to the creator: the empty first card is replaced, and the notice says how many came.
  await expect(overlay).toBeHidden();
  const notice = page.getByRole('status').filter({ hasText: 'Flashcards Generated!' });
  await expect(notice).toContainText(`${count} cards added to your set`);
  await expect(questions(page)).toHaveCount(count);
  const cards = await creatorCards(page);
  for (const [question, answer] of cards) {
    expect(question.trim()).not.toBe('');
    expect(answer.trim()).not.toBe('');
  }
  expect(new Set(cards.map(([question]) => question)).size).toBe(count);
  expect(cards[0]?.[1]).toBe('Edited in the review');
  expect(cards.filter(([q, a]) => LECTURE_TERMS.test(`${q} ${a}`)).length).toBeGreaterThanOrEqual(count / 2);

  const setTitle = `Cellular Respiration ${randomBytes(3).toString('hex')}`;
  await page.getByLabel('Set Title').fill(setTitle);
  await chooseClassCode(page, 'bio19', 'BIO19A');
  await expect(page.getByText('Ready to save!')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Saved Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/created-sets$/);

  const listed = page.getByRole('listitem').filter({ hasText: setTitle });
  await expect(listed).toBeVisible();
  await expect(listed.getByText('BIO19A')).toBeVisible();
  await expect(listed.getByText(`${count} cards`)).toBeVisible();
  await expect(listed.getByText('Public Set')).toBeVisible();

  const [summary] = await setsOf(request, me);
  const stored = await request.get(`/api/sets/${summary?.id ?? ''}`, {
    headers: { authorization: `Bearer ${me.token}` },
  });
  const saved = (await stored.json()) as { title: string; flashcards: { question: string; answer: string }[] };
  expect(saved.title).toBe(setTitle);
  expect(saved.flashcards.map((card) => [card.question, card.answer])).toEqual(cards);
});

test('typed notes on the full page, with the count left to the AI, go to the creator', async ({ page, request }) => {
  const me = await signUp(request, 'aipage');
  await signInAs(page, me);
  await page.goto('/ai-generate');
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Flashcards with AI' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();

  // The tip stays dismissed.
  const tip = page.getByRole('complementary', { name: 'Tip' });
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: 'Dismiss tip' }).click();
  await expect(tip).toBeHidden();

  const form = page.getByRole('region', { name: 'Generator' });
  const notes = form.getByRole('textbox', { name: 'Your notes' });
  await notes.fill(TYPED_NOTES);
  await expect(form.getByText(`${TYPED_NOTES.length.toLocaleString('en-US')} / 40,000 characters`)).toBeVisible();
  // Notes are kept across visits (ai-generate-notes).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Flashcards with AI' })).toBeVisible();
  await expect(notes).toHaveValue(TYPED_NOTES);
  await expect(tip).toHaveCount(0);

  await form.getByRole('checkbox', { name: 'Let AI choose the number of cards' }).check();
  await expect(form.getByText('The AI will choose how many cards your notes need.')).toBeVisible();
  await expect(form.getByRole('button', { name: '10', exact: true })).toBeDisabled();
  await form.getByRole('button', { name: 'Generate Flashcards' }).click();
  const count = await generatedCount(form);
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(form.getByText('Opening the set creator...')).toBeVisible();

  await expect(page).toHaveURL(/\/set-creator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Flashcard Set' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Flashcards Generated!' })).toContainText(
    `${count} ${count === 1 ? 'card' : 'cards'} added to your set`,
  );
  await expect(questions(page)).toHaveCount(count);
  const cards = await creatorCards(page);
  expect(cards.every(([q, a]) => q.trim() !== '' && a.trim() !== '')).toBe(true);
  expect(cards.some(([q, a]) => TYPED_TERMS.test(`${q} ${a}`))).toBe(true);
  // The hand-over is read once and cleared.
  expect(await page.evaluate('localStorage.getItem("aiGeneratedFlashcards")')).toBeNull();

  // Save it privately and find it among Created Sets.
  const setTitle = `Plate Tectonics ${randomBytes(3).toString('hex')}`;
  await page.getByLabel('Set Title').fill(setTitle);
  await chooseClassCode(page, 'cse10', 'CSE101');
  await page.getByRole('button', { name: 'Save Private' }).click();
  await expect(page).toHaveURL(/\/created-sets$/);
  const listed = page.getByRole('listitem').filter({ hasText: setTitle });
  await expect(listed.getByText(`${count} ${count === 1 ? 'card' : 'cards'}`)).toBeVisible();
  await expect(listed.getByText('Private Set')).toBeVisible();

  // /ai-generator is the same page, and its back button goes to the creator.
  await page.goto('/ai-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Flashcards with AI' })).toBeVisible();
  await expect(notes).toHaveValue(TYPED_NOTES);
  await page.getByRole('link', { name: 'Back to Set Creator' }).click();
  await expect(page).toHaveURL(/\/set-creator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Flashcard Set' })).toBeVisible();
});

test('the generator explains missing or short notes and a file that is not a PDF', async ({
  page,
  request,
  consoleErrors,
}) => {
  const me = await signUp(request, 'aierr');
  await signInAs(page, me);
  await page.goto('/ai-generate');
  const form = page.getByRole('region', { name: 'Generator' });
  const alert = form.getByRole('alert');
  const generate = form.getByRole('button', { name: 'Generate Flashcards' });

  await generate.click();
  await expect(alert).toHaveText('Please provide some notes to generate flashcards');
  await form.getByRole('textbox', { name: 'Your notes' }).fill('Mitochondria make ATP.');
  await expect(alert).toBeHidden();
  await generate.click();
  await expect(alert).toHaveText('Please provide at least 100 characters of notes for better results');

  await form.getByLabel('Upload a PDF (optional)').setInputFiles({
    name: 'lecture.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK not a pdf'),
  });
  await expect(form.getByText('Only PDF files are supported')).toBeVisible();

  // Files that only claim to be PDFs reach the server, which reads them and says why it cannot.
  const pdfError = form.getByRole('alert').filter({ hasNot: page.getByText(/100 characters/) });
  await form.getByLabel('Upload a PDF (optional)').setInputFiles({
    name: 'slides.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.alloc(256)]),
  });
  await expect(pdfError).toHaveText('Only PDF files are supported');
  await form.getByLabel('Upload a PDF (optional)').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfWithoutText(),
  });
  await expect(pdfError).toHaveText('This PDF has no selectable text (it may be scanned). Paste your notes instead.');
  await expect(form.getByLabel('Upload a PDF (optional)')).toBeAttached();
  await expect(page).toHaveURL(/\/ai-generate$/);

  // The same checks in the overlay, opened from the creator.
  await openNewSet(page);
  await page.getByRole('button', { name: 'AI Generate Cards from Notes or PDF' }).first().click();
  const overlay = page.getByRole('dialog', { name: 'Generate Flashcards with AI' });
  await overlay.getByLabel('Upload a PDF (optional)').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('plain text'),
  });
  await expect(overlay.getByText('Only PDF files are supported')).toBeVisible();
  await overlay.getByRole('textbox', { name: 'Your notes' }).fill('Too short to learn from.');
  await overlay.getByRole('button', { name: 'Generate Flashcards' }).click();
  await expect(overlay.getByText('Please provide at least 100 characters of notes for better results')).toBeVisible();
  // The browser logs the server's refusals as console errors; those were provoked on purpose.
  allowFailures(consoleErrors, ['status of 400', 'status of 422']);
});
