import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createSetFor, auth, signInAs, signUp, type Account } from './accounts.ts';
import { expect, test } from './fixtures.ts';

/**
 * Learn and Match (learn-and-match §2, §3), end to end: a student learns a four-card set to the end
 * with misses and an "I was right", plays Match to a time and finds it on the class leaderboard, all
 * by keyboard where the screens are meant to be played by keyboard.
 */

const CARDS = [
  { question: 'What is the powerhouse of the cell?', answer: 'Mitochondria' },
  { question: 'Which organelle makes proteins?', answer: 'Ribosome' },
  { question: 'Where is the DNA of a eukaryotic cell kept?', answer: 'Nucleus' },
  { question: 'Which organelle carries out photosynthesis?', answer: 'Chloroplast' },
];
const answerOf = (question: string) => CARDS.find((c) => c.question === question.trim())?.answer ?? '';

async function createPublicSet(request: APIRequestContext, owner: Account): Promise<string> {
  const list = await request.get('/data/university-of-california-santa-cruz-class-codes.csv');
  const classCode = (await list.text()).split('\n')[0]?.trim() ?? '';
  return createSetFor(request, owner, { title: 'Organelles', classCode, flashcards: CARDS });
}

const question = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).first();

/** Moves keyboard focus onto the element, by Tab, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let i = 0; i < limit; i++) {
    if ((await target.and(page.locator(':focus')).count()) > 0) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

test.describe('Learn', () => {
  test('a student learns a four-card set to the end, with misses and an override, by keyboard', async ({
    page,
    request,
  }, testInfo) => {
    const owner = await signUp(request, 'learn_owner');
    const student = await signUp(request, 'learner');
    const setId = await createPublicSet(request, owner);
    await signInAs(page, student);

    // The set viewer offers Learn with a line on what it is.
    await page.goto(`/study/${setId}`);
    const learnLink = page.getByRole('navigation', { name: 'Study modes' }).getByRole('link', { name: 'Learn' });
    await expect(learnLink).toHaveAccessibleDescription('Adaptive rounds until you know every card.');
    await learnLink.click();

    await expect(page.getByRole('heading', { name: 'Learn options' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Starred cards \(0\)/ })).toBeDisabled();
    const start = page.getByRole('button', { name: 'Start Learning' });
    await tabTo(page, start);
    await page.keyboard.press('Enter');

    let missedOnce = false;
    let overridden = false;
    let reloaded = false;
    let missedCard = '';
    for (let step = 0; step < 40; step++) {
      const done = page.getByRole('heading', { name: 'You mastered every card!' });
      const roundBreak = page.getByRole('heading', { name: /^Round \d+ done$/ });
      const nextRound = page.getByRole('button', { name: 'Next round' });
      const options = page.getByRole('main').getByRole('group');
      const box = page.getByRole('textbox', { name: 'Your Answer' });
      await expect(done.or(roundBreak).or(options.getByRole('button').first()).or(box)).toBeVisible();
      if (await done.isVisible()) break;
      if (await roundBreak.isVisible()) {
        if (!reloaded) {
          // Progress lives on the server: once it has the finished round, a reload comes back to it.
          reloaded = true;
          await expect
            .poll(async () => {
              const res = await request.get(`/api/learn/${setId}/progress`, { headers: auth(student) });
              const { progress } = (await res.json()) as { progress: { round: { queue: string[]; position: number } } };
              return progress.round.position >= progress.round.queue.length;
            })
            .toBe(true);
          await page.reload();
          await expect(roundBreak).toBeVisible();
        }
        await tabTo(page, nextRound);
        await page.keyboard.press('Enter');
        continue;
      }
      const prompt = (await question(page).innerText()).trim();
      const expected = answerOf(prompt);
      if (await box.isVisible()) {
        await expect(box).toBeFocused();
        if (!overridden) {
          // A wrong grade the student overrides: counted as right, logged on the server.
          await page.keyboard.type('the green one');
          await page.keyboard.press('Enter');
          await expect(page.getByRole('region', { name: 'Answer' }).getByText('Incorrect')).toBeVisible();
          await page.getByRole('button', { name: 'I was right' }).click();
          await expect(page.getByText('Counted as right.').first()).toBeVisible();
          overridden = true;
        } else {
          await page.keyboard.type(expected);
          await page.keyboard.press('Enter');
          await expect(page.getByText('Correct!', { exact: true }).first()).toBeVisible();
        }
      } else {
        const choices = options.getByRole('button');
        await expect(choices.first()).toBeVisible();
        // Each option's own text (the letter before it is decoration).
        const texts = (await choices.locator('span:nth-child(2)').allTextContents()).map((t) => t.trim());
        // Never the same option twice, and the answer exactly once.
        expect(new Set(texts.map((t) => t.toLowerCase())).size).toBe(texts.length);
        expect(texts.filter((t) => t === expected)).toHaveLength(1);
        const pick = !missedOnce ? texts.find((t) => t !== expected) : expected;
        if (!missedOnce) missedCard = prompt;
        missedOnce = true;
        const choice = choices.filter({ hasText: pick ?? '' }).first();
        await tabTo(page, choice);
        await page.keyboard.press('Enter');
      }
      // Focus moves on to Continue; Enter goes on.
      const next = page.getByRole('button', { name: 'Continue' });
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');
    }

    await expect(page.getByRole('heading', { name: 'You mastered every card!' })).toBeVisible();
    await expect(page.getByText('4 cards mastered.')).toBeVisible();
    const missed = page.getByRole('list').filter({ hasText: missedCard });
    await expect(missed).toContainText(answerOf(missedCard));
    await expect(page.getByRole('button', { name: 'Review missed cards' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
    expect(overridden).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('learn-summary.png'), fullPage: true });

    // Another device (a fresh browser context) reads the same finished run from the server.
    const progress = await request.get(`/api/learn/${setId}/progress`, { headers: auth(student) });
    const stored = (await progress.json()) as { progress: { finished: boolean; lastMissed: string[] } };
    expect(stored.progress.finished).toBe(true);
    expect(stored.progress.lastMissed.length).toBeGreaterThan(0);

    // Review missed cards starts a run over just those.
    await page.getByRole('button', { name: 'Review missed cards' }).click();
    await expect(question(page)).toHaveText(missedCard);
  });

  test('the options and a question look right', async ({ page, request }, testInfo) => {
    const owner = await signUp(request, 'learn_owner');
    const setId = await createPublicSet(request, owner);
    await signInAs(page, owner);
    await page.goto(`/study/${setId}/learn`);
    await expect(page.getByRole('heading', { name: 'Learn options' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('learn-options.png'), fullPage: true });
    await page.getByRole('radio', { name: 'Typed only' }).check();
    await page.getByRole('button', { name: 'Start Learning' }).click();
    await expect(page.getByRole('textbox', { name: 'Your Answer' })).toBeFocused();
    await page.keyboard.type('Mitochondira');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath('learn-typed.png'), fullPage: true });
  });
});

test.describe('Match', () => {
  test('a student plays Match by keyboard to a time and sees the class leaderboard', async ({
    page,
    request,
  }, testInfo) => {
    const owner = await signUp(request, 'match_owner');
    const student = await signUp(request, 'matcher');
    const setId = await createPublicSet(request, owner);
    await signInAs(page, student);
    await page.goto(`/study/${setId}`);
    await page.getByRole('navigation', { name: 'Study modes' }).getByRole('link', { name: 'Match' }).click();

    await expect(page.getByText('No time yet: play a game to set one.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('match-intro.png'), fullPage: true });
    await page.getByRole('button', { name: 'Start game' }).click();

    const board = page.getByRole('group', { name: 'Match board' });
    const tiles = board.getByRole('button');
    await expect(tiles).toHaveCount(8);
    await expect(tiles.first()).toBeFocused();
    const status = page.getByRole('status').filter({ hasText: /./ });
    await page.screenshot({ path: testInfo.outputPath('match-board.png'), fullPage: true });

    /** Arrow keys until focus is on the tile with this text, then Enter. */
    async function pickByKeyboard(text: string) {
      await page.keyboard.press('Home');
      for (let i = 0; i < 12; i++) {
        const focused = ((await page.locator(':focus').textContent()) ?? '').trim();
        if (focused === text) {
          await page.keyboard.press('Enter');
          return;
        }
        await page.keyboard.press('ArrowRight');
      }
      throw new Error(`no tile reads “${text}”`);
    }

    // A wrong pair first: announced, and a second added.
    const [first, second] = CARDS as [(typeof CARDS)[number], (typeof CARDS)[number]];
    await pickByKeyboard(first.question);
    await expect(status).toContainText(`Selected: ${first.question}`);
    await pickByKeyboard(second.answer);
    await expect(status).toContainText('Not a pair: one second added.');
    await expect(page.getByText('+1 s penalty')).toBeVisible();

    for (const [i, card] of CARDS.entries()) {
      // The server refuses a board cleared in under 1.5 s, so the last pair waits that long.
      if (i === CARDS.length - 1) await page.waitForTimeout(1600);
      await pickByKeyboard(card.question);
      await pickByKeyboard(card.answer);
      if (i < CARDS.length - 1) await expect(status).toContainText(`${CARDS.length - 1 - i} pair`);
    }

    const result = page.getByRole('heading', { name: /^Your time: / });
    await expect(result).toBeVisible();
    await expect(result).toBeFocused();
    await expect(page.getByText('New personal best!')).toBeVisible();
    const time = (await result.innerText()).replace('Your time:', '').trim();
    const leaderboard = page.getByRole('region', { name: 'Class leaderboard' });
    await expect(leaderboard.getByRole('listitem').filter({ hasText: student.username })).toContainText(time);
    await expect(leaderboard).toContainText('(you)');
    await expect(page.getByRole('region', { name: 'Personal best' })).toContainText(time);
    await page.screenshot({ path: testInfo.outputPath('match-result.png'), fullPage: true });
  });
});
