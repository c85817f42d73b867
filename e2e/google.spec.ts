import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, signOut, test } from './fixtures.ts';
import { MOCK_OIDC_PERSON_COOKIE, mockOidcCookieValue, type MockOidcChoice } from './mock-oidc-issuer.ts';

const UNIVERSITY = 'University of California, Santa Cruz';

/** A Google person of their own per test and project (both projects share one server). */
function newGooglePerson() {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { sub: `google-${tag}`, email: `e2e.google.${tag}@gmail.com`, name: 'Riley Park', email_verified: true };
}

/** Tells the issuer (by a cookie on its host) what happens at its account chooser. */
async function atAccountChooser(context: BrowserContext, choice: MockOidcChoice) {
  const issuer = process.env.E2E_OIDC_ISSUER;
  if (!issuer) throw new Error('E2E_OIDC_ISSUER is not set: the global setup starts the issuer');
  await context.addCookies([{ name: MOCK_OIDC_PERSON_COOKIE, value: mockOidcCookieValue(choice), url: issuer }]);
}

/** The browser logs a 4xx answer as a console error; a test that provokes one on purpose takes it out. */
function allowFailedResponses(consoleErrors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  const others = consoleErrors.filter((error) => !error.includes(expected));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

/** The account row the server keeps (the e2e server runs on SQLite in E2E_DATA_DIR). */
function storedUser(email: string) {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'coursecards.db'), { readonly: true });
  try {
    return db.prepare('select university, username, google_sub, password_hash from users where email = ?').get(email);
  } finally {
    db.close();
  }
}

async function chooseUniversity(page: Page) {
  const university = page.getByRole('combobox', { name: 'University' });
  await university.fill('santa cruz');
  await page.getByRole('option', { name: UNIVERSITY }).click();
  await expect(university).toHaveValue(UNIVERSITY);
}

/** Clicks "Continue with Google" and returns the popup it opens. */
async function continueWithGoogle(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  return popup;
}

/** The popup closes itself once it has handed over its answer (perhaps before anyone waits for it). */
async function closedByItself(popup: Page) {
  await expect.poll(() => popup.isClosed(), { message: 'the popup closes itself' }).toBe(true);
}

test('Google: sign up from /signup with a university, sign out, log in from /login, and meet the existing-account modal', async ({
  page,
  context,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const person = newGooglePerson();
  await atAccountChooser(context, person);

  // Sign-up: the university first, then Google's popup, which closes itself.
  await page.goto('/signup');
  await chooseUniversity(page);
  const signupPopup = await continueWithGoogle(page);
  await closedByItself(signupPopup);
  await expect(page).toHaveURL(/\/created-sets$/);
  const welcome = page.getByRole('dialog', { name: 'Welcome to CourseCards!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Start Learning' }).click();
  await expect(page.getByRole('heading', { name: 'Created Sets' })).toBeVisible();
  // The username comes from the Google name (a number added when another Riley Park has it).
  expect(storedUser(person.email)).toEqual({
    university: UNIVERSITY,
    username: expect.stringMatching(/^RileyPark\d*$/),
    google_sub: person.sub,
    password_hash: null,
  });

  await signOut(page, mobile);

  // Login: the same Google account, straight in.
  const loginPopup = await continueWithGoogle(page);
  await closedByItself(loginPopup);
  await expect(page).toHaveURL(/\/created-sets$/);
  await expect(page.getByRole('heading', { name: 'Created Sets' })).toBeVisible();

  await signOut(page, mobile);

  // Signing up again with it finds the account and logs in behind the modal.
  await page.goto('/signup');
  await chooseUniversity(page);
  await continueWithGoogle(page);
  const found = page.getByRole('dialog', { name: 'Existing Account Found!' });
  await expect(found.getByText("You've been successfully logged in.")).toBeVisible();
  await expect(page).toHaveURL(/\/created-sets$/);
  await expect(found).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Created Sets' })).toBeVisible();
});

test('Google: closing the popup says "Sign in was cancelled"', async ({ page, context }) => {
  await atAccountChooser(context, { hold: true });
  await page.goto('/login');
  const popup = await continueWithGoogle(page);
  await popup.waitForLoadState();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  await popup.close();
  await expect(page.getByRole('alert')).toHaveText('Sign in was cancelled');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
});

test('Google: cancelling at the account chooser says "Sign in was cancelled"', async ({ page, context }) => {
  await atAccountChooser(context, { deny: true });
  await page.goto('/login');
  const popup = await continueWithGoogle(page);
  await closedByItself(popup);
  await expect(page.getByRole('alert')).toHaveText('Sign in was cancelled');
});

test('Google: sign-up asks for the university before any popup', async ({ page }) => {
  await page.goto('/signup');
  let popups = 0;
  page.on('popup', () => (popups += 1));
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const stale = page
    .getByRole('alert')
    .filter({ hasText: 'Please select your university before continuing with Google' });
  await expect(stale).toBeVisible();
  expect(popups).toBe(0);

  // Once a valid university is chosen the message no longer holds, and goes.
  await page.getByRole('combobox', { name: 'University' }).fill('santa cruz');
  await page
    .getByRole('option', { name: /Santa Cruz/ })
    .first()
    .click();
  await expect(page.getByRole('combobox', { name: 'University' })).toHaveValue(/Santa Cruz/);
  await expect(stale).toHaveCount(0);
});

test('Google: logging in before signing up says no account was found', async ({ page, context, consoleErrors }) => {
  await atAccountChooser(context, newGooglePerson());
  await page.goto('/login');
  const popup = await continueWithGoogle(page);
  await closedByItself(popup);
  await expect(page.getByRole('alert')).toHaveText(
    'No account found with this Google email. Please sign up first or try a different account.',
  );
  allowFailedResponses(consoleErrors, 404);
});
