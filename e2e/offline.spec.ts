import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, auth, signInAs, signUp, uploadImage } from './accounts.ts';
import { allowFailures, expect, test } from './fixtures.ts';

// The installed app (docs/product/offline.md): the service worker runs here, unlike in the other specs.
test.use({ serviceWorkers: 'allow' });

const CARDS = [
  { question: 'What is the powerhouse of the cell?', answer: 'The mitochondrion' },
  { question: 'Define osmosis', answer: 'Water moving across a membrane' },
  { question: 'What holds the DNA?', answer: 'The nucleus' },
];

async function setWithImage(request: APIRequestContext, owner: Account): Promise<string> {
  const image = await uploadImage(request, owner);
  const response = await request.post('/api/sets/create', {
    headers: auth(owner),
    data: {
      title: `Offline Biology ${randomBytes(3).toString('hex')}`,
      classCode: 'CSE101',
      description: '',
      isPublic: true,
      flashcards: CARDS.map((card, i) => (i === 0 ? { ...card, questionImage: image } : card)),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The student's ratings the server holds, from its stats. */
async function ratingsOnServer(request: APIRequestContext, student: Account): Promise<number> {
  const response = await request.get('/api/review/stats', { headers: auth(student) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { totals: { reviews: number } }).totals.reviews;
}

/** Flips the shown card and rates it Good. */
async function rateGood(page: Page, next: string) {
  await page.getByRole('button', { name: 'Flip', exact: true }).click();
  await page.getByRole('button', { name: /^Good/ }).click();
  await expect(page.getByText(next, { exact: true })).toBeVisible();
}

test('a set opened once is studied offline after a reload; its ratings wait on the device and sync once', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const student = await signUp(request, 'offline');
  const setId = await setWithImage(request, student);
  await signInAs(page, student);

  // Online: the app installs its service worker; the next load is under its control and keeps the set.
  await page.goto(`/study/${setId}`);
  // Browser code as text: this project's e2e types have no DOM.
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.goto(`/study/${setId}/flashcards`);
  await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)')).toBe(true);
  await expect(page.getByText('Card 1 of 3', { exact: true })).toBeVisible();
  const image = page.getByRole('img', { name: /question/i }).first();
  await expect(image).toBeVisible();

  // Offline, reloaded: the page, the set and its image come from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You’re offline')).toBeVisible();
  await expect(page.getByText('Card 1 of 3', { exact: true })).toBeVisible();
  await expect.poll(() => image.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBeGreaterThan(0);
  await rateGood(page, 'Card 2 of 3');
  await expect(page.getByText('1 rating waiting to sync')).toBeVisible();
  await rateGood(page, 'Card 3 of 3');
  await expect(page.getByText('2 ratings waiting to sync')).toBeVisible();
  expect(await ratingsOnServer(request, student)).toBe(0);

  // The tab closes; a new one, still offline, finds the ratings waiting.
  await page.close();
  const again = await context.newPage();
  await again.goto(`/study/${setId}`);
  await expect(again.getByText('2 ratings waiting to sync')).toBeVisible();

  // Back online: sent, and recorded once however often the app asks again.
  await context.setOffline(false);
  await expect(again.getByText('2 ratings synced')).toBeVisible();
  await expect.poll(() => ratingsOnServer(request, student)).toBe(2);
  await again.reload();
  await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(again.getByText('waiting to sync')).toHaveCount(0);
  expect(await ratingsOnServer(request, student)).toBe(2);

  // Requests the page makes while offline (likes, the saved state) fail as they would without the app.
  allowFailures(consoleErrors, ['net::ERR_INTERNET_DISCONNECTED']);
});

test('the review session, read once online, runs offline after a reload and its ratings sync', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  const student = await signUp(request, 'offrev');
  const setId = await setWithImage(request, student);
  await signInAs(page, student);
  await page.goto(`/study/${setId}`);
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.goto(`/review?setId=${setId}`);
  await expect(page.getByText('Card 1 of 3', { exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Card 1 of 3', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(page.getByText('Card 2 of 3', { exact: true })).toBeVisible();
  await expect(page.getByText('1 rating waiting to sync')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('1 rating synced')).toBeVisible();
  await expect.poll(() => ratingsOnServer(request, student)).toBe(1);
  allowFailures(consoleErrors, ['net::ERR_INTERNET_DISCONNECTED']);
});

test('Chromium finds the app installable: manifest, icons and a service worker that answers offline', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.reload();
  await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)')).toBe(true);
  // The browser's own installability check (what shows the install button), over the DevTools protocol.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // Playwright's contexts are incognito, where Chromium never offers to install; every other check applies.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
});
