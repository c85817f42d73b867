import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createSetFor, type Account, PASSWORD, UNIVERSITY, signInAs, signUp } from './accounts.ts';
import { expect, test } from './fixtures.ts';

/**
 * Keyboard-only walk-throughs: after the address is opened, nothing but keyboard.press and
 * keyboard.type. Each stop checks that the focused element shows a focus indicator, and every
 * dialog is checked to take focus in and give it back (never to <body>).
 */

/** What has focus, as a short description for failure messages; 'body' when nothing does. */
const describeFocus = (page: Page) =>
  page.evaluate<string>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 40) || el.getAttribute('name') || '';
    return el.tagName.toLowerCase() + (el.getAttribute('role') ? '[role=' + el.getAttribute('role') + ']' : '') + ' "' + name + '"';
  })()`);

/**
 * Whether the focused element shows focus: an outline on it (or on the card around an invisible
 * input, up to two levels up), or a focus ring (box-shadow with a spread of 2px or more) on it or
 * on its ::after / ::before (a link stretched over its card draws the ring there).
 */
const focusIsVisible = (page: Page) =>
  page.evaluate<boolean>(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const outlined = (node) => {
      const s = getComputedStyle(node);
      return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 && s.outlineColor !== 'rgba(0, 0, 0, 0)';
    };
    for (let node = el, level = 0; node && level < 3; node = node.parentElement, level++) {
      if (outlined(node)) return true;
    }
    return [null, '::after', '::before'].some((pseudo) => {
      const style = getComputedStyle(el, pseudo);
      if (pseudo && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) return true;
      const rings = style.boxShadow.match(/0px 0px 0px (\\d+(?:\\.\\d+)?)px/g) ?? [];
      return rings.some((ring) => parseFloat(ring.split(' ')[3]) >= 2);
    });
  })()`);

async function expectVisibleFocus(page: Page) {
  const focused = await describeFocus(page);
  expect(focused, 'focus is on an element, not <body>').not.toBe('body');
  expect(await focusIsVisible(page), `a visible focus indicator on ${focused}`).toBe(true);
}

interface DomNode {
  ownerDocument: { activeElement: { compareDocumentPosition: (other: unknown) => number } | null };
}

/**
 * Presses Tab until `target` has focus (Shift+Tab when it comes before the focused element in the
 * page), checking that each stop on the way shows its focus.
 */
