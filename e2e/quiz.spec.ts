import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createSetFor, type Account, signInAs, signUp, uploadImage } from './accounts.ts';
import { allowFailures, expect, test } from './fixtures.ts';

async function classCode(request: APIRequestContext): Promise<string> {
  const list = await request.get('/data/university-of-california-santa-cruz-class-codes.csv');
  expect(list.ok()).toBe(true);
  return (await list.text()).split('\n')[0]?.trim() ?? '';
}

interface CardInput {
  question: string;
  answer: string;
  questionImage?: string;
  answerImage?: string;
}

async function createSet(request: APIRequestContext, owner: Account, title: string, cards: CardInput[]) {
  return createSetFor(request, owner, {
    title,
    classCode: await classCode(request),
    isPublic: false,
    flashcards: cards,
  });
}

const BIOLOGY: CardInput[] = [
  { question: 'What is the powerhouse of the cell?', answer: 'Mitochondria' },
  { question: 'Which organelle makes proteins?', answer: 'Ribosome' },
  { question: 'Where is the DNA of a eukaryotic cell kept?', answer: 'Nucleus' },
  { question: 'Which organelle carries out photosynthesis?', answer: 'Chloroplast' },
];

/** Answers the settings dialog: the given type (if it can be chosen) and shuffling off, for a known order. */
async function startQuiz(page: Page, type?: 'Multiple Choice' | 'Text Input') {
  const dialog = page.getByRole('dialog', { name: 'Quiz Settings' });
  await expect(dialog).toBeVisible();
  if (type) await dialog.getByRole('radio', { name: type }).check();
  await dialog.getByRole('switch', { name: 'Shuffle questions' }).uncheck();
  await dialog.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(dialog).toBeHidden();
}

const question = (page: Page) => page.getByRole('heading', { level: 2, name: /^Question \d+:/ });
const options = (page: Page) => page.getByRole('main').getByRole('group', { name: /^Question \d+:/ });
const answerPanel = (page: Page) => page.getByRole('region', { name: 'Answer' });
const badge = (panel: Locator, text: 'Correct' | 'Close!' | 'Incorrect') => panel.getByText(text, { exact: true });

