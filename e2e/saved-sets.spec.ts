import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, signInAs, signUp } from './accounts.ts';
import { expect, test } from './fixtures.ts';

/** A public set with a few cards, made by `owner` through the API. */
async function createPublicSet(request: APIRequestContext, owner: Account, title: string): Promise<string> {
  const response = await request.post('/api/sets/create', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      title,
      classCode: 'CSE101',
      description: 'Sorting, graphs and dynamic programming',
      isPublic: true,
      userId: owner.uid,
      flashcards: [1, 2, 3].map((n) => ({ question: `Question ${n}`, answer: `Answer ${n}` })),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

const likeButton = (page: Page) => page.getByRole('button', { name: /^Like this set/ });

test("a classmate's set: liked (kept across a reload), saved, listed under Saved Sets, unsaved", async ({
  page,
  request,
}) => {
  const owner = await signUp(request, 'owner');
  const reader = await signUp(request, 'reader');
  const title = `Algorithms Review ${randomBytes(3).toString('hex')}`;
  const setId = await createPublicSet(request, owner, title);
  await signInAs(page, reader);

  await page.goto(`/study/${setId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(likeButton(page)).toHaveAccessibleName('Like this set, 0 likes');
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAccessibleName('Like this set, 1 like');
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');

  // The server kept it.
  await page.reload();
  await expect(likeButton(page)).toHaveAccessibleName('Like this set, 1 like');
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate<string | null>(`localStorage.getItem('set_${setId}_liked')`)).toBe('true');

  await page.getByRole('button', { name: 'Save Set' }).click();
  const saved = page.getByRole('dialog', { name: 'Set Saved Successfully!' });
  await expect(saved).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsave Set' })).toBeVisible();
  await saved.getByRole('link', { name: 'View Saved Sets' }).click();
  await expect(page).toHaveURL(/\/saved-sets$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Saved Sets' })).toBeVisible();
  await expect(page.getByText('1 set', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Set actions' }).getByRole('link', { name: 'Find Sets' }),
  ).toHaveAttribute('href', '/search-sets');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card.getByText(`Created by ${owner.username}`)).toBeVisible();
  await expect(card.getByText('CSE101')).toBeVisible();
  await expect(card.getByText('3 cards')).toBeVisible();
  await expect(card.getByText('1 like')).toBeAttached();
  await expect(card.getByText(/^Saved: [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();

  // The card opens the saved copy, which knows it is saved.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/study\/[^/]+$/);
  expect(page.url()).not.toContain(setId);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsave Set' })).toBeVisible();
  await page.goBack();

  await card.getByRole('button', { name: `Unsave ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Unsave Flashcard Set?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Unsave', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No Saved Sets Yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Discover Flashcard Sets/ })).toHaveAttribute('href', '/search-sets');
  await expect(page.getByRole('heading', { name: 'How to Save Sets' })).toBeVisible();
  const illustration = page.locator('img[src="/images/empty_saved_sets.png"]');
  await expect(illustration).toBeVisible();
  // Loaded, not a broken image: the 2x PNG's own width.
  await expect(illustration).toHaveJSProperty('naturalWidth', 640);

  // Gone on the server too, and the like stayed on the original.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No Saved Sets Yet' })).toBeVisible();
  const count = await request.get(`/api/likes/count?setId=${setId}`, {
    headers: { authorization: `Bearer ${reader.token}` },
  });
  expect(await count.json()).toEqual({ likesCount: 1 });
});

test('the saved dialog closes by itself, the set can be unsaved from its page, and owners get no Save', async ({
  page,
  request,
}) => {
  const owner = await signUp(request, 'maker');
  const reader = await signUp(request, 'keeper');
  const title = `Data Structures ${randomBytes(3).toString('hex')}`;
  const setId = await createPublicSet(request, owner, title);
  await signInAs(page, reader);

  await page.goto(`/study/${setId}`);
  await page.getByRole('button', { name: 'Save Set', exact: true }).click();
  const saved = page.getByRole('dialog', { name: 'Set Saved Successfully!' });
  await expect(saved).toBeVisible();
  // 3 s countdown and a 500 ms fade.
  await expect(saved).toBeHidden({ timeout: 6_000 });
  await expect(page).toHaveURL(new RegExp(`/study/${setId}$`));
  // The server is asked once the unsave has been answered ("Save Set" is also part of "Unsave Set",
  // hence exact names).
  const unsaved = page.waitForResponse((r) => r.url().endsWith('/api/sets/unsave') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Unsave Set', exact: true }).click();
  expect((await unsaved).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Save Set', exact: true })).toBeVisible();
  const status = await request.get(`/api/sets/saved-status?userId=${reader.uid}&setId=${setId}`, {
    headers: { authorization: `Bearer ${reader.token}` },
  });
  expect(await status.json()).toEqual({ isSaved: false, savedSetId: null });

  // The owner of the set sees the like control, but no Save.
  await page.evaluate(`localStorage.setItem('token', ${JSON.stringify(owner.token)})`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(likeButton(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /Save Set/ })).toHaveCount(0);
});

test('Save pressed before the saved state has arrived saves, opens the dialog, and a late answer does not undo it', async ({
  page,
  request,
}) => {
  const owner = await signUp(request, 'early');
  const reader = await signUp(request, 'quick');
  const title = `Operating Systems ${randomBytes(3).toString('hex')}`;
  const setId = await createPublicSet(request, owner, title);
  await signInAs(page, reader);

  // The first saved-status read is answered (with what the server said when it was asked: not
  // saved) only after the save has been answered, as on a loaded machine or a slow network.
  let saveAnswered: () => void = () => undefined;
  const afterSave = new Promise<void>((resolve) => {
    saveAnswered = resolve;
  });
  let reads = 0;
  await page.route('**/api/sets/saved-status?*', async (route) => {
    if (++reads > 1) return route.continue();
    const stale = await route.fetch();
    await afterSave;
    // The app may have given up on the read by now (cancelled), which is what it should do.
    await route.fulfill({ response: stale }).catch(() => undefined);
  });

  await page.goto(`/study/${setId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const save = page.waitForResponse((r) => r.url().endsWith('/api/sets/save') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save Set', exact: true }).click();
  expect((await save).ok()).toBe(true);
  saveAnswered();
  await expect(page.getByRole('dialog', { name: 'Set Saved Successfully!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsave Set', exact: true })).toBeVisible();

  const status = await request.get(`/api/sets/saved-status?userId=${reader.uid}&setId=${setId}`, {
    headers: { authorization: `Bearer ${reader.token}` },
  });
  expect(await status.json()).toMatchObject({ isSaved: true });
  // Still "Unsave Set" once the dialog has closed by itself.
  await expect(page.getByRole('dialog', { name: 'Set Saved Successfully!' })).toBeHidden({ timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Unsave Set', exact: true })).toBeVisible();
});