async function tabTo(page: Page, target: Locator, { max = 40 } = {}) {
  const where = () =>
    target.evaluate((el: DomNode) => {
      const active = el.ownerDocument.activeElement;
      if ((active as unknown) === el) return 'here';
      // Node.DOCUMENT_POSITION_FOLLOWING: the target comes after what has focus (or after <body>'s start).
      return active && active.compareDocumentPosition(el) & 4 ? 'after' : 'before';
    });
  const key = (await where()) === 'before' ? 'Shift+Tab' : 'Tab';
  const stops: string[] = [];
  for (let i = 0; i <= max; i++) {
    if ((await where()) === 'here') {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(key);
    const focused = await describeFocus(page);
    stops.push(focused);
    expect(await focusIsVisible(page), `a visible focus indicator on ${focused} (${stops.join(' → ')})`).toBe(true);
  }
  throw new Error(`${key} never reached ${target.toString()}; it went through: ${stops.join(' → ')}`);
}

/** A modal dialog holds focus: the focused element is inside it. */
async function expectFocusInside(container: Locator) {
  await expect
    .poll(() =>
      container.evaluate((el: { contains: (other: unknown) => boolean; ownerDocument: { activeElement: unknown } }) =>
        el.contains(el.ownerDocument.activeElement),
      ),
    )
    .toBe(true);
}

async function expectFocusNotLost(page: Page) {
  await expect.poll(() => describeFocus(page), { message: 'focus is not lost to <body>' }).not.toBe('body');
}

async function createSet(request: APIRequestContext, owner: Account, cards: { question: string; answer: string }[]) {
  const title = `Keyboard Set ${randomBytes(3).toString('hex')}`;
  const id = await createSetFor(request, owner, { title, classCode: 'CSE101', isPublic: false, flashcards: cards });
  return { id, title };
}

const CARDS = [
  { question: 'What is the powerhouse of the cell?', answer: 'Mitochondria' },
  { question: 'Which organelle makes proteins?', answer: 'Ribosome' },
  { question: 'Where is the DNA of a eukaryotic cell kept?', answer: 'Nucleus' },
];

test('sign-up by keyboard: the form, both account steps behind it, and the welcome', async ({ page }) => {
  const username = `kbd_${randomBytes(5).toString('hex')}`;
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();

  // University: type, pick the suggestion with the arrow keys and Enter.
  const university = page.getByRole('combobox', { name: 'University' });
  await tabTo(page, university);
  await page.keyboard.type('santa cruz');
  await expect(page.getByRole('option', { name: UNIVERSITY })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(university).toHaveValue(UNIVERSITY);
  await expect(page.getByRole('option')).toHaveCount(0);

  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(`${username}@ucsc.edu`);
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);

  // The show/hide toggle works from the keyboard too.
  const toggle = page.getByRole('button', { name: 'Show password' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');

  // Terms of Service: opens with Enter, takes focus, Escape gives it back to the link.
  const terms = page.getByRole('button', { name: 'Terms of Service' });
  await tabTo(page, terms);
  await page.keyboard.press('Enter');
  const termsDialog = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(termsDialog).toBeVisible();
  await expectFocusInside(termsDialog);
  await page.keyboard.press('Escape');
  await expect(termsDialog).toBeHidden();
  await expect(terms).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/created-sets$/);
  const welcome = page.getByRole('dialog', { name: 'Welcome to CourseCards!' });
  await expect(welcome).toBeVisible();
  await expectFocusInside(welcome);
  await tabTo(page, welcome.getByRole('button', { name: 'Start Learning' }), { max: 10 });
  await page.keyboard.press('Enter');
  await expect(welcome).toBeHidden();
  await expectFocusNotLost(page);
  // The button that opened the way here is gone: the page heading has focus.
  await expect(page.getByRole('heading', { level: 1, name: 'Created Sets' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible();
});

test('a set made by keyboard: title, class code from the list, two cards, published', async ({ page, request }) => {
  const me = await signUp(request, 'kbdcreate');
  await signInAs(page, me);
  const title = `Keyboard Biology ${randomBytes(3).toString('hex')}`;

  await page.goto('/set-creator');
  await expect(page.getByRole('heading', { level: 1, name: 'New Flashcard Set' })).toBeVisible();
  const classCode = page.getByRole('combobox', { name: 'Class Code' });
  await expect(classCode).toHaveAttribute('placeholder', 'e.g. CSE 101');

  await tabTo(page, page.getByLabel('Set Title'));
  await page.keyboard.type(title);
  await tabTo(page, classCode);
  await page.keyboard.type('cse101');
  const option = page.getByRole('option', { name: 'CSE101', exact: true });
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(classCode).toHaveValue('CSE101');

  await tabTo(page, page.getByRole('textbox', { name: 'Card 1 Question' }));
  await page.keyboard.type(CARDS[0]!.question);
  await tabTo(page, page.getByRole('textbox', { name: 'Card 1 Answer' }));
  await page.keyboard.type(CARDS[0]!.answer);

  // The equation editor: a dialog that takes focus and gives it back to its button on Escape.
  const equationButton = page.getByRole('button', { name: 'Add equation to Card 1 answer' });
  await tabTo(page, equationButton, { max: 10 });
  await page.keyboard.press('Enter');
  const equation = page.getByRole('dialog', { name: 'Equation Editor' });
  await expect(equation).toBeVisible();
  await expectFocusInside(equation);
  await page.keyboard.press('Escape');
  await expect(equation).toBeHidden();
  await expect(equationButton).toBeFocused();

  const addCard = page.getByRole('button', { name: 'Add a New Card' });
  await tabTo(page, addCard);
  await page.keyboard.press('Enter');
  const question2 = page.getByRole('textbox', { name: 'Card 2 Question' });
  await expect(question2).toBeVisible();
  await expectFocusNotLost(page);
  await tabTo(page, question2);
  await page.keyboard.type(CARDS[1]!.question);
  await tabTo(page, page.getByRole('textbox', { name: 'Card 2 Answer' }));
  await page.keyboard.type(CARDS[1]!.answer);
  await expect(page.getByText('Ready to save!')).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Publish' }), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/created-sets$/);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
});

test('study by keyboard: open the set from Created Sets, flip cards with Space and the arrows', async ({
  page,
  request,
}) => {
  const me = await signUp(request, 'kbdstudy');
  const set = await createSet(request, me, CARDS);
  await signInAs(page, me);

  await page.goto('/created-sets');
  await expect(page.getByRole('heading', { level: 1, name: 'Created Sets' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: set.title, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/study/${set.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: set.title })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'Study Flashcards' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/study/${set.id}/flashcards$`));

  const position = page.getByText(/^Card \d of 3$/);
  const card = page.locator('[data-side]');
  await expect(position).toHaveText('Card 1 of 3');
  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('data-side', 'back');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Card 2 of 3');
  await expect(card).toHaveAttribute('data-side', 'front');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('Card 1 of 3');

  // The buttons: Flip on Enter flips once; Next walks to the end.
  const flip = page.getByRole('button', { name: 'Flip' });
  await tabTo(page, flip);
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('data-side', 'back');
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(position).toHaveText('Card 3 of 3');
  await expectFocusNotLost(page);

  await tabTo(page, page.getByRole('link', { name: 'Back to Set' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/study/${set.id}$`));
});

test('a quiz by keyboard: settings, a multiple-choice and a typed answer, the jump menu, results', async ({
  page,
  request,
}) => {
  const me = await signUp(request, 'kbdquiz');
  const set = await createSet(request, me, CARDS.slice(0, 2));
  await signInAs(page, me);

  await page.goto(`/study/${set.id}/quiz`);
  const settings = page.getByRole('dialog', { name: 'Quiz Settings' });
  await expect(settings).toBeVisible();
  await expectFocusInside(settings);
  // Multiple choice (the default), shuffling off for a known order.
  const shuffle = settings.getByRole('switch', { name: 'Shuffle questions' });
  await tabTo(page, shuffle, { max: 10 });
  await page.keyboard.press('Space');
  await expect(shuffle).not.toBeChecked();
  await tabTo(page, settings.getByRole('button', { name: 'Start Quiz' }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(settings).toBeHidden();
  await expectFocusNotLost(page);

  // Question 1, multiple choice.
  const options = page.getByRole('main').getByRole('group', { name: /^Question \d+:/ });
  await expect(page.getByText('1/2', { exact: true })).toBeVisible();
  await tabTo(page, options.getByRole('button', { name: CARDS[0]!.answer, exact: true }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Answer' });
  await expect(panel.getByText('Correct', { exact: true })).toBeVisible();
  await expectFocusNotLost(page);

  // The jump menu: arrow keys open it on the current question, Escape gives focus back.
  const jump = page.getByRole('button', { name: 'Jump to Question' });
  await tabTo(page, jump);
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Jump to Question' });
  await expect(menu).toBeVisible();
  await expectFocusInside(menu);
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(jump).toBeFocused();

  // The settings reopen from the header and close with Escape, focus back on their button.
  const settingsButton = page.getByRole('button', { name: 'Quiz Settings' });
  await tabTo(page, settingsButton);
  await page.keyboard.press('Enter');
  await expect(settings).toBeVisible();
  await expectFocusInside(settings);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(settingsButton).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Next Question' }));
  await page.keyboard.press('Enter');

  // Question 2, switched to a typed answer.
  await expect(page.getByText('2/2', { exact: true })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Switch to Text Input' }));
  await page.keyboard.press('Enter');
  const box = page.getByRole('textbox', { name: 'Your Answer' });
  await expect(box).toBeVisible();
  await expectFocusNotLost(page);
  await tabTo(page, box);
  await page.keyboard.type('ribosome');
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Correct', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'See Results' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeFocused();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.getByText('2 correct out of 2 attempted questions (2 total)')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Take Quiz Again' }), { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('1/2', { exact: true })).toBeVisible();
  await expectFocusNotLost(page);
});
