import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, signInAs, signUp, auth } from './accounts.ts';
import { expect, test } from './fixtures.ts';

/**
 * Stored text renders as text (issue 8, hostile input): a public set whose every free-text field
 * holds markup, script, javascript: links, markdown and LaTeX-looking text, opened by a classmate
 * everywhere it shows (search results, the viewer, flip cards, the quiz and its results, Saved
 * Sets) and by its owner (Created Sets, the profile). Each place must show the payload literally,
 * run none of it (no dialog, no CSP report in the console) and hold no element it describes.
 *
 * Every payload's elements carry `data-xss`, and its script sets `window.__xss`: either would
 * show that the browser parsed the text as HTML rather than printing it.
 */

const RUN = "window.__xss=1;alert('xss')";
const TITLE = `<img src=x onerror="${RUN}" data-xss>Cells & <b data-xss>bold</b>`;
const DESCRIPTION = `<script data-xss>${RUN}</script> **bold** [notes](javascript:${RUN}) <a data-xss href="javascript:${RUN}">link</a> &lt;b&gt;`;
const FIELD_OF_STUDY = `<svg data-xss onload="${RUN}"></svg>Biology`;

const CARDS = [
  {
    question: `<img src=x onerror="${RUN}" data-xss> What is this?`,
    answer: `<script data-xss>${RUN}</script>Nucleus`,
  },
  {
    question: `<svg data-xss onload="${RUN}">Powerhouse?</svg>`,
    answer: `<a data-xss href="javascript:${RUN}">Mitochondria</a>`,
  },
  {
    question: `$$\\href{javascript:${RUN}}{x}$$ \\frac{<b data-xss>1</b>}{2}`,
    answer: `x^{<i data-xss>2</i>} \\(\\alert\\)`,
  },
  {
    question: `# Heading [link](javascript:${RUN}) ![img](x)`,
    answer: `'"><iframe data-xss src="javascript:${RUN}"></iframe>`,
  },
  {
    question: '&lt;b&gt; &amp; &#60;script&#62; {{constructor.constructor("alert(1)")()}}',
    answer: 'javascript:alert(1)',
  },
];

/** The payload title with a tag of its own, so no other run's set shares it. */
const uniqueTitle = () => `${TITLE} ${randomBytes(3).toString('hex')}`;

async function createHostileSet(
  request: APIRequestContext,
  owner: Account,
  set: { title: string; classCode: string },
): Promise<string> {
  const response = await request.post('/api/sets/create', {
    headers: auth(owner),
    data: { ...set, description: DESCRIPTION, isPublic: true, flashcards: CARDS },
  });
  expect(response.status(), await response.text()).toBe(201);
  const created = (await response.json()) as { id: string; title: string; flashcards: { question: string }[] };
  // Stored exactly as sent: the server neither strips nor escapes (escaping is the page's job).
  expect(created.title).toBe(set.title);
  expect(created.flashcards.map((c) => c.question)).toEqual(CARDS.map((c) => c.question));
  return created.id;
}

/** Browser code as text (this project's e2e types have no DOM): what sticks out past the window's right edge. */
const OVERFLOW = `(() => {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return '';
  return [...document.querySelectorAll('body *')]
    .filter((el) => el.getBoundingClientRect().right > width + 0.5)
    .slice(-3)
    .map((el) => el.tagName.toLowerCase() + ' ' + (el.className || '') + ' → ' + Math.round(el.getBoundingClientRect().right - width) + 'px')
    .join('; ') || 'the page, by ' + (document.documentElement.scrollWidth - width) + 'px';
})()`;

/** Counts every way a payload could have come alive, and the dialogs that opened. */
function watchForInjection(page: Page): () => Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    await expect(page.locator('[data-xss]'), 'elements made from stored text').toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i], iframe'), 'links or frames made from stored text').toHaveCount(
      0,
    );
    expect(await page.evaluate('window.__xss'), 'script from stored text ran').toBeUndefined();
    expect(dialogs, 'dialogs opened by stored text').toEqual([]);
    // Long unbroken payloads wrap instead of pushing the page sideways (a phone then zooms out).
    // Polled: a card mid-flip leans past the edge for a moment, and that is not the text's doing.
    await expect.poll(() => page.evaluate(OVERFLOW), { message: 'elements wider than the window' }).toBe('');
  };
}

/** The text as the page shows it, with HTML's whitespace collapsing. */
const shown = (text: string) => text.replace(/\s+/g, ' ').trim();
/** What of a card side is shown as text: its `$$…$$` is drawn by KaTeX, untrusted commands unobeyed (math §2). */
const shownOutsideMath = (text: string) => shown(text.replace(/\$\$[\s\S]*?\$\$/g, ''));

