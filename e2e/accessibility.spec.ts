import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { routeTable, type RoutePath } from '../apps/web/src/app/route-table.ts';
import { keypadGroups } from '../apps/web/src/features/equation/lib/keypad-groups.ts';
import { type Account, signInAs, signUp, auth, uploadImage } from './accounts.ts';
import { allowFailures, expect, test } from './fixtures.ts';
import { mailedLink } from './outbox.ts';

/**
 * axe on every route of the app's route table, signed out and signed in, at both widths (the
 * config's desktop and mobile projects), with the open states that matter: dialogs, menus,
 * suggestion lists, errors. Serious and critical violations fail; moderate and minor are counted.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const UNKNOWN_ROUTE = '(unknown path)';
type CoveredPath = RoutePath | typeof UNKNOWN_ROUTE;
type State = 'signed-out' | 'signed-in';
type Theme = 'light' | 'dark';

interface Visit {
  page: Page;
  request: APIRequestContext;
  mobile: boolean;
  /** the signed-in account, fresh for this view; absent signed out */
  me: Account | undefined;
  consoleErrors: string[];
}
/** Opens one state of a page and waits until it shows; the scan follows. */
type View = (visit: Visit) => Promise<void>;

// ---------------------------------------------------------------------------------------------
// Data, through the API

const tag = () => randomBytes(3).toString('hex');

function signedIn(visit: Visit): Account {
  if (!visit.me) throw new Error('this view needs the signed-in state');
  return visit.me;
}

interface CardInput {
  question: string;
  answer: string;
  questionImage?: string;
  answerImage?: string;
}

const CARDS: CardInput[] = [
  { question: 'What is the powerhouse of the cell?', answer: 'Mitochondria' },
  { question: 'Which organelle makes proteins?', answer: 'Ribosome' },
  { question: 'Where is the DNA of a eukaryotic cell kept?', answer: 'Nucleus' },
  { question: 'Which organelle carries out photosynthesis?', answer: 'Chloroplast' },
];

