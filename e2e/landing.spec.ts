import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures.ts';

test('the landing page renders with its header, hero, features and call to action', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page).toHaveTitle(/CourseCards/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instant AI-powered flashcards for any class');
  await expect(page.getByText('better flashcards, better grades')).toBeVisible();
  for (const feature of ['AI-Powered Precision', 'Collaborative Learning', 'Smart Study Modes']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByText('No credit card required • Free forever')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/login');
});

test('the final call to action leads to sign-up', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Create an account for free' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
});

test('a visitor sends a question through Contact', async ({ page }) => {
  const question = `When does the spring term list update? ${test.info().project.name} ${Date.now()}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Feedback or Question' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.getByLabel('Your feedback or question').fill(question);
  await dialog.getByLabel(/Email/).fill('visitor@asu.edu');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Thank you! Your feedback has been submitted.')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });

  const db = new Database(join(process.env.E2E_DATA_DIR!, 'coursecards.db'), { readonly: true });
  try {
    const row = db.prepare('select email from feedback where message = ?').get(question) as
      { email: string } | undefined;
    expect(row?.email).toBe('visitor@asu.edu');
  } finally {
    db.close();
  }
});