test('a classmate opens a set full of markup: search, viewer, flip cards, quiz, results and Saved Sets show it as text', async ({
  page,
  request,
}, testInfo) => {
  // A class code per project, so the two projects running side by side do not meet.
  const classCode = testInfo.project.name === 'mobile' ? 'LING101' : 'LING100';
  const owner = await signUp(request, 'hostile');
  const reader = await signUp(request, 'reader');
  const title = uniqueTitle();
  const setId = await createHostileSet(request, owner, { title, classCode });
  const noInjection = watchForInjection(page);
  await signInAs(page, reader);

  // Search results: the title and description as text.
  await page.goto(`/search-results?q=${classCode}`);
  const result = page.getByRole('article').filter({ has: page.getByRole('link', { name: shown(title) }) });
  await expect(result.first()).toBeVisible();
  await expect(result.first()).toContainText(shown(DESCRIPTION));
  await noInjection();

  // The viewer: heading, description, and every card's two sides.
  await result
    .first()
    .getByRole('link', { name: shown(title) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/study/${setId}$`));
  await expect(page.getByRole('heading', { level: 1, name: shown(title) })).toBeVisible();
  await expect(page.getByText(shown(DESCRIPTION))).toBeVisible();
  await page.getByRole('button', { name: 'Show All Answers' }).click();
  const list = page.getByRole('list', { name: 'Flashcards' });
  for (const card of CARDS) {
    await expect(list).toContainText(shownOutsideMath(card.question));
    await expect(list).toContainText(shown(card.answer));
  }
  // the one formula, `\href{javascript:…}`, drawn as unsupported text (noInjection: no link came of it)
  await expect(list.locator('.katex')).toHaveCount(1);
  await expect(list.locator('.katex')).toContainText('\\href');
  await noInjection();

  // Flip cards: each card's question, flipped to its answer.
  await page.getByRole('link', { name: 'Study Flashcards' }).click();
  // The deck's own announcements (the offline indicator is a polite live region too).
  const live = page.locator('p.sr-only[aria-live="polite"]');
  for (const [i, card] of CARDS.entries()) {
    await expect(page.getByText(`Card ${i + 1} of ${CARDS.length}`, { exact: true })).toBeVisible();
    await expect(live).toContainText(shown(card.question));
    await page.getByRole('button', { name: 'Flip' }).click();
    await expect(page.locator('[data-side]')).toHaveAttribute('data-side', 'back');
    await expect(live).toContainText(shown(card.answer));
    await noInjection();
    if (i < CARDS.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }

  // The quiz: questions and answer options as text; then the results' review.
  await page.goto(`/study/${setId}/quiz`);
  const settings = page.getByRole('dialog', { name: 'Quiz Settings' });
  await settings.getByRole('switch', { name: 'Shuffle questions' }).uncheck();
  await settings.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(settings).toBeHidden();
  const question = page.getByRole('heading', { level: 2, name: /^Question \d+:/ });
  const options = page.getByRole('main').getByRole('group', { name: /^Question \d+:/ });
  for (const [i, card] of CARDS.entries()) {
    await expect(question).toContainText(shownOutsideMath(card.question));
    await options
      .getByRole('button', { name: shown(card.answer) })
      .first()
      .click();
    await expect(page.getByRole('region', { name: 'Answer' }).getByText('Correct', { exact: true })).toBeVisible();
    await noInjection();
    await page.getByRole('button', { name: i < CARDS.length - 1 ? 'Next Question' : 'See Results' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
  const review = page.getByRole('region', { name: 'Question Review' });
  for (const card of CARDS) await expect(review).toContainText(shownOutsideMath(card.question));
  await noInjection();

  // Saved, and listed under Saved Sets by its title.
  await page.goto(`/study/${setId}`);
  await page.getByRole('button', { name: 'Save Set' }).click();
  await page
    .getByRole('dialog', { name: 'Set Saved Successfully!' })
    .getByRole('link', { name: 'View Saved Sets' })
    .click();
  await expect(page).toHaveURL(/\/saved-sets$/);
  await expect(page.getByRole('link', { name: shown(title) })).toBeVisible();
  await noInjection();
});

test('the owner sees the same text in Created Sets and a markup field of study on the profile', async ({
  page,
  request,
}, testInfo) => {
  const classCode = testInfo.project.name === 'mobile' ? 'LING103' : 'LING102';
  const owner = await signUp(request, 'hostile');
  const title = uniqueTitle();
  await createHostileSet(request, owner, { title, classCode });
  const profile = await request.post('/api/user/update-profile', {
    headers: auth(owner),
    data: { username: owner.username, fieldOfStudy: FIELD_OF_STUDY },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const noInjection = watchForInjection(page);
  await signInAs(page, owner);

  await page.goto('/created-sets');
  await expect(page.getByRole('link', { name: shown(title) })).toBeVisible();
  await noInjection();

  await page.goto('/profile');
  await expect(page.getByText(FIELD_OF_STUDY, { exact: true })).toBeVisible();
  await noInjection();
});
