import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import Database from 'better-sqlite3';
import sharp from 'sharp';
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
  await expect(option).toContainText(/\d+ sets?/);
  // The count is the server's number of public sets for the school, not a made-up one.
  const { counts } = (await (await countsAnswer).json()) as { counts: Record<string, number> };
  const expected = counts[school] ?? 0;
  await expect(option).toContainText(
    expected === 0 ? '0 sets yet · be the first to share one' : `${expected} ${expected === 1 ? 'set' : 'sets'}`,
  );

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

test('a school with no sets yet is an invitation, with its real count', async ({ page }) => {
  const countsAnswer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/schools/set-counts');
  await page.goto('/');
  const { counts } = (await (await countsAnswer).json()) as { counts: Record<string, number> };
  // The end-to-end accounts study at UC Santa Cruz: Stanford has no public sets there.
  expect(counts['Stanford University'] ?? 0).toBe(0);
  const search = page.getByRole('combobox', { name: 'Find your school' });
  await expect(search).toBeEnabled();
  await search.pressSequentially('stanford');
  const option = page.getByRole('option', { name: /Stanford University/ });
  await expect(option).toContainText('0 sets yet · be the first to share one');
  await expect(option.getByText('0 sets', { exact: true })).toHaveCount(0);
});

test('a school that is not on the list: sign-up says what happens and requests it with the typed name', async ({
  page,
}) => {
  const name = 'Hogwarts School of Witchcraft';
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Find your school' });
  await expect(search).toBeEnabled();
  await search.pressSequentially(name);
  const option = page.getByRole('option', { name: new RegExp(`Create “${name}”`) });
  await expect(option).toContainText('New School');
  await expect(option).toContainText('Not on our list yet: sign up and request it');
  await option.click();

  await expect(page).toHaveURL(/\/signup$/);
  const notice = page.getByRole('region', { name: `“${name}” is not on our list yet` });
  await expect(notice).toContainText("Request yours and we'll review it");
  await notice.getByRole('button', { name: `Request “${name}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a university' });
  await expect(dialog.getByRole('textbox', { name: 'University name' })).toHaveValue(name);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Thanks! We received your request and will review it soon.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Choosing a university from the list takes the notice away.
  await page.getByRole('combobox', { name: 'University' }).fill('santa cruz');
  await page
    .getByRole('option', { name: /Santa Cruz/ })
    .first()
    .click();
  await expect(notice).toHaveCount(0);
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

test('the landing page fits the screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  expect(overflow).toBeLessThanOrEqual(0);
});

/** What `npm run demo:video` recorded: the video's length and the captions' text. */
const demo = JSON.parse(
  readFileSync(join(import.meta.dirname, '../apps/web/src/features/landing/demo-video.json'), 'utf8'),
) as { duration: number; width: number; height: number; mp4: boolean; steps: string[] };

/** The little of an HTMLVideoElement the checks read (this project's e2e types have no DOM). */
interface VideoElement {
  readyState: number;
  duration: number;
  currentTime: number;
  currentSrc: string;
  muted: boolean;
  paused: boolean;
  textTracks: ArrayLike<{ kind: string; mode: string; cues: ArrayLike<{ text?: string }> | null }>;
  play(): Promise<void>;
}

const videoState = (video: Locator) =>
  video.evaluate((v: VideoElement) => ({
    readyState: v.readyState,
    duration: v.duration,
    currentTime: v.currentTime,
    currentSrc: v.currentSrc,
    muted: v.muted,
    paused: v.paused,
    tracks: Array.from(v.textTracks, (t) => ({
      kind: t.kind,
      mode: t.mode,
      cues: Array.from(t.cues ?? [], (c) => c.text ?? ''),
    })),
  }));

test('the demo video shows its poster, loads nothing until played, then plays with captions', async ({ page }) => {
  const media: string[] = [];
  page.on('request', (request) => {
    if (/\/demo\/.*\.(webm|mp4)$/.test(new URL(request.url()).pathname)) media.push(request.url());
  });
  const posterAnswer = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/demo/coursecards-demo-poster.webp',
  );
  await page.goto('/');
  const video = page.getByLabel('CourseCards demo video');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toBeVisible();

  // The poster: fetched with the page, an image of the video's size, and drawn (not a blank box).
  const poster = await posterAnswer;
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/webp');
  const posterImage = await sharp(await poster.body()).metadata();
  expect([posterImage.format, posterImage.width, posterImage.height]).toEqual(['webp', demo.width, demo.height]);
  const drawn = await sharp(await video.screenshot()).stats();
  expect(Math.max(...drawn.channels.map((c) => c.stdev))).toBeGreaterThan(20);

  // Nothing of the video itself before play: preload="none", so it is no part of the first load.
  await page.waitForLoadState('networkidle');
  expect(media).toEqual([]);
  expect(await videoState(video)).toMatchObject({ readyState: 0, muted: true, paused: true });

  // Played (muted, as the page has it): the WebM loads, has the recorded length, and moves on.
  await video.evaluate((v: VideoElement) => v.play());
  await expect.poll(async () => (await videoState(video)).currentTime, { timeout: 20_000 }).toBeGreaterThan(0);
  const playing = await videoState(video);
  expect(playing.readyState).toBeGreaterThanOrEqual(1);
  expect(playing.currentSrc).toMatch(/\/demo\/coursecards-demo\.webm$/);
  expect(playing.duration).toBeGreaterThanOrEqual(30);
  expect(playing.duration).toBeLessThanOrEqual(60);
  expect(Math.abs(playing.duration - demo.duration)).toBeLessThan(1);

  // Its captions: one English track, shown, with a cue for each step the page lists as text.
  await expect.poll(async () => (await videoState(video)).tracks[0]?.cues.length ?? 0).toBe(demo.steps.length);
  const [track] = (await videoState(video)).tracks;
  expect(track).toEqual({ kind: 'captions', mode: 'showing', cues: demo.steps });
});

test('the demo video’s MP4, for browsers without VP9, is H.264 of the same length', async ({ page, request }) => {
  test.skip(!demo.mp4, 'recorded where ffmpeg had no H.264 encoder: WebM only');
  const answer = await request.get('/demo/coursecards-demo.mp4');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('video/mp4');
  const body = await answer.body();
  expect(body.subarray(4, 8).toString('latin1')).toBe('ftyp');
  expect(body.includes(Buffer.from('avc1'))).toBe(true);

  await page.goto('/');
  const canPlay = await page.evaluate<string>(
    `document.createElement('video').canPlayType('video/mp4; codecs="avc1.64001f"')`,
  );
  test.skip(canPlay === '', 'this Chromium build plays no H.264');
  const duration = await page.evaluate<number>(`new Promise((resolve, reject) => {
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'metadata';
    video.onloadedmetadata = () => resolve(video.duration);
    video.onerror = () => reject(new Error('the MP4 did not load: ' + video.error?.message));
    video.src = '/demo/coursecards-demo.mp4';
  })`);
  expect(Math.abs(duration - demo.duration)).toBeLessThan(1);
});
