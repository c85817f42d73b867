import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { routeTable } from '../apps/web/src/app/route-table.ts';
import { createSetFor, type Account, PASSWORD, signInAs, signUp } from './accounts.ts';
import { expect, test } from './fixtures.ts';

const sample = (path: string) => path.replace(':setId', 'set123') + (path === '/search-results' ? '?q=CS%20101' : '');

// One page walks every guarded path (and then every unknown one): a page per path cost two seconds
// each, mostly opening the page, for the same checks.
test.describe('an anonymous visitor', () => {
  test('is sent from every signed-in page to /login', async ({ page }) => {
    for (const route of routeTable.filter((r) => r.access === 'signed-in')) {
      await page.goto(sample(route.path));
      await expect(page, route.path).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome Back' }), route.path).toBeVisible();
    }
  });

  test('is sent from an unknown path to /', async ({ page }) => {
    for (const path of ['/does-not-exist', '/study', '/quiz/abc', '/created-sets/extra']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(
        'Instant AI-powered flashcards for any class',
      );
    }
  });
});

test.describe('a deep link opened signed out', () => {
  async function logIn(page: Page, account: Account) {
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
  }

  test('returns, after the log-in, to the set that asked for it', async ({ page, request }) => {
    const me = await signUp(request, 'deeplink');
    const title = `Deep Link ${randomBytes(3).toString('hex')}`;
    const id = await createSetFor(request, me, {
      title,
      classCode: 'CSE101',
      flashcards: [{ question: 'Q', answer: 'A' }],
    });

    await page.goto(`/study/${id}/flashcards`);
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, me);
    await expect(page).toHaveURL(new RegExp(`/study/${id}/flashcards$`));
    await expect(page.getByText('Card 1 of 1', { exact: true })).toBeVisible();
  });

  test('keeps the query of the page that asked (search results)', async ({ page, request }) => {
    const me = await signUp(request, 'deepsearch');
    await page.goto('/search-results?q=CSE101');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, me);
    await expect(page).toHaveURL(/\/search-results\?q=CSE101$/);
  });

  test('never leaves the site: a return address for another origin goes to Created Sets', async ({ page, request }) => {
    const me = await signUp(request, 'nohijack');
    await page.goto('/login');
    // History state is the page's to write: what the guard would hand over, forged.
    await page.evaluate(
      `history.replaceState({ usr: { returnTo: '//evil.example/study/x' }, key: 'forged', idx: 0 }, '')`,
    );
    await page.reload();
    await logIn(page, me);
    await expect(page).toHaveURL(/\/created-sets$/);
  });

  test('a plain visit to /login still lands on Created Sets', async ({ page, request }) => {
    const me = await signUp(request, 'plainlogin');
    await page.goto('/login');
    await logIn(page, me);
    await expect(page).toHaveURL(/\/created-sets$/);
  });
});

test('every inner page has one header pattern: Back on the left, in the banner', async ({ page, request }) => {
  const me = await signUp(request, 'headers');
  const id = await createSetFor(request, me, {
    title: 'Header Check',
    classCode: 'CSE101',
    flashcards: [{ question: 'Q', answer: 'A' }],
  });
  await signInAs(page, me);

  const width = page.viewportSize()?.width ?? 1280;
  for (const path of [
    '/search-results?q=CSE101',
    '/edit-profile',
    `/study/${id}`,
    `/study/${id}/flashcards`,
    `/study/${id}/quiz`,
    '/set-creator',
    '/ai-generator',
  ]) {
    await page.goto(path);
    const back = page.getByRole('banner').getByRole('link', { name: /^Back/ });
    await expect(back, path).toBeVisible();
    const box = await back.boundingBox();
    expect(box, path).not.toBeNull();
    // On the left third of the page, whatever the page.
    expect(box!.x, `${path}: Back on the left`).toBeLessThan(width / 3);
  }
});
