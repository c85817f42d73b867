import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { auth, type Account, signInAs, signUp, uploadImage } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { chooseClassCode, openNewSet } from './set-creator-page.ts';

/** Quizlet's "Export" text: a tab between term and definition, a new line between cards. */
const QUIZLET_EXPORT =
  'mitochondria\tpowerhouse of the cell\nribosome\tmakes proteins\nosmosis\twater moving across a membrane';

const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import cards' });

interface StoredSet {
  id: string;
  title: string;
  flashcards: { question: string; answer: string; questionImage: string | null; answerImage: string | null }[];
}

async function createdSets(request: APIRequestContext, me: Account): Promise<StoredSet[]> {
  const list = await request.get(`/api/sets/user/${me.uid}`, { headers: auth(me) });
  const summaries = (await list.json()) as { id: string }[];
  return Promise.all(
    summaries.map(
      async ({ id }) => (await (await request.get(`/api/sets/${id}`, { headers: auth(me) })).json()) as StoredSet,
    ),
  );
}

test('cards pasted from Quizlet are previewed, filled into the creator and saved', async ({ page, request }) => {
  const me = await signUp(request, 'paster');
  await signInAs(page, me);
  await page.goto('/created-sets');
  // No sets yet: the empty state offers importing beside its three ways to a first set.
  await page.getByRole('link', { name: 'Import them' }).click();
  const dialog = importDialog(page);
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Paste your cards').fill(`${QUIZLET_EXPORT}\njust a term`);
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('4 cards')).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Problems found' })).toContainText('Card 4 had no separator');
  await dialog.getByLabel('Paste your cards').fill(QUIZLET_EXPORT);
  await expect(preview.getByText('3 cards')).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Problems found' })).toHaveCount(0);

  // Another separator choice reads the same text differently, live.
  await dialog.getByRole('radio', { name: 'Comma' }).check();
  await expect(preview).toContainText('Cards 1, 2, 3 had no separator');
  await dialog.getByRole('radio', { name: 'Tab' }).check();

  await dialog.getByRole('button', { name: 'Import 3 cards' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Card 2 Question' })).toHaveValue('ribosome');
  await expect(page.getByRole('textbox', { name: 'Card 3 Answer' })).toHaveValue('water moving across a membrane');
  expect(await createdSets(request, me)).toEqual([]);

  const title = `Quizlet biology ${randomBytes(3).toString('hex')}`;
  await page.getByLabel('Set Title').fill(title);
  await chooseClassCode(page, 'cse10', 'CSE101');
  await page.getByRole('button', { name: 'Save Private' }).click();
  await expect(page).toHaveURL(/\/created-sets$/);
  const [saved] = await createdSets(request, me);
  expect(saved?.title).toBe(title);
  expect(saved?.flashcards.map((c) => [c.question, c.answer])).toEqual(
    QUIZLET_EXPORT.split('\n').map((line) => line.split('\t')),
  );
});

test('an Anki package with an image opens in the creator with its image and the deck’s title', async ({
  page,
  request,
}, testInfo) => {
  const me = await signUp(request, 'ankiuser');
  const image = await uploadImage(request, me);
  const made = await request.post('/api/sets/create', {
    headers: auth(me),
    data: {
      title: 'Organelles deck',
      classCode: 'CSE101',
      isPublic: false,
      flashcards: [
        { question: 'What is shown?', answer: 'A cell', questionImage: image },
        { question: 'x² + y² = ?', answer: 'r²' },
      ],
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const apkg = await request.get(`/api/sets/${id}/export?format=apkg`, { headers: auth(me) });
  const file = testInfo.outputPath('organelles.apkg');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(file, await apkg.body());

  await signInAs(page, me);
  await openNewSet(page);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = importDialog(page);
  await dialog.getByRole('tab', { name: 'File' }).click();
  await dialog.getByLabel('Choose a file to import').setInputFiles(file);
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('2 cards')).toBeVisible();
  await expect(preview.getByText('image')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 2 cards' }).click();

  await expect(page.getByLabel('Set Title')).toHaveValue('Organelles deck');
  await expect(page.getByRole('img', { name: 'Image for card 1 question' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card 2 Question' })).toHaveValue('x² + y² = ?');
});

test('a set downloads as CSV, text and an Anki package from the viewer', async ({ page, request }) => {
  const me = await signUp(request, 'exporter');
  const made = await request.post('/api/sets/create', {
    headers: auth(me),
    data: {
      title: 'Export me',
      classCode: 'CSE101',
      isPublic: true,
      flashcards: [{ question: 'Area of a circle', answer: 'πr²' }],
    },
  });
  const { id } = (await made.json()) as { id: string };
  await signInAs(page, me);
  await page.goto(`/study/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Export me' })).toBeVisible();

  const expected = [
    {
      label: /^CSV/,
      name: 'Export me.csv',
      starts: '\ufeffQuestion,Answer,Question image,Answer image\r\nArea of a circle,πr²',
    },
    { label: /^Text \(Quizlet\)/, name: 'Export me.txt', starts: 'Area of a circle\tπr²\n' },
    { label: /^Anki package/, name: 'Export me.apkg', starts: 'PK' },
  ];
  for (const { label, name, starts } of expected) {
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('list', { name: 'Export formats' }).getByRole('button', { name: label }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(name);
    const body = readFileSync(await file.path());
    expect(body.toString('utf8').startsWith(starts), `${name} begins as expected`).toBe(true);
    await expect(page.getByText(`Downloaded ${name}`)).toBeAttached();
  }
});
