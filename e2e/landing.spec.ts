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

test('a visitor finds their school by its alias, sees its real set count and lands on sign-up', async ({ page }) => {
  const school = 'University of California, Santa Cruz';
  // The counts the page itself was sent: the server recounts once a minute, and other tests publish
  // sets meanwhile, so a second request could see a newer count than the page shows.
  const countsAnswer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/schools/set-counts');
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Find your school' });
  await expect(search).toBeEnabled(); // the school list has loaded
  await search.pressSequentially('ucsc');
  const option = page.getByRole('option', { name: new RegExp(school) });
  await expect(option).toBeVisible();
  await expect(option).toContainText(/\d+ sets?$/);
  // The count is the server's number of public sets for the school, not a made-up one.
  const { counts } = (await (await countsAnswer).json()) as { counts: Record<string, number> };
  const expected = counts[school] ?? 0;
  await expect(option).toContainText(`${expected} ${expected === 1 ? 'set' : 'sets'}`);

  await search.press('Enter');
  await expect(page.getByRole('button', { name: 'Searching...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'University' })).toHaveValue(school);
  // (e2e code has no DOM types: browser-side expressions are given as text)
  expect(await page.evaluate('localStorage.getItem("selectedSchool")')).toBe(school);
  expect(await page.evaluate('localStorage.getItem("searchSchool")')).toBe(school);

  const db = new Database(join(process.env.E2E_DATA_DIR!, 'coursecards.db'), { readonly: true });
  try {
    const row = db.prepare('select count(*) as n from search_logs where school = ?').get(school) as { n: number };
    expect(row.n).toBeGreaterThan(0);
  } finally {
    db.close();
  }
});

test('the footer opens the Terms of Service and the Privacy Policy', async ({ page }) => {
  const { contactEmail } = (await (await page.request.get('/api/config')).json()) as { contactEmail: string };
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });

  await footer.getByRole('button', { name: 'Terms of Service' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms.getByText('April 23, 2025')).toBeVisible();
  await expect(terms.getByRole('link', { name: contactEmail }).first()).toHaveAttribute(
    'href',
    `mailto:${contactEmail}`,
  );
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();

  await footer.getByRole('button', { name: 'Privacy Policy' }).click();
  const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(privacy.getByText('April 23, 2025')).toBeVisible();
  await expect(privacy.getByRole('heading', { name: /Sessions, cookies and local storage/ })).toBeVisible();
  await privacy.getByRole('button', { name: 'Close' }).click();
  await expect(privacy).toBeHidden();
});

test('the landing page fits the screen and shows the demo poster, not a broken player', async ({ page }) => {
  await page.goto('/');
  const poster = page.getByRole('img', { name: /CourseCards study card/ });
  await expect(poster).toBeVisible();
  await expect(poster).toHaveJSProperty('complete', true);
  await expect(poster).toHaveJSProperty('naturalWidth', 1920); // it loaded, at twice its CSS width
  await expect(page.getByText('Demo video coming soon')).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect(overflow).toBeLessThanOrEqual(0);
});