async function createSet(
  request: APIRequestContext,
  owner: Account,
  set: { title?: string; classCode?: string; isPublic?: boolean; cards?: CardInput[] } = {},
): Promise<{ id: string; title: string }> {
  const title = set.title ?? `Cell Biology ${tag()}`;
  const response = await request.post('/api/sets/create', {
    headers: auth(owner),
    data: {
      title,
      classCode: set.classCode ?? 'CSE101',
      description: 'Organelles and what they do.',
      isPublic: set.isPublic ?? true,
      flashcards: set.cards ?? CARDS,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, title };
}

/** A set with an image on its last question, so the zoom buttons and dialogs are there. */
async function createSetWithImage(request: APIRequestContext, owner: Account) {
  const image = await uploadImage(request, owner);
  return createSet(request, owner, {
    cards: CARDS.map((card, i) => (i === CARDS.length - 1 ? { ...card, questionImage: image } : card)),
  });
}

async function saveSet(request: APIRequestContext, who: Account, setId: string) {
  const response = await request.post('/api/sets/save', { headers: auth(who), data: { setId, userId: who.uid } });
  expect(response.ok(), await response.text()).toBe(true);
}

// ---------------------------------------------------------------------------------------------
// Page helpers

const heading1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openDialog(page: Page, name: string) {
  await expect(dialog(page, name)).toBeVisible();
}

async function openCreatedSets(page: Page) {
  await page.goto('/created-sets');
  await expect(heading1(page, 'Created Sets')).toBeVisible();
}

async function openCreator(page: Page) {
  await page.goto('/set-creator');
  await expect(heading1(page, 'New Flashcard Set')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Class Code' })).toHaveAttribute('placeholder', 'e.g. CSE 101');
}

async function openQuiz(visit: Visit, path: (id: string) => string, cards: CardInput[] = CARDS) {
  const set = await createSet(visit.request, signedIn(visit), { cards });
  await visit.page.goto(path(set.id));
  await openDialog(visit.page, 'Quiz Settings');
  return set;
}

/** Starts the quiz from its settings dialog with shuffling off, so questions come in order. */
async function startQuiz(page: Page) {
  const settings = dialog(page, 'Quiz Settings');
  await settings.getByRole('switch', { name: 'Shuffle questions' }).uncheck();
  await settings.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(settings).toBeHidden();
}

const quizOptions = (page: Page) => page.getByRole('main').getByRole('group', { name: /^Question \d+:/ });

async function answerFirstChoice(page: Page) {
  await quizOptions(page).getByRole('button', { name: CARDS[0]!.answer, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Answer' })).toBeVisible();
}

/** Every page under the guard waits for the session; a redirect shows where the guard sent us. */
async function expectRedirect(page: Page, path: string) {
  if (path === '/login') await expect(heading1(page, 'Welcome Back')).toBeVisible();
  else await expect(heading1(page, 'Created Sets')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
}

const samplePath = (path: string) => path.replace(':setId', 'set123') + (path === '/search-results' ? '?q=CSE101' : '');

// ---------------------------------------------------------------------------------------------
// The views, by route. The type lists every path of the route table: a new route does not
// compile until it has views here (and the coverage test below checks the same at run time).

const views: Record<CoveredPath, Record<string, View>> = {
  '/': {
    landing: async ({ page }) => {
      await page.goto('/');
      await expect(heading1(page, /Instant AI-powered flashcards/)).toBeVisible();
    },
    'demo video with its steps as text': async ({ page }) => {
      await page.goto('/');
      await page.getByText('What the demo shows').click();
      await expect(page.getByRole('figure').getByRole('listitem').first()).toBeVisible();
      await expect(page.getByLabel('CourseCards demo video')).toBeVisible();
    },
    'school suggestions': async ({ page }) => {
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Find your school' }).fill('santa cruz');
      await expect(page.getByRole('option', { name: /Santa Cruz/ }).first()).toBeVisible();
    },
    'feedback dialog': async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Contact' }).first().click();
      await openDialog(page, 'Feedback or Question');
    },
    'terms of service dialog': async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Terms of Service' }).click();
      await openDialog(page, 'Terms of Service');
    },
    'privacy policy dialog': async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('button', { name: 'Privacy Policy' }).click();
      await openDialog(page, 'Privacy Policy');
    },
  },
  '/signup': {
    form: async ({ page }) => {
      await page.goto('/signup');
      await expect(heading1(page, 'Welcome!')).toBeVisible();
    },
    'university suggestions': async ({ page }) => {
      await page.goto('/signup');
      await page.getByRole('combobox', { name: 'University' }).fill('santa cruz');
      await expect(page.getByRole('option', { name: /Santa Cruz/ }).first()).toBeVisible();
    },
    'form with errors': async ({ page }) => {
      await page.goto('/signup');
      await page.getByLabel('Username').fill('ab');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    },
    'username taken': async ({ page, request }) => {
      const taken = await signUp(request, 'taken');
      await page.goto('/signup');
      await page.getByLabel('Username').fill(taken.username);
      await expect(page.getByText('Username already taken')).toBeVisible();
    },
    'request a university dialog': async ({ page }) => {
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Request it' }).click();
      await openDialog(page, 'Request a university');
    },
  },
  '/login': {
    form: async ({ page }) => {
      await page.goto('/login');
      await expect(heading1(page, 'Welcome Back')).toBeVisible();
    },
    'wrong password': async ({ page, request, consoleErrors }) => {
      const account = await signUp(request, 'wrongpw');
      await page.goto('/login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      allowFailures(consoleErrors, ['status of 401']);
    },
  },
  '/forgot-password': {
    form: async ({ page }) => {
      await page.goto('/forgot-password');
      await expect(heading1(page, 'Reset Password')).toBeVisible();
    },
    'instructions sent': async ({ page }) => {
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill(`nobody_${tag()}@ucsc.edu`);
      await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
      await expect(page.getByRole('status')).toContainText('If your email is registered');
    },
  },
  '/reset-password': {
    'without a token': async ({ page }) => {
      await page.goto('/reset-password');
      await expect(heading1(page, 'Set a New Password')).toBeVisible();
      await expect(page.getByRole('alert')).toBeVisible();
    },
    'form from a link': async ({ page }) => {
      await page.goto(`/reset-password?token=${'a'.repeat(43)}`);
      await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    },
    'a spent link': async ({ page, consoleErrors }) => {
      await page.goto(`/reset-password?token=${'a'.repeat(43)}`);
      await page.getByLabel('New password', { exact: true }).fill('another password');
      await page.getByLabel('Confirm new password', { exact: true }).fill('another password');
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      allowFailures(consoleErrors, ['status of 400']);
    },
  },
  '/verify-email': {
    'without a token': async ({ page }) => {
      await page.goto('/verify-email');
      await expect(heading1(page, 'Verify Your Email')).toBeVisible();
      await expect(page.getByRole('alert')).toBeVisible();
    },
    'a refused link': async ({ page, consoleErrors }) => {
      await page.goto(`/verify-email?token=${'a'.repeat(43)}`);
      await expect(page.getByRole('alert')).toContainText('This verification link is not valid.');
      allowFailures(consoleErrors, ['status of 400']);
    },
    'a verified address': async ({ page, request }) => {
      const student = await signUp(request, `ax_verify_${tag()}`);
      await page.goto(await mailedLink(student.email, '/verify-email'));
      await expect(page.getByRole('status')).toHaveText('Your email address is verified.');
    },
  },
  '/created-sets': {
    'no sets, with the first-time helper': async ({ page }) => {
      await page.goto('/created-sets');
      await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible();
    },
    'welcome dialog': async ({ page }) => {
      await page.goto('/created-sets');
      await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible();
      // Sign-up arrives with { welcome: true } in the router's history state; a reload keeps it.
      await page.evaluate(`history.replaceState({ usr: { welcome: true }, key: 'welcome', idx: 0 }, '')`);
      await page.reload();
      await openDialog(page, 'Welcome to CourseCards!');
    },
    'with sets': async (visit) => {
      await createSet(visit.request, signedIn(visit), { isPublic: false });
      await createSet(visit.request, signedIn(visit));
      await openCreatedSets(visit.page);
      await expect(visit.page.getByRole('article')).toHaveCount(2);
    },
    'delete confirmation': async (visit) => {
      const set = await createSet(visit.request, signedIn(visit));
      await openCreatedSets(visit.page);
      await visit.page.getByRole('button', { name: `Delete ${set.title}` }).click();
      await openDialog(visit.page, 'Delete Flashcard Set?');
    },
    'AI overlay': async ({ page }) => {
      await page.goto('/created-sets');
      await page.getByRole('button', { name: /AI-Generated Flashcards/ }).click();
      await openDialog(page, 'Generate Flashcards with AI');
    },
    'AI overlay reviewing generated cards': async ({ page }) => {
      await page.goto('/created-sets');
      await page.getByRole('button', { name: /AI-Generated Flashcards/ }).click();
      const overlay = dialog(page, 'Generate Flashcards with AI');
      await overlay
        .getByRole('textbox', { name: 'Your notes' })
        .fill(
          'An enzyme is a protein that speeds up a chemical reaction without being used up by it. The molecule an enzyme acts on is called the substrate. A cofactor is a non-protein helper of an enzyme, such as a metal ion.',
        );
      await overlay.getByRole('button', { name: 'Generate Flashcards' }).click();
      await expect(overlay.getByRole('region', { name: /^Review \d+ generated cards?$/ })).toBeVisible({
        timeout: 20_000,
      });
    },
    'AI overlay with an error': async ({ page }) => {
      await page.goto('/created-sets');
      await page.getByRole('button', { name: /AI-Generated Flashcards/ }).click();
      const overlay = dialog(page, 'Generate Flashcards with AI');
      await overlay.getByRole('button', { name: 'Generate Flashcards' }).click();
      await expect(overlay.getByRole('alert')).toBeVisible();
    },
    'feedback dialog from the navigation': async ({ page, mobile }) => {
      await page.goto('/created-sets');
      if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = mobile ? page.getByRole('dialog') : page.getByRole('complementary', { name: 'Sidebar' });
      await nav.getByRole('button', { name: 'Feedback' }).click();
      await openDialog(page, 'Feedback or Question');
    },
    'navigation drawer': async ({ page, mobile }) => {
      await page.goto('/created-sets');
      if (mobile) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog').getByRole('button', { name: 'Sign Out' })).toBeVisible();
      } else {
        // Desktop has no drawer: the sidebar it replaces is always there.
        await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
      }
    },
  },
  '/saved-sets': {
    'no saved sets, with the first-time helper': async ({ page }) => {
      await page.goto('/saved-sets');
      await expect(page.getByRole('heading', { name: 'No Saved Sets Yet' })).toBeVisible();
    },
    'with a saved set': async (visit) => {
      const author = await signUp(visit.request, 'author');
      const set = await createSet(visit.request, author);
      await saveSet(visit.request, signedIn(visit), set.id);
      await visit.page.goto('/saved-sets');
      await expect(visit.page.getByRole('link', { name: set.title })).toBeVisible();
    },
    'unsave confirmation': async (visit) => {
      const author = await signUp(visit.request, 'author');
      const set = await createSet(visit.request, author);
      await saveSet(visit.request, signedIn(visit), set.id);
      await visit.page.goto('/saved-sets');
      await visit.page.getByRole('button', { name: `Unsave ${set.title}` }).click();
      await openDialog(visit.page, 'Unsave Flashcard Set?');
    },
  },
  '/today': {
    'nothing to study yet': async ({ page }) => {
      await page.goto('/today');
      await expect(page.getByRole('heading', { name: 'You are all caught up' })).toBeVisible();
    },
    'new cards of an own set, by set': async (visit) => {
      const set = await createSet(visit.request, signedIn(visit));
      await visit.page.goto('/today');
      await expect(visit.page.getByRole('link', { name: `Review ${set.title}` })).toBeVisible();
    },
  },
  '/review': {
    'a card with its answer and the rating buttons': async (visit) => {
      await createSet(visit.request, signedIn(visit));
      await visit.page.goto('/review');
      await visit.page.getByRole('button', { name: 'Show Answer' }).click();
      await expect(visit.page.getByRole('group', { name: 'How well did you remember?' })).toBeVisible();
    },
    'the end of a session with nothing due': async ({ page }) => {
      await page.goto('/review');
      await expect(page.getByRole('heading', { name: 'Nothing to review right now' })).toBeVisible();
    },
  },
  '/stats': {
    'a review on the heatmap, with the settings': async (visit) => {
      const set = await createSet(visit.request, signedIn(visit));
      const due = await visit.request.get(`/api/review/due?setId=${set.id}`, { headers: auth(signedIn(visit)) });
      const card = ((await due.json()) as { cards: Array<{ cardId: string }> }).cards[0];
      const rated = await visit.request.post('/api/review/answer', {
        headers: auth(signedIn(visit)),
        data: { cardId: card?.cardId, rating: 'good' },
      });
      expect(rated.ok(), await rated.text()).toBe(true);
      await visit.page.goto('/stats');
      await expect(visit.page.getByText(/^1 review on 1 day in the last year/)).toBeVisible();
      await expect(visit.page.getByRole('button', { name: 'Save settings' })).toBeVisible();
    },
  },
  '/search-sets': {
    'popular sets': async (visit) => {
      const author = await signUp(visit.request, 'popular');
      await createSet(visit.request, author);
      await visit.page.goto('/search-sets');
      await expect(heading1(visit.page, 'Find Sets')).toBeVisible();
      await expect(
        visit.page.getByRole('region', { name: 'Most Popular Sets' }).getByRole('link').first(),
      ).toBeVisible();
    },
    'class code suggestions': async ({ page }) => {
      await page.goto('/search-sets');
      await page.getByRole('combobox', { name: 'Class Code' }).fill('CSE1');
      await expect(page.getByRole('option').first()).toBeVisible();
    },
  },
  '/profile': {
    overview: async (visit) => {
      await visit.page.goto('/profile');
      await expect(visit.page.getByRole('heading', { name: signedIn(visit).username })).toBeVisible();
    },
    'a new verification link sent': async (visit) => {
      await visit.page.goto('/profile');
      await visit.page.getByRole('button', { name: 'Send verification email' }).click();
      await expect(visit.page.getByRole('article').getByRole('status')).toContainText('We sent a verification link');
    },
  },
  '/edit-profile': {
    form: async ({ page }) => {
      await page.goto('/edit-profile');
      await expect(page.getByText('Fill in the information below to update your profile.')).toBeVisible();
    },
    'username too short': async ({ page }) => {
      await page.goto('/edit-profile');
      await page.getByLabel('Username').fill('ab');
      await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    },
  },
  '/set-creator': {
    'new set': async ({ page }) => {
      await openCreator(page);
    },
    'undo offer after removing a card': async ({ page }) => {
      await openCreator(page);
      await page.getByRole('button', { name: 'Add a New Card' }).click();
      await page.getByRole('button', { name: 'Remove card 2' }).click();
      await expect(page.getByRole('status').getByRole('button', { name: 'Undo' })).toBeVisible();
    },
    'class code suggestions': async ({ page }) => {
      await openCreator(page);
      await page.getByRole('combobox', { name: 'Class Code' }).fill('cse10');
      await expect(page.getByRole('option', { name: 'CSE101', exact: true })).toBeVisible();
    },
    'validation errors': async ({ page }) => {
      await openCreator(page);
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Please provide a title for your flashcard set')).toBeVisible();
    },
    // The equation editor once per keypad group: only the chosen group's keys are on screen.
    ...Object.fromEntries(
      keypadGroups.map((group): [string, View] => [
        `equation editor, ${group.name} keys`,
        async ({ page }) => {
          await openCreator(page);
          await page.getByRole('button', { name: 'Add equation to Card 1 answer' }).click();
          await openDialog(page, 'Equation Editor');
          await page.getByRole('tab', { name: group.name }).click();
          await expect(page.getByRole('tabpanel', { name: group.name })).toBeVisible();
        },
      ]),
    ),
    'unsaved changes dialog': async ({ page }) => {
      await openCreator(page);
      await page.getByLabel('Set Title').fill('Half done');
      await page.getByRole('link', { name: 'Back to Created Sets' }).click();
      await openDialog(page, 'Unsaved changes');
    },
    'AI overlay': async ({ page }) => {
      await openCreator(page);
      await page.getByRole('button', { name: 'AI Generate Cards from Notes or PDF' }).first().click();
      await openDialog(page, 'Generate Flashcards with AI');
    },
    'import dialog, paste with a preview and problems': async ({ page }) => {
      await openCreator(page);
      await page.getByRole('button', { name: 'Import' }).click();
      await openDialog(page, 'Import cards');
      await page.getByLabel('Paste your cards').fill('mitochondria\tpowerhouse\nno separator here');
      await page.getByRole('radio', { name: 'Custom' }).first().check();
      await expect(page.getByRole('list', { name: 'Problems found' })).toBeVisible();
    },
    'import dialog, file tab': async ({ page }) => {
      await openCreator(page);
      await page.getByRole('button', { name: 'Import' }).click();
      await openDialog(page, 'Import cards');
      await page.getByRole('tab', { name: 'File' }).click();
      await expect(page.getByText('Choose a file', { exact: true })).toBeVisible();
    },
    'editing a set with an image': async (visit) => {
      const set = await createSetWithImage(visit.request, signedIn(visit));
      await openCreatedSets(visit.page);
      await visit.page.getByRole('button', { name: `Edit ${set.title}` }).click();
      await expect(heading1(visit.page, `Editing: ${set.title}`)).toBeVisible();
      await expect(visit.page.getByRole('img', { name: 'Image for card 4 question' })).toBeVisible();
    },
  },
  '/ai-generate': {
    'full page': async ({ page }) => {
      await page.goto('/ai-generate');
      await expect(heading1(page, 'Generate Flashcards with AI')).toBeVisible();
    },
    'full page with an error': async ({ page }) => {
      await page.goto('/ai-generate');
      await page.getByRole('button', { name: 'Generate Flashcards' }).click();
      await expect(page.getByRole('region', { name: 'Generator' }).getByRole('alert')).toBeVisible();
    },
  },
  '/ai-generator': {
    'full page': async ({ page }) => {
      await page.goto('/ai-generator');
      await expect(heading1(page, 'Generate Flashcards with AI')).toBeVisible();
    },
  },
  '/search-results': {
    results: async (visit) => {
      const author = await signUp(visit.request, 'found');
      await createSet(visit.request, author, { classCode: 'CSE101' });
      await visit.page.goto('/search-results?q=CSE101');
      await expect(visit.page.getByRole('heading', { name: /^Found \d+ public flashcard sets?$/ })).toBeVisible();
    },
    'nothing found': async ({ page }) => {
      await page.goto('/search-results?q=ZZZ999');
      await expect(page.getByRole('heading', { name: 'No flashcard sets found' })).toBeVisible();
    },
    'filtered to nothing': async (visit) => {
      const author = await signUp(visit.request, 'found');
      await createSet(visit.request, author, { classCode: 'CSE101' });
      await visit.page.goto('/search-results?q=CSE101');
      await visit.page.getByRole('searchbox', { name: 'Filter sets by title or description' }).fill('no such set');
      await expect(visit.page.getByRole('heading', { name: 'No matching flashcard sets' })).toBeVisible();
    },
  },
  '/study/:setId': {
    'own set': async (visit) => {
      const set = await createSetWithImage(visit.request, signedIn(visit));
      await visit.page.goto(`/study/${set.id}`);
      await expect(heading1(visit.page, set.title)).toBeVisible();
      await expect(visit.page.getByRole('region', { name: 'Ways to study this set' })).toBeVisible();
    },
    "a classmate's set": async (visit) => {
      const author = await signUp(visit.request, 'classmate');
      const set = await createSet(visit.request, author);
      await visit.page.goto(`/study/${set.id}`);
      await expect(visit.page.getByRole('button', { name: 'Save Set' })).toBeVisible();
    },
    'export menu open': async (visit) => {
      const set = await createSet(visit.request, signedIn(visit));
      await visit.page.goto(`/study/${set.id}`);
      await visit.page.getByRole('button', { name: 'Export' }).click();
      await expect(visit.page.getByRole('list', { name: 'Export formats' })).toBeVisible();
    },
    'set saved dialog': async (visit) => {
      const author = await signUp(visit.request, 'classmate');
      const set = await createSet(visit.request, author);
      await visit.page.goto(`/study/${set.id}`);
      await visit.page.getByRole('button', { name: 'Save Set' }).click();
      await openDialog(visit.page, 'Set Saved Successfully!');
    },
    'list view with answers and an image enlarged': async (visit) => {
      const set = await createSetWithImage(visit.request, signedIn(visit));
      await visit.page.goto(`/study/${set.id}`);
      await visit.page.getByRole('button', { name: 'List view' }).click();
      await visit.page.getByRole('button', { name: 'A to Z' }).click();
      await visit.page
        .getByRole('button', { name: /^Enlarge / })
        .first()
        .click();
      await expect(visit.page.getByRole('dialog')).toBeVisible();
    },
    'a set that does not exist': async ({ page, consoleErrors }) => {
      await page.goto('/study/no-such-set-0000');
      await expect(page.getByRole('heading', { name: 'Set not found' })).toBeVisible();
      allowFailures(consoleErrors, ['status of 404']);
    },
    'a set that cannot be loaded': async ({ page, consoleErrors }) => {
      // A refusal is not asked again (a 5xx would be, twice), so the panel comes at once.
      await page.route('**/api/sets/set-that-fails', (route) =>
        route.fulfill({ status: 403, json: { message: 'Nope', code: 'forbidden' } }),
      );
      await page.goto('/study/set-that-fails');
      await expect(page.getByRole('alert').filter({ hasText: 'Error Loading Flashcard Set' })).toBeVisible();
      allowFailures(consoleErrors, ['status of 403']);
    },
  },
  '/study/:setId/flashcards': {
    'question side': async (visit) => {
      const set = await createSetWithImage(visit.request, signedIn(visit));
      await visit.page.goto(`/study/${set.id}/flashcards`);
      await expect(visit.page.getByText('Card 1 of 4', { exact: true })).toBeVisible();
    },
    'answer side': async (visit) => {
      const set = await createSet(visit.request, signedIn(visit));
      await visit.page.goto(`/study/${set.id}/flashcards`);
      await visit.page.getByRole('button', { name: 'Flip' }).click();
      await expect(visit.page.locator('[data-side]')).toHaveAttribute('data-side', 'back');
    },
    'image enlarged': async (visit) => {
      const set = await createSetWithImage(visit.request, signedIn(visit));
      await visit.page.goto(`/study/${set.id}/flashcards`);
      for (let i = 1; i < 4; i++) await visit.page.getByRole('button', { name: 'Next' }).click();
      await visit.page.getByRole('button', { name: 'Enlarge Question image, card 4' }).click();
      await openDialog(visit.page, 'Question image, card 4');
    },
    'end of deck': async (visit) => {
      const set = await createSet(visit.request, signedIn(visit));
      await visit.page.goto(`/study/${set.id}/flashcards`);
      const next = visit.page.getByRole('button', { name: 'Next' });
      for (let i = 0; i < CARDS.length; i++) await next.click();
      await expect(visit.page.getByRole('region', { name: 'End of deck' })).toBeVisible();
      await expect(visit.page.getByRole('link', { name: 'Take the Quiz' })).toBeVisible();
    },
    'a set that does not exist': async ({ page, consoleErrors }) => {
      await page.goto('/study/no-such-set-0000/flashcards');
      await expect(page.getByRole('heading', { name: 'Set not found' })).toBeVisible();
      allowFailures(consoleErrors, ['status of 404']);
    },
    'a set without cards': async (visit) => {
      const set = await createSet(visit.request, signedIn(visit));
      // The server keeps no empty sets; older data may have one, so the cards are taken out here.
      await visit.page.route(`**/api/sets/${set.id}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, flashcards: [], numCards: 0 } });
      });
      await visit.page.goto(`/study/${set.id}/flashcards`);
      await expect(visit.page.getByRole('heading', { name: 'No flashcards in this set' })).toBeVisible();
    },
  },
  '/study/:setId/quiz': {
    'settings dialog': async (visit) => {
      await openQuiz(visit, (id) => `/study/${id}/quiz`);
    },
    'a set that does not exist': async ({ page, consoleErrors }) => {
      await page.goto('/study/no-such-set-0000/quiz');
      await expect(page.getByRole('heading', { name: 'Set not found' })).toBeVisible();
      allowFailures(consoleErrors, ['status of 404']);
    },
    'multiple choice answered': async (visit) => {
      await openQuiz(visit, (id) => `/study/${id}/quiz`);
      await startQuiz(visit.page);
      await answerFirstChoice(visit.page);
    },
    'jump menu': async (visit) => {
      await openQuiz(visit, (id) => `/study/${id}/quiz`);
      await startQuiz(visit.page);
      await answerFirstChoice(visit.page);
      await visit.page.getByRole('button', { name: 'Bookmark question' }).click();
      await visit.page.getByRole('button', { name: 'Jump to Question' }).click();
      await expect(visit.page.getByRole('menu', { name: 'Jump to Question' })).toBeVisible();
    },
    results: async (visit) => {
      await openQuiz(visit, (id) => `/study/${id}/quiz`, CARDS.slice(0, 2));
      await startQuiz(visit.page);
      await answerFirstChoice(visit.page);
      await visit.page.getByRole('button', { name: 'Next Question' }).click();
      await quizOptions(visit.page).getByRole('button', { name: CARDS[0]!.answer, exact: true }).click();
      await visit.page.getByRole('button', { name: 'See Results' }).click();
      await expect(visit.page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
    },
    'answer images only': async (visit) => {
      const image = await uploadImage(visit.request, signedIn(visit));
      const set = await createSet(visit.request, signedIn(visit), {
        cards: [{ question: 'Label the cell', answer: '', answerImage: image }],
      });
      await visit.page.goto(`/study/${set.id}/quiz`);
      await expect(visit.page.getByText('This set only contains flashcards with answer images')).toBeVisible();
    },
    'a set that cannot be loaded': async ({ page, consoleErrors }) => {
      await page.route('**/api/sets/set-that-fails', (route) =>
        route.fulfill({ status: 403, json: { message: 'Nope', code: 'forbidden' } }),
      );
      await page.goto('/study/set-that-fails/quiz');
      await expect(page.getByRole('alert').getByRole('button', { name: 'Try Again' })).toBeVisible();
      allowFailures(consoleErrors, ['status of 403']);
    },
  },
  '/study/:setId/learn': {
    options: async (visit) => {
      const set = await createSet(visit.request, signedIn(visit));
      await visit.page.goto(`/study/${set.id}/learn`);
      await expect(visit.page.getByRole('heading', { name: 'Learn options' })).toBeVisible();
    },
    'a multiple-choice question answered': async (visit) => {
      const set = await createSet(visit.request, signedIn(visit));
      await visit.page.goto(`/study/${set.id}/learn`);
      await visit.page.getByRole('button', { name: 'Start Learning' }).click();
      const choices = visit.page.getByRole('main').getByRole('group');
      await choices.getByRole('button').first().click();
      await expect(visit.page.getByRole('button', { name: 'Continue' })).toBeFocused();
    },
    'a typed answer graded incorrect, with I was right': async (visit) => {
      const set = await createSet(visit.request, signedIn(visit));
      await visit.page.goto(`/study/${set.id}/learn`);
      await visit.page.getByRole('radio', { name: 'Typed only' }).check();
      await visit.page.getByRole('button', { name: 'Start Learning' }).click();
      await visit.page.getByRole('textbox', { name: 'Your Answer' }).fill('the green one');
      await visit.page.getByRole('button', { name: 'Check Answer' }).click();
      await expect(visit.page.getByRole('button', { name: 'I was right' })).toBeVisible();
    },
    'a set that does not exist': async ({ page, consoleErrors }) => {
      await page.goto('/study/no-such-set-0000/learn');
      await expect(page.getByRole('heading', { name: 'Set not found' })).toBeVisible();
      allowFailures(consoleErrors, ['status of 404']);
    },
  },
  '/study/:setId/match': {
    'before a game, with the leaderboard': async (visit) => {
      const set = await createSet(visit.request, signedIn(visit));
      await visit.page.goto(`/study/${set.id}/match`);
      await expect(visit.page.getByRole('region', { name: 'Class leaderboard' })).toBeVisible();
    },
    'a game in play with a tile held': async (visit) => {
      const set = await createSet(visit.request, signedIn(visit));
      await visit.page.goto(`/study/${set.id}/match`);
      await visit.page.getByRole('button', { name: 'Start game' }).click();
      const board = visit.page.getByRole('group', { name: 'Match board' });
      await board.getByRole('button').first().click();
      await expect(board.getByRole('button', { pressed: true })).toHaveCount(1);
    },
    'a set that does not exist': async ({ page, consoleErrors }) => {
      await page.goto('/study/no-such-set-0000/match');
      await expect(page.getByRole('heading', { name: 'Set not found' })).toBeVisible();
      allowFailures(consoleErrors, ['status of 404']);
    },
  },
  '/quiz/:setId/text': {
    'settings dialog': async (visit) => {
      await openQuiz(visit, (id) => `/quiz/${id}/text`);
    },
    'a close answer with feedback': async (visit) => {
      await openQuiz(visit, (id) => `/quiz/${id}/text`);
      await startQuiz(visit.page);
      await visit.page.getByRole('textbox', { name: 'Your Answer' }).fill('Mitochondira');
      await visit.page.getByRole('button', { name: 'Check Answer' }).click();
      await expect(visit.page.getByRole('region', { name: 'Answer' }).getByText('Close!')).toBeVisible();
    },
  },
  '/quiz/:setId/multiple-choice': {
    'a question image and the skipped-cards notice': async (visit) => {
      const image = await uploadImage(visit.request, signedIn(visit));
      await openQuiz(visit, (id) => `/quiz/${id}/multiple-choice`, [
        { ...CARDS[0]!, questionImage: image },
        ...CARDS.slice(1),
        { question: 'Label the diagram', answer: '', answerImage: image },
      ]);
      await startQuiz(visit.page);
      await expect(visit.page.getByText(/was skipped from this quiz/)).toBeVisible();
      await expect(visit.page.getByRole('main').getByRole('img').first()).toBeVisible();
    },
  },
  [UNKNOWN_ROUTE]: {
    // The router sends any other path to /, which signed-in users leave for /created-sets.
    'redirected home': async ({ page, me }) => {
      await page.goto('/does-not-exist');
      if (me) await expectRedirect(page, '/created-sets');
      else await expect(heading1(page, /Instant AI-powered flashcards/)).toBeVisible();
    },
  },
};

// ---------------------------------------------------------------------------------------------
// The matrix: every covered path in both states. A guarded page seen in the wrong state is the
// guard's redirect target, scanned as the visitor meets it.

interface Scan {
  path: CoveredPath;
  state: State;
  view: string;
  open: View;
  /** the view's place among its route-state's views: 0 is the page as it opens (or the guard's redirect) */
  index: number;
  /** the colour scheme the browser reports (prefers-color-scheme); the app follows it by default */
  theme: Theme;
  /** a guard's redirect: the same page as its target route's first view */
  redirect?: true;
}

const accessOf = (path: CoveredPath) => routeTable.find((r) => r.path === path)?.access ?? 'any';

function redirectView(path: RoutePath, target: '/login' | '/created-sets'): View {
  return async ({ page }) => {
    await page.goto(samplePath(path));
    await expectRedirect(page, target);
  };
}

const viewsByState: Omit<Scan, 'theme'>[] = (Object.keys(views) as CoveredPath[]).flatMap((path) =>
  (['signed-out', 'signed-in'] as const).flatMap((state): Omit<Scan, 'theme'>[] => {
    const access = accessOf(path);
    if (path !== UNKNOWN_ROUTE && access === 'signed-in' && state === 'signed-out') {
      return [
        { path, state, view: 'redirected to /login', open: redirectView(path, '/login'), index: 0, redirect: true },
      ];
    }
    if (path !== UNKNOWN_ROUTE && access === 'public-only' && state === 'signed-in') {
      return [
        {
          path,
          state,
          view: 'redirected to /created-sets',
          open: redirectView(path, '/created-sets'),
          index: 0,
          redirect: true,
        },
      ];
    }
    return Object.entries(views[path]).map(([view, open], i) => ({ path, state, view, open, index: i }));
  }),
);
const scans: Scan[] = (['light', 'dark'] as const).flatMap((theme) => viewsByState.map((s) => ({ ...s, theme })));

/**
 * CI's sample (E2E_SAMPLE=1, set by `npm test` in CI) turns over on an eight-day cycle, so every view
 * is scanned at both widths within eight days while a run scans about half the views it did on the
 * four-day cycle (a view costs about 3 s: the page, its state, settling and axe, not the sign-in):
 * - light theme, each route-state's first view: at desktop width for half the route-states a day (odd
 *   places one day, even the next), and at phone width for an eighth of them;
 * - light theme, the other views: a quarter of them a day, at desktop width for four days and then
 *   at phone width for four;
 * - dark theme: each route's first view at desktop width, half of the routes a day (a guard's
 *   redirect is its target's first view, and a page anyone may open is scanned signed out only).
 * `npm run test:e2e:full` scans every view at both widths in both themes. A view a project does not
 * scan today carries that project's tag and the config leaves it out (so no browser page opens for it).
 */
const sampled = process.env.E2E_SAMPLE === '1';
const CYCLE_DAYS = 8;
const routeStates = [...new Set(scans.map((s) => `${s.state} ${s.path}`))];
const cycleDay = Math.floor(Date.now() / 86_400_000) % CYCLE_DAYS;
const routeStateIndex = (scan: Scan) => routeStates.indexOf(`${scan.state} ${scan.path}`);
const scannedAt = (project: string, scan: Scan) => {
  if (!sampled) return true;
  const halfToday = routeStateIndex(scan) % 2 === cycleDay % 2;
  if (scan.theme === 'dark') {
    const samePageBothStates = accessOf(scan.path) === 'any' && scan.state === 'signed-in';
    return project === 'desktop' && scan.index === 0 && !scan.redirect && !samePageBothStates && halfToday;
  }
  if (scan.index === 0) return project === 'desktop' ? halfToday : routeStateIndex(scan) % CYCLE_DAYS === cycleDay;
  const today = scan.index % 4 === cycleDay % 4;
  return today && project === (cycleDay < CYCLE_DAYS / 2 ? 'desktop' : 'mobile');
};
/** The tags that keep a view out of a project's run today (playwright.config.ts reads them). */
const sampledOutTags = (scan: Scan) =>
  (['desktop', 'mobile'] as const).filter((project) => !scannedAt(project, scan)).map((p) => `@ci-skip-${p}`);
const scansOf = (project: string) => scans.filter((s) => scannedAt(project, s));

// ---------------------------------------------------------------------------------------------
// Scanning and the figures

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

interface ScanRecord {
  project: string;
  theme: Theme;
  path: CoveredPath;
  state: State;
  view: string;
  findings: Finding[];
}

/** Waits for finite CSS animations and transitions (dialog fades, card flips) to end before axe reads colours. */
async function settle(page: Page) {
  // A string, not a function: this project's e2e types have no DOM. page.evaluate, because the
  // app's CSP (no 'unsafe-eval') refuses waitForFunction's string form.
  await expect
    .poll(() =>
      page.evaluate<boolean>(
        `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)`,
      ),
    )
    .toBe(true);
}

async function scan(page: Page): Promise<Finding[]> {
  await settle(page);
  // axe-core/playwright's default mode runs axe in every frame and then merges the results in a blank
  // page it opens for the purpose (a new renderer, axe injected again): about 0.7 s a scan here. Our
  // pages have no frames of their own, and for a page of one frame axe.run in the page (the "legacy"
  // mode) checks the same rules on the same document, in a third of the time. A page with frames
  // gets the default mode, which also reaches cross-origin ones.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (page.frames().length === 1 ? builder.setLegacyMode() : builder).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

const describe = (f: Finding) => `${f.impact} ${f.id} (${f.help}) on ${f.targets.join(', ')}`;
const isFailing = (f: Finding) => FAILING_IMPACTS.has(f.impact);

/**
 * Workers share nothing but the run's data directory: each scan appends a line there, and the
 * scan that completes a project's matrix prints that project's figures, and the last one to
 * complete prints both widths together (once each, by exclusive marker files).
 */
function record(testInfo: TestInfo, entry: ScanRecord) {
  const dir = join(process.env.E2E_DATA_DIR ?? testInfo.outputDir, 'axe');
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${entry.project}.jsonl`), `${JSON.stringify(entry)}\n`);
  const mine = completeRecords(dir, entry.project);
  if (!mine || !claim(dir, `${entry.project}.printed`)) return;
  console.log(summary(entry.project, [mine]));
  const projects = testInfo.config.projects.map((p) => p.name);
  const all = projects.map((project) => completeRecords(dir, project));
  if (all.every((records) => records !== undefined) && claim(dir, 'all.printed')) {
    console.log(summary(projects.join(' + '), all));
  }
}

/** A project's records, one per view (a retried view counts once), once every view has one. */
function completeRecords(dir: string, project: string): ScanRecord[] | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, `${project}.jsonl`), 'utf8');
  } catch {
    return undefined;
  }
  const records = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ScanRecord);
  const distinct = new Map(records.map((r) => [`${r.theme} ${r.state} ${r.path} ${r.view}`, r]));
  return distinct.size >= scansOf(project).length ? [...distinct.values()] : undefined;
}

