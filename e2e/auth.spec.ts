import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signOut, test } from './fixtures.ts';
import { mailedLink } from './outbox.ts';

const UNIVERSITY = 'University of California, Santa Cruz';

/** A fresh account's details, unique per test and project (both projects share one server). */
function newAccount() {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `e2e.${tag}@ucsc.edu`, username: `e2e_${tag}`, password: `pw-${tag}` };
}
type Account = ReturnType<typeof newAccount>;

/**
 * The browser logs every 4xx answer as a console error; the fixture fails a test on console
 * errors, so a test that provokes one on purpose takes exactly those out.
 */
function allowFailedResponses(consoleErrors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  const others = consoleErrors.filter((error) => !error.includes(expected));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Makes an account through the API's two steps, as the sign-up page does. */
async function createAccount(request: APIRequestContext, account: Account) {
  const started = await request.post('/api/auth/signup', { data: account });
  expect(started.status(), await started.text()).toBe(201);
  const { signupToken } = (await started.json()) as { signupToken: string };
  const completed = await request.post('/api/auth/signup/complete', {
    data: { email: account.email, university: UNIVERSITY, fieldOfStudy: '', signupToken },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
}

/** Signs `account` up on the open sign-up page, through to Created Sets with the welcome closed. */
async function signUpOnPage(page: Page, account: Account) {
  const university = page.getByRole('combobox', { name: 'University' });
  await university.fill('santa cruz');
  await page.getByRole('option', { name: UNIVERSITY }).click();
  await expect(university).toHaveValue(UNIVERSITY);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Username').fill(account.username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/created-sets$/);
  // Sign-up hands the new account the welcome.
  const welcome = page.getByRole('dialog', { name: 'Welcome to CourseCards!' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Start Learning' }).click();
  await expect(welcome).toBeHidden();
}

/** The reset link from the newest outbox message to `email` (the server writes each as an .eml file). */
const resetLinkFor = (email: string) => mailedLink(email, '/reset-password');

test('a student signs up, signs out, and logs back in; a wrong password gets the server’s message', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const account = newAccount();
  const mobile = testInfo.project.name === 'mobile';

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await signUpOnPage(page, account);
  await expect(page.getByRole('heading', { name: 'Created Sets' })).toBeVisible();

  await signOut(page, mobile);

  await logIn(page, account.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/created-sets$/);
  await expect(page.getByRole('heading', { name: 'Created Sets' })).toBeVisible();

  allowFailedResponses(consoleErrors, 401);
});

test('a forgotten password is reset from the e-mailed link, which works only once', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const account = newAccount();
  await createAccount(request, account);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If your email is registered, you will receive reset instructions. Be sure to check your spam folder too!',
  );

  const link = await resetLinkFor(account.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a New Password' })).toBeVisible();
  // The one-time token leaves the address bar at once.
  await expect(page).toHaveURL(/\/reset-password$/);
  const newPassword = `${account.password}-new`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status')).toHaveText("Your password has been reset and you're signed in.");
  await expect(page).toHaveURL(/\/created-sets$/);
  await expect(page.getByRole('heading', { name: 'Created Sets' })).toBeVisible();

  // The new password is the account's password now; the old one is not.
  const withNew = await request.post('/api/auth/login', { data: { email: account.email, password: newPassword } });
  expect(withNew.status()).toBe(200);
  const withOld = await request.post('/api/auth/login', { data: account });
  expect(withOld.status()).toBe(401);

  await signOut(page, testInfo.project.name === 'mobile');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link has already been used. Please request a new one.');
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  allowFailedResponses(consoleErrors, 400);
});

test('a new student proves their e-mail address with the mailed link; the profile shows it, and a link works once', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const account = newAccount();
  const mobile = testInfo.project.name === 'mobile';

  await page.goto('/signup');
  await signUpOnPage(page, account);

  // Unproven at first: the profile says so and can send a new link.
  await page.goto('/profile');
  const card = page.getByRole('article');
  await expect(card.getByText(account.email)).toBeVisible();
  await expect(card.getByText('Not verified')).toBeVisible();
  await card.getByRole('button', { name: 'Send verification email' }).click();
  await expect(card.getByRole('status')).toHaveText(
    `We sent a verification link to ${account.email}. It works for 24 hours.`,
  );

  // Two mails came (one at sign-up, one just now); only the newest link works.
  const newest = await mailedLink(account.email, '/verify-email');
  const older = await mailedLink(account.email, '/verify-email', { nth: 1 });
  expect(older).not.toBe(newest);
  await page.goto(older);
  await expect(page.getByRole('alert')).toHaveText(
    'This verification link is not valid. Use the newest link we sent, or send a new one from your profile.',
  );

  await page.goto(newest);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Your email address is verified.');
  // The one-time token leaves the address bar at once.
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send verification email' })).toHaveCount(0);

  // Opened again (signed out, as on another device): used, and it says the address is verified.
  await signOut(page, mobile);
  await page.goto(newest);
  await expect(page.getByRole('status')).toHaveText(
    'This verification link has already been used. Your email address is verified.',
  );
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

  allowFailedResponses(consoleErrors, 400);
});