test('multiple choice: right and wrong picks, bookmark, jump, results and a retake', async ({ page, request }) => {
  const me = await signUp(request, 'quizmc');
  const setId = await createSet(request, me, 'Organelles', BIOLOGY);
  await signInAs(page, me);

  await page.goto(`/study/${setId}/quiz`);
  await expect(page.getByRole('heading', { level: 1, name: 'Organelles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Set Page' })).toHaveAttribute('href', `/study/${setId}`);
  // The dialog's defaults: multiple choice, shuffled.
  const dialog = page.getByRole('dialog', { name: 'Quiz Settings' });
  await expect(dialog.getByRole('radio', { name: 'Multiple Choice' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Shuffle questions' })).toBeChecked();
  await startQuiz(page);

  // Question 1: the correct answer among three distractors drawn from the set's other answers.
  await expect(question(page)).toContainText(BIOLOGY[0]!.question);
  await expect(page.getByText('1/4', { exact: true })).toBeVisible();
  await expect(options(page).getByRole('button')).toHaveCount(4);
  await options(page).getByRole('button', { name: 'Mitochondria', exact: true }).click();
  await expect(badge(answerPanel(page), 'Correct')).toBeVisible();
  await expect(page.getByText('1 correct, 0 incorrect')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Correct$/ })).toBeAttached();
  await page.getByRole('button', { name: 'Bookmark question' }).click();
  await expect(page.getByRole('button', { name: 'Bookmark question' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next Question' }).click();

  // Question 2: a wrong pick turns red, the right one green.
  await expect(question(page)).toContainText(BIOLOGY[1]!.question);
  await expect(options(page).getByRole('button')).toHaveCount(4);
  await options(page).getByRole('button').filter({ hasNotText: 'Ribosome' }).first().click();
  await expect(badge(answerPanel(page), 'Incorrect')).toBeVisible();
  await expect(page.getByText('1 correct, 1 incorrect')).toBeVisible();
  await expect(options(page).getByRole('button', { name: /^Ribosome/ })).toHaveClass(/bg-emerald-50/);
  await expect(options(page).locator('button.bg-red-50')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Switch to/ })).toHaveCount(0);

  // Jump to the last question through the menu: question 3 stays unanswered.
  await page.getByRole('button', { name: 'Jump to Question' }).click();
  const menu = page.getByRole('menu', { name: 'Jump to Question' });
  const listed = menu.getByRole('group', { name: 'QUESTIONS' }).getByRole('menuitem');
  await expect(listed).toHaveCount(4);
  await expect(listed.nth(0)).toContainText('What is the powerhouse of the ...');
  await expect(listed.nth(0)).toHaveAccessibleName(/Correct, Bookmarked/);
  await expect(listed.nth(1)).toHaveAccessibleName(/Incorrect/);
  await expect(menu.getByRole('group', { name: 'BOOKMARKED' }).getByRole('menuitem')).toHaveCount(1);
  await listed.nth(3).click();
  await expect(menu).toBeHidden();
  await expect(question(page)).toContainText(BIOLOGY[3]!.question);
  await expect(page.getByText('4/4', { exact: true })).toBeVisible();
  await options(page).getByRole('button', { name: 'Chloroplast', exact: true }).click();
  await page.getByRole('button', { name: 'See Results' }).click();

  await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
  await expect(page.getByText('50%', { exact: true })).toBeVisible();
  await expect(page.getByText('2 correct out of 3 attempted questions (4 total)')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Score' })).toHaveAttribute('data-band', 'poor');
  const review = page.getByRole('region', { name: 'Question Review' }).getByRole('article');
  await expect(review).toHaveCount(4);
  await expect(review.nth(0).getByText('Bookmarked')).toBeVisible();
  await expect(review.nth(2).getByText('Not answered')).toBeVisible();
  await expect(review.nth(2).getByText('(No answer provided)')).toBeVisible();
  await expect(review.nth(2).getByText('Nucleus')).toBeVisible();

  await page.getByRole('button', { name: 'Take Quiz Again' }).click();
  await expect(page.getByText('1/4', { exact: true })).toBeVisible();
  await expect(page.getByText('0 correct, 0 incorrect')).toBeVisible();
  await expect(options(page).getByRole('button', { name: 'Mitochondria', exact: true })).toBeEnabled();
});

test('text input by keyboard: correct, close and wrong answers to the results', async ({ page, request }) => {
  const me = await signUp(request, 'quiztext');
  const setId = await createSet(request, me, 'Mixed Facts', [
    { question: 'What is the powerhouse of the cell?', answer: 'Mitochondria' },
    { question: 'Which is the largest planet\nof the solar system?', answer: 'Jupiter' },
    { question: 'What is the capital of France?', answer: 'Paris' },
  ]);
  await signInAs(page, me);

  // The forced route fixes the type.
  await page.goto(`/quiz/${setId}/text`);
  const dialog = page.getByRole('dialog', { name: 'Quiz Settings' });
  await expect(dialog.getByRole('radio', { name: 'Text Input' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Multiple Choice' })).toBeDisabled();
  await startQuiz(page);
  await expect(page.getByRole('button', { name: /^Switch to/ })).toHaveCount(0);

  // A typo is close: shown yellow with feedback, counted as incorrect.
  const box = page.getByRole('textbox', { name: 'Your Answer' });
  await expect(page.getByRole('button', { name: 'Check Answer' })).toBeDisabled();
  await box.fill('Mitochondira');
  await box.press('Enter');
  const panel = answerPanel(page);
  await expect(badge(panel, 'Close!')).toBeVisible();
  await expect(panel.getByText('Feedback', { exact: true })).toBeVisible();
  await expect(panel.getByText('Mitochondria', { exact: true })).toBeVisible();
  await expect(page.getByText('0 correct, 1 incorrect')).toBeVisible();
  // Focus has moved to the way forward: Enter goes on.
  await expect(page.getByRole('button', { name: 'Next Question' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Question 2 (two lines kept as written); focus is in the answer box; Shift+Enter adds a line.
  await expect(question(page)).toContainText('Which is the largest planet\nof the solar system?');
  await expect(box).toBeFocused();
  await page.keyboard.type('jupiter');
  await page.keyboard.press('Shift+Enter');
  await expect(box).toHaveValue('jupiter\n');
  await page.keyboard.press('Enter');
  await expect(badge(panel, 'Correct')).toBeVisible();
  await expect(panel.getByText('Feedback', { exact: true })).toHaveCount(0);
  await expect(page.getByText('1 correct, 1 incorrect')).toBeVisible();
  await page.keyboard.press('Enter');

  await page.keyboard.type('London');
  await page.keyboard.press('Enter');
  await expect(badge(panel, 'Incorrect')).toBeVisible();
  await expect(page.getByRole('button', { name: 'See Results' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeFocused();
  await expect(page.getByText('33%', { exact: true })).toBeVisible();
  await expect(page.getByText('1 correct out of 3 attempted questions (3 total)')).toBeVisible();
  const review = page.getByRole('region', { name: 'Question Review' }).getByRole('article');
  await expect(review.nth(0).getByText('Close!')).toBeVisible();
  await expect(review.nth(0).getByText('Mitochondira')).toBeVisible();
  await expect(review.nth(2).getByText('London')).toBeVisible();
});

test('text input: "I was right" counts a wrongly graded answer as correct and logs it', async ({ page, request }) => {
  const me = await signUp(request, 'quizoverride');
  const setId = await createSet(request, me, 'Override', [
    { question: 'What is the powerhouse of the cell?', answer: 'Mitochondria' },
  ]);
  await signInAs(page, me);
  await page.goto(`/quiz/${setId}/text`);
  await startQuiz(page);
  await page.getByRole('textbox', { name: 'Your Answer' }).fill('the nucleus, I think');
  await page.keyboard.press('Enter');
  const panel = answerPanel(page);
  await expect(badge(panel, 'Correct')).toHaveCount(0);
  await expect(page.getByText('0 correct, 1 incorrect')).toBeVisible();

  const logged = page.waitForRequest((req) => req.url().endsWith('/api/answer-overrides') && req.method() === 'POST');
  await panel.getByRole('button', { name: 'I was right' }).click();
  const body = (await logged).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    setId,
    mode: 'quiz',
    userAnswer: 'the nucleus, I think',
    correctAnswer: 'Mitochondria',
  });
  await expect(badge(panel, 'Correct')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'I was right' })).toHaveCount(0);
  await expect(page.getByText('1 correct, 0 incorrect')).toBeVisible();
  // The button is gone once used: focus is on the way forward.
  await expect(page.getByRole('button', { name: 'See Results' })).toBeFocused();
});

test('forced multiple choice, a switch on the open route, and the skipped-image notice', async ({ page, request }) => {
  const me = await signUp(request, 'quizroute');
  const image = await uploadImage(request, me);
  const setId = await createSet(request, me, 'With a diagram', [
    ...BIOLOGY.slice(0, 3),
    { question: 'Label the diagram', answer: '', answerImage: image },
  ]);
  await signInAs(page, me);

  await page.goto(`/quiz/${setId}/multiple-choice`);
  const dialog = page.getByRole('dialog', { name: 'Quiz Settings' });
  await expect(dialog.getByRole('radio', { name: 'Text Input' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(options(page).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Switch to/ })).toHaveCount(0);
  await expect(page.getByText('1/3', { exact: true })).toBeVisible();
  await expect(page.getByText('1 flashcard with answer images was skipped from this quiz')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(page.getByText(/was skipped/)).toBeHidden();

  // The open route with the dialog dismissed: typed answers, and a switch each way.
  await page.goto(`/study/${setId}/quiz`);
  await page.getByRole('dialog', { name: 'Quiz Settings' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('textbox', { name: 'Your Answer' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to Multiple Choice' }).click();
  await expect(options(page).getByRole('button', { name: 'Mitochondria', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to Text Input' }).click();
  await expect(page.getByRole('textbox', { name: 'Your Answer' })).toBeVisible();
});

test('states: a set of answer images only, an empty set, and a set that does not load', async ({
  page,
  request,
  consoleErrors,
}) => {
  const me = await signUp(request, 'quizstate');
  const image = await uploadImage(request, me);
  const imagesOnly = await createSet(request, me, 'Diagrams', [
    { question: 'Label the cell', answer: '', answerImage: image },
    { question: 'Label the leaf', answer: '', answerImage: image },
  ]);
  const plain = await createSet(request, me, 'Plain', BIOLOGY.slice(0, 1));
  await signInAs(page, me);

  await page.goto(`/study/${imagesOnly}/quiz`);
  await expect(page.getByText('This set only contains flashcards with answer images')).toBeVisible();
  await expect(
    page.getByText(
      "Quiz mode currently doesn't support flashcards with answer images. Please try using View mode instead.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Set Viewer' })).toHaveAttribute('href', `/study/${imagesOnly}`);

  // The server never stores a set without cards; one that arrives empty (older data) still gets its state.
  await page.route(`**/api/sets/${plain}`, async (route) => {
    const response = await route.fetch();
    const set = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...set, flashcards: [] } });
  });
  await page.goto(`/study/${plain}/quiz`);
  await expect(page.getByText("This set doesn't have any flashcards yet")).toBeVisible();
  await expect(page.getByText('Add some flashcards to start studying!')).toBeVisible();
  await page.unroute(`**/api/sets/${plain}`);

  // A set that is not there is told apart from a request that failed.
  await page.goto('/study/no-such-set-0000/quiz');
  await expect(page.getByRole('heading', { name: 'Set not found' })).toBeVisible();
  await expect(page.getByText(/check your connection/)).toHaveCount(0);

  await page.route(`**/api/sets/${plain}`, (route) => route.abort('failed'));
  await page.goto(`/study/${plain}/quiz`);
  const alert = page.getByRole('alert');
  // Network failures are asked three times before the panel.
  await expect(alert.getByText('Failed to load flashcard set. Please check your connection.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await alert.getByRole('link', { name: 'Back to Created Sets' }).click();
  await expect(page).toHaveURL(/\/created-sets$/);
  allowFailures(consoleErrors, ['the server responded with a status of 404', 'net::ERR_FAILED']);
});