function claim(dir: string, marker: string): boolean {
  try {
    writeFileSync(join(dir, marker), '', { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/** The figures for one width, or several: routes × states × widths, views, findings by rule. */
function summary(label: string, byWidth: ScanRecord[][]): string {
  const records = byWidth.flat();
  const findings = records.flatMap((r) => r.findings);
  const byRule = new Map<string, number>();
  for (const f of findings) byRule.set(`${f.id} (${f.impact})`, (byRule.get(`${f.id} (${f.impact})`) ?? 0) + 1);
  const routes = new Set(records.map((r) => r.path)).size;
  const failing = findings.filter(isFailing).length;
  return [
    `axe [${label}]: ${routes} routes (the route table's ${routeTable.length} and an unknown path) × 2 states × ${byWidth.length} width(s) = ${routes * 2 * byWidth.length} route-states; ${records.length} views scanned (open dialogs, menus, errors and guard redirects each a view; ${records.filter((r) => r.theme === 'dark').length} of them dark)`,
    `  serious/critical violations: ${failing}; moderate/minor: ${findings.length - failing}`,
    ...[...byRule].map(([rule, views]) => `  ${rule}: on ${views} view(s)`),
  ].join('\n');
}

test('every route of the route table is covered in both states', () => {
  expect(Object.keys(views).toSorted()).toEqual([...routeTable.map((r) => r.path), UNKNOWN_ROUTE].toSorted());
  for (const path of Object.keys(views) as CoveredPath[]) {
    for (const state of ['signed-out', 'signed-in'] as const) {
      expect(scans.filter((s) => s.path === path && s.state === state).length, `${state} ${path}`).toBeGreaterThan(0);
    }
  }
});

for (const entry of scans) {
  const { path, state, view, open, theme } = entry;
  const label = `${state} ${path}: ${view}${theme === 'dark' ? ' (dark)' : ''}`;
  test(`axe: ${label}`, { tag: sampledOutTags(entry) }, async ({ page, request, consoleErrors }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile';
    await page.emulateMedia({ colorScheme: theme });
    const me = state === 'signed-in' ? await signUp(request, 'axe') : undefined;
    if (me) await signInAs(page, me);
    await open({ page, request, mobile, me, consoleErrors });
    // The app follows the system's scheme unless the student chose one (themes-and-speech §1).
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);

    const findings = await scan(page);
    if (process.env.AXE_SCREENSHOTS) {
      const file = `${testInfo.project.name}-${theme}-${state}-${path}-${view}`.replace(/[^a-z0-9-]+/gi, '_');
      await page.screenshot({ path: join(process.env.AXE_SCREENSHOTS, `${file}.png`), fullPage: true });
    }
    record(testInfo, { project: testInfo.project.name, theme, path, state, view, findings });
    const minor = findings.filter((f) => !isFailing(f));
    if (minor.length) console.log(`${label}: ${minor.length} moderate/minor: ${minor.map(describe).join('; ')}`);
    const failing = findings.filter(isFailing);
    expect(failing.map(describe), `serious or critical axe violations on ${label}`).toEqual([]);
  });
}
