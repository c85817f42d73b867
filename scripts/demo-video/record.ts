/**
 * npm run demo:video: records the landing page's demo video from the product itself.
 *
 * Builds the app if it is out of date, starts it on a free port with a fresh data directory seeded
 * by `npm run db:seed`, and drives the real UI in Chromium (story.ts) while Chromium's screencast
 * records it; then encodes a WebM (VP9) and, when this ffmpeg has libx264, an MP4 (H.264), a WebP
 * poster and WebVTT captions into apps/web/public/demo/, and the captions' text and the duration
 * into apps/web/src/features/landing/demo-video.json for the landing page's text alternative.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../e2e/start-server.ts';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { ensureBuilt } from '../ensure-built.mjs';
import { cursorOverlayScript } from './cursor-overlay.ts';
import { Director } from './director.ts';
import {
  encodeMp4,
  encodePoster,
  encodeWebm,
  hasEncoder,
  probeDuration,
  stepsOf,
  webVtt,
  linkFrames,
} from './encode.ts';
import { type Recording, ScreenRecorder } from './screen-recorder.ts';
import { tellStory } from './story.ts';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'apps/web/public/demo');
const manifestFile = join(root, 'apps/web/src/features/landing/demo-video.json');
const NAME = 'coursecards-demo';

/**
 * The page is laid out at 1024×640 CSS pixels and drawn at 1.25 device pixels each: a 1280×800
 * video whose text is large enough to read in the landing page's half-width player. Headless
 * Chromium's screencast sends CSS-pixel frames whatever Playwright's deviceScaleFactor says, but
 * honours the browser's own --force-device-scale-factor.
 */
const VIEWPORT = { width: 1024, height: 640 };
const SCALE = 1.25;
const VIDEO = { width: VIEWPORT.width * SCALE, height: VIEWPORT.height * SCALE };

ensureBuilt();
const work = mkdtempSync(join(tmpdir(), 'coursecards-demo-video-'));
const dataDir = join(work, 'data');
const framesDir = join(work, 'frames');
mkdirSync(dataDir);
mkdirSync(framesDir);

try {
  console.info('Seeding a fresh database…');
  execFileSync('npm', ['run', '--silent', 'db:seed', '--', '--sets', '240'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
  });
  const server = await startServer({ dataDir });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--force-device-scale-factor=${SCALE}`, '--hide-scrollbars'],
  });
  let recording: Recording;
  let director: Director;
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: VIEWPORT,
      locale: 'en-US',
      timezoneId: 'America/Los_Angeles',
      colorScheme: 'light',
      reducedMotion: 'no-preference',
    });
    await context.addInitScript({ content: cursorOverlayScript });
    const page = await context.newPage();
    page.on('pageerror', (err) => console.error('Page error:', err.message));

    await page.goto('/');
    // Ready as a visitor sees it: fonts drawn and the school list loaded (the search box enabled).
    const school = page.getByRole('combobox', { name: 'Find your school' });
    await school.waitFor();
    await page.evaluate('document.fonts.ready.then(() => true)');
    for (let i = 0; (await school.isDisabled()) && i < 200; i++) await page.waitForTimeout(100);

    director = new Director(page, VIEWPORT);
    await director.placePointer();
    const recorder = new ScreenRecorder(page, framesDir, VIDEO);
    await recorder.start();
    director.start();
    console.info('Recording…');
    await tellStory(director).catch(async (err: unknown) => {
      const shot = join(tmpdir(), 'coursecards-demo-video-failure.png');
      await page.screenshot({ path: shot }).catch(() => undefined);
      console.error(`The story stopped; the page as it was then: ${shot}`);
      throw err;
    });
    director.timeline.end();
    recording = await recorder.stop();
  } finally {
    await browser.close();
    await server.stop();
  }

  const { timeline } = director;
  const frames = recording.frames.map((f) => ({ file: f.file, t: timeline.videoTime(f.at) }));
  const { wall, waits, waited } = timeline.summary();
  console.info(
    `Recorded ${wall.toFixed(1)} s of wall-clock time: ${timeline.duration.toFixed(1)} s of video, of which ` +
      `${waited.toFixed(1)} s are ${waits} waits for the app; encoding ${frames.length} frames…`,
  );
  // Everything is made in the work folder and moved into place at the end: a failed run leaves the
  // committed video as it was.
  const made = join(work, 'out');
  mkdirSync(made);
  const list = linkFrames(frames, timeline.duration, join(work, 'steady'));
  const webm = join(made, `${NAME}.webm`);
  encodeWebm(list, webm);
  const mp4 = join(made, `${NAME}.mp4`);
  const withMp4 = hasEncoder('libx264');
  if (withMp4) encodeMp4(list, mp4);
  else console.warn('This ffmpeg has no libx264 encoder: WebM only (browsers without VP9 show the poster).');

  const posterAt = director.posterAt ?? recording.frames[0]!.at;
  const posterFrame = recording.frames.findLast((f) => f.at <= posterAt) ?? recording.frames[0]!;
  const poster = join(made, `${NAME}-poster.webp`);
  encodePoster(posterFrame.file, poster);

  const duration = probeDuration(webm);
  const steps = stepsOf(
    director.cues.map((cue) => ({ t: timeline.videoTime(cue.at), text: cue.text })),
    duration,
  );
  const captions = join(made, `${NAME}.en.vtt`);
  writeFileSync(captions, webVtt(steps));
  const manifest = {
    duration: Math.round(duration * 10) / 10,
    width: VIDEO.width,
    height: VIDEO.height,
    mp4: withMp4,
    steps: steps.map((s) => s.text),
  };
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const file of readdirSync(made)) copyFileSync(join(made, file), join(outDir, file));
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);

  const size = (file: string) => `${(statSync(file).size / 1024).toFixed(0)} KB`;
  console.info(`Demo video: ${duration.toFixed(1)} s, ${VIDEO.width}×${VIDEO.height}`);
  for (const file of [...readdirSync(outDir).map((name) => join(outDir, name)), manifestFile]) {
    console.info(`  ${relative(root, file)}  ${size(file)}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
