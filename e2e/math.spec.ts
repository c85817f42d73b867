import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { createSetFor, type Account, signInAs, signUp } from './accounts.ts';
import { expect, test } from './fixtures.ts';

/** Math as students write it (math §1), a price that is no math, and LaTeX KaTeX cannot read. */
const CARDS = [
  { question: 'Area of a circle of radius $r$?', answer: '$\\pi r^2$' },
  { question: '$$\\int_0^1 x^2\\,dx$$', answer: '$\\frac{1}{3}$' },
  { question: 'What is $\\sqrt{x^2+1}$ at $x=0$?', answer: '$1$' },
  { question: 'Lunch costs $5 and $10 with a drink', answer: 'Prices, not math' },
  { question: 'Broken $\\frac{1}{$ formula', answer: '$\\left(\\widehat{AB}\\right)^2$' },
];

async function createSet(request: APIRequestContext, owner: Account): Promise<string> {
  return createSetFor(request, owner, {
    title: 'Calculus basics',
    classCode: 'MATH 19A',
    isPublic: false,
    flashcards: CARDS,
  });
}

/** KaTeX's fonts were fetched and apply (they come from our origin, as the CSP allows). */
const katexFontReady = (page: Page) =>
  // A string, not a function: this project's e2e types have no DOM.
  page.evaluate<boolean>(
    `document.fonts.ready.then(() => [...document.fonts].some((f) => /KaTeX_Main/.test(f.family) && f.status === 'loaded'))`,
  );

test('a set with math draws KaTeX in the viewer, flip cards, the quiz, Learn and Match, and only there', async ({
  page,
  request,
}) => {
  const me = await signUp(request, 'math');
  const setId = await createSet(request, me);
  const katexRequests: string[] = [];
  page.on('request', (r) => {
    if (/katex/i.test(r.url())) katexRequests.push(r.url());
  });
  await signInAs(page, me);
  expect(katexRequests, 'a page without math loads no KaTeX').toEqual([]);

  // The viewer: every formula drawn, the price left as text, the broken one as its source with a note.
  await page.goto(`/study/${setId}`);
  const main = page.getByRole('main');
  await expect(main.locator('.katex-display')).toHaveCount(1);
  await expect(main.locator('.katex')).toHaveCount(4);
  await main.getByRole('button', { name: 'Show Answer for card 5' }).click();
  await expect(main.locator('.katex')).toHaveCount(5);
  await expect(main.locator('.katex annotation').last()).toHaveText('\\left(\\widehat{AB}\\right)^2');
  await expect(main.getByText('Lunch costs $5 and $10 with a drink', { exact: true })).toBeVisible();
  await expect(main.locator('.math-error')).toHaveText('$\\frac{1}{$(math error)');
  expect(await katexFontReady(page)).toBe(true);
  // KaTeX's output (MathML for screen readers) and the error note pass axe's serious and critical rules
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

  // Flip cards: the question side, then the answer.
  await page.goto(`/study/${setId}/flashcards`);
  const shownFace = page.locator('[data-side] [aria-hidden="false"]');
  await expect(shownFace).toContainText('Area of a circle of radius');
  await expect(shownFace.locator('.katex annotation')).toHaveText('r');
  await page.keyboard.press('Space');
  await expect(shownFace.locator('.katex annotation')).toHaveText('\\pi r^2');

  // The quiz: the question and the options.
  await page.goto(`/study/${setId}/quiz`);
  const dialog = page.getByRole('dialog', { name: 'Quiz Settings' });
  await dialog.getByRole('switch', { name: 'Shuffle questions' }).uncheck();
  await dialog.getByRole('button', { name: 'Start Quiz' }).click();
  const question = page.getByRole('heading', { level: 2, name: /^Question 1:/ });
  await expect(question.locator('.katex')).toHaveCount(1);
  const options = page.getByRole('main').getByRole('group', { name: /^Question \d+:/ });
  await expect(options.getByRole('button')).toHaveCount(4);
  await expect(options.locator('.katex').first()).toBeVisible();
  await options
    .getByRole('button')
    .filter({ has: page.locator('annotation', { hasText: /^\\pi r\^2$/ }) })
    .click();
  await expect(page.getByRole('region', { name: 'Answer' }).getByText('Correct', { exact: true })).toBeVisible();

  // Learn (its question or its options, as the shuffled card has math) and Match tiles.
  await page.goto(`/study/${setId}/learn`);
  await page.getByRole('button', { name: 'Start Learning' }).click();
  await expect(page.getByRole('main').locator('.katex').first()).toBeVisible();
  await page.goto(`/study/${setId}/match`);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('group', { name: 'Match board' }).locator('.katex').first()).toBeVisible();
  expect(katexRequests.some((url) => /\.js$/.test(url))).toBe(true);
});
