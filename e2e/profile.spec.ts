import type { Page } from '@playwright/test';
import { signInAs, signUp, UNIVERSITY } from './accounts.ts';
import { expect, test } from './fixtures.ts';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** The navigation: the sidebar on desktop, the drawer (opened here) on mobile. */
async function openNavigation(page: Page) {
  if (!isMobile(page)) return page.getByRole('complementary', { name: 'Sidebar' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog');
}

test('the profile shows the account, and a new username is checked, saved and shown', async ({ page, request }) => {
  const me = await signUp(request, 'me');
  const someoneElse = await signUp(request, 'other');
  await signInAs(page, me);

  await page.goto('/profile');
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { name: me.username })).toBeVisible();
  await expect(card.getByText(UNIVERSITY)).toBeVisible();
  await expect(card.getByText(me.email)).toBeVisible();
  await expect(card.getByText('Biology')).toBeVisible();
  await expect(card.locator('div', { hasText: /^Total Likes/ }).getByRole('definition')).toHaveText('0');
  await expect(card.locator('div', { hasText: /^Created Sets/ }).getByRole('definition')).toHaveText('0');

  await card.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(page.getByText('Fill in the information below to update your profile.')).toBeVisible();
  const username = page.getByLabel('Username');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(username).toHaveValue(me.username);
  await expect(save).toBeEnabled();

  await username.fill('ab');
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(save).toBeDisabled();

  // Someone else's name, in another case: unavailable, whatever the case.
  await username.fill(someoneElse.username.toUpperCase());
  await expect(page.getByText('Username already taken')).toBeVisible();
  await expect(save).toBeDisabled();

  const newName = `${me.username}_x`;
  await username.fill(`${newName}!`);
  await expect(username).toHaveValue(newName);
  await expect(page.getByText('Username available')).toBeAttached();
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page.getByRole('heading', { name: 'Profile Updated!' })).toBeVisible();
  await expect(
    page.getByText('Your changes have been saved successfully. Redirecting to your profile...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('article').getByRole('heading', { name: newName })).toBeVisible();
  const nav = await openNavigation(page);
  await expect(nav.getByText(newName, { exact: true })).toBeVisible();

  // The server kept it: a fresh load shows the new name.
  await page.reload();
  await expect(page.getByRole('article').getByRole('heading', { name: newName })).toBeVisible();
});

test('the navigation lists every item and sends feedback', async ({ page, request }) => {
  const me = await signUp(request, 'nav');
  await signInAs(page, me);
  await page.goto('/profile');
  await expect(page.getByRole('article').getByRole('heading', { name: me.username })).toBeVisible();

  const nav = await openNavigation(page);
  await expect(nav.getByText(me.email)).toBeVisible();
  for (const item of ['Created Sets', 'Saved Sets', 'Find Sets']) {
    await expect(nav.getByRole('link', { name: item })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  if (isMobile(page)) await expect(nav.getByText(`© ${new Date().getFullYear()} CourseCards`)).toBeVisible();

  await nav.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback or Question' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Email/)).toHaveValue(me.email);
  await dialog.getByLabel('Your feedback or question').fill(`The profile page is lovely (${me.username})`);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thank you! Your feedback has been submitted.')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
});

test('Sign Out on the profile ends the session and opens /login', async ({ page, request }) => {
  const me = await signUp(request, 'out');
  await signInAs(page, me);
  await page.goto('/profile');
  await page.getByRole('article').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await page.evaluate<string | null>("localStorage.getItem('token')")).toBeNull();
  // The server revoked the token too.
  const verify = await request.get('/api/auth/verify-token', { headers: { authorization: `Bearer ${me.token}` } });
  expect(verify.ok()).toBe(false);
});

test('the welcome modal greets a new account once', async ({ page, request }) => {
  const me = await signUp(request, 'new');
  await signInAs(page, me);
  await page.goto('/created-sets');
  await expect(page.getByRole('heading', { name: 'Created Sets' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  // The state the sign-up page navigates with; React Router keeps it under `usr`.
  await page.evaluate("history.replaceState({ usr: { welcome: true }, key: 'e2e', idx: 0 }, '')");
  await page.reload();
  const welcome = page.getByRole('dialog', { name: 'Welcome to CourseCards!' });
  await expect(welcome).toBeVisible();
  for (const highlight of ['AI-Generated Cards', 'School-Specific Sets', 'Study Together']) {
    await expect(welcome.getByRole('heading', { name: highlight })).toBeVisible();
  }
  await welcome.getByRole('button', { name: 'Start Learning' }).click();
  await expect(welcome).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Created Sets' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});
