import type { Page } from 'playwright-core';
import type { Director } from './director.ts';

/** The student in the video: a made-up name at a real school, on a throwaway database. */
export const STUDENT = {
  email: 'maya.chen@ucsc.edu',
  username: 'maya_chen',
  password: 'plates and faults',
  schoolTyped: 'santa cruz',
  school: 'University of California, Santa Cruz',
};

/** The set she makes. */
const SET = { title: 'Plate Tectonics', classCodeTyped: 'EART 10', classCode: 'EART10' };

/**
 * Her notes: a heading she types, then the body she pastes from her lecture notes. A few facts, so
 * a few cards (the AI makes no more cards than the notes hold facts, and says so): a quiz short
 * enough for the video.
 */
const NOTES_HEADING = 'EART 10, week 3: plates';
const NOTES_BODY = [
  'Plate tectonics is the theory that Earth’s outer shell is broken into large plates that move over the mantle.',
  'A divergent boundary is where two plates move apart and new crust forms, as along the Mid-Atlantic Ridge.',
  'A convergent boundary is where two plates move toward each other; when oceanic crust sinks under another plate the process is called subduction.',
  'A transform boundary is where two plates slide past each other horizontally, like the San Andreas Fault.',
].join('\n');

const timeout = 20_000;

/**
 * The demo, step by step: the landing page, sign-up, cards made by AI from typed notes, flip cards
 * and a quiz. Each step waits for what the product really shows before going on.
 */
export async function tellStory(d: Director): Promise<void> {
  const page = d.page;

  // 1. The landing page: find the school.
  d.caption('Start on the landing page: type your school to find it.');
  await d.pause(900);
  const school = page.getByRole('combobox', { name: 'Find your school' });
  await d.type(school, STUDENT.schoolTyped, { delay: 80, after: 700 });
  await d.click(page.getByRole('option', { name: new RegExp(STUDENT.school.replace(/,/g, ',?')) }).first(), {
    after: 200,
  });

  // 2. Sign-up, the school already filled in.
  await page.getByRole('heading', { level: 1, name: 'Welcome!' }).waitFor({ timeout });
  d.caption('Sign up with your e-mail: your university is already filled in.');
  await d.pause(700);
  await d.type(page.getByLabel('Email'), STUDENT.email, { delay: 35, after: 200 });
  await d.type(page.getByLabel('Username'), STUDENT.username, { delay: 45, after: 150 });
  await page.getByText('Username is available').waitFor({ timeout });
  await d.type(page.getByLabel('Password', { exact: true }), STUDENT.password, { delay: 35, after: 200 });
  await d.click(page.getByRole('button', { name: 'Create Account' }), { after: 200 });

  const welcome = page.getByRole('dialog', { name: 'Welcome to CourseCards!' });
  await welcome.waitFor({ timeout });
  await d.pause(1000);
  await d.click(welcome.getByRole('button', { name: 'Start Learning' }), { after: 500 });

  // 3. AI: notes in, cards out.
  d.caption('Paste or type your lecture notes, and AI turns them into flashcards.');
  await d.click(page.getByRole('button', { name: /AI-Generated Flashcards/ }).first(), { after: 400 });
  const overlay = page.getByRole('dialog', { name: 'Generate Flashcards with AI' });
  await d.type(overlay.getByRole('textbox', { name: 'Your notes' }), NOTES_HEADING, { delay: 40, after: 150 });
  await page.keyboard.press('Enter');
  await d.paste(NOTES_BODY);
  await d.pause(800);
  await d.click(overlay.getByRole('button', { name: 'Generate Flashcards' }), { after: 0 });
  await overlay.getByText(/^\d+ flashcards? generated!$/).waitFor({ timeout });
  // "4 flashcards generated! These notes hold 4 distinct facts…": long enough to read.
  await d.pause(1800);
  await overlay.waitFor({ state: 'hidden', timeout });

  // 4. The set creator: look the cards over, name the set, publish.
  d.caption('Every card can be edited. Name the set, pick the class code and publish it.');
  await d.pause(900);
  const cards = await creatorCards(page);
  await d.moveTo(560, 440);
  await d.scroll(300, 800);
  await d.pause(300);
  await d.type(page.getByLabel('Set Title'), SET.title, { delay: 45, after: 150 });
  await d.type(page.getByRole('combobox', { name: 'Class Code' }), SET.classCodeTyped, { delay: 70, after: 400 });
  await d.click(page.getByRole('option', { name: SET.classCode, exact: true }), { after: 400 });
  await d.click(page.getByRole('button', { name: 'Publish' }), { after: 0 });
  await page.getByText('Saved Successfully!').waitFor({ timeout });
  await d.pause(900);
  await page.getByRole('heading', { level: 1, name: 'Created Sets' }).waitFor({ timeout });
  await d.pause(600);

  // 5. Flip cards.
  d.caption('Study with flip cards: click a card to see its answer.');
  await d.click(page.getByRole('link', { name: SET.title, exact: true }), { after: 600 });
  await d.click(page.getByRole('link', { name: 'Study Flashcards' }), { after: 600 });
  const card = page.locator('[data-side]');
  // Low on the card, by its "click to flip" hint: the pointer stays off the answer (and the poster).
  const low = async () => {
    const box = await card.boundingBox();
    return box ? { x: box.width / 2, y: box.height * 0.86 } : undefined;
  };
  await d.click(card, { at: await low(), after: 0 });
  await waitForSide(page, 'back');
  await d.pause(1400);
  d.markPoster();
  await d.click(page.getByRole('button', { name: 'Next' }), { after: 500 });
  await d.click(card, { at: await low(), after: 0 });
  await waitForSide(page, 'back');
  await d.pause(1200);

  // 6. The quiz.
  d.caption('Then quiz yourself. Miss one and you see the right answer.');
  await d.click(page.getByRole('link', { name: 'Back to Set' }), { after: 500 });
  await d.click(page.getByRole('link', { name: 'Take Quiz' }).or(page.getByRole('button', { name: 'Take Quiz' })), {
    after: 600,
  });
  const settings = page.getByRole('dialog', { name: 'Quiz Settings' });
  await settings.waitFor({ timeout });
  await d.click(settings.getByRole('button', { name: 'Start Quiz' }), { after: 500 });

  const answers = new Map(cards.map(({ question, answer }) => [question, answer]));
  for (let n = 1; n <= cards.length; n++) {
    const group = page.getByRole('main').getByRole('group', { name: /^Question \d+:/ });
    await group.getByRole('button').first().waitFor({ timeout });
    const question = await currentQuestion(page);
    const right = answers.get(question);
    if (right === undefined) throw new Error(`The quiz asked a question the set does not have: ${question}`);
    const options = group.getByRole('button');
    // The second question is answered wrong, to show what a miss looks like.
    const pick =
      n === 2
        ? options.filter({ hasNotText: right }).first()
        : group
            .getByRole('button', { name: right, exact: true })
            .or(options.filter({ hasText: right }))
            .first();
    await d.pause(300);
    await d.click(pick, { after: 0 });
    await page.getByRole('region', { name: 'Answer' }).waitFor({ timeout });
    await d.pause(n === 2 ? 1800 : 600);
    const last = n === cards.length;
    if (last) d.caption('At the end, your score, and you can study or quiz again.');
    await d.click(page.getByRole('button', { name: last ? 'See Results' : 'Next Question' }), { after: 300 });
  }

  await page.getByRole('heading', { name: 'Quiz Results' }).waitFor({ timeout });
  await d.moveTo(900, 560);
  await d.pause(2500);
}

/** The cards in the creator, as the quiz will ask them. */
async function creatorCards(page: Page): Promise<{ question: string; answer: string }[]> {
  const count = await page.getByRole('textbox', { name: /^Card \d+ Question$/ }).count();
  const cards: { question: string; answer: string }[] = [];
  for (let n = 1; n <= count; n++) {
    cards.push({
      question: (await page.getByRole('textbox', { name: `Card ${n} Question` }).inputValue()).trim(),
      answer: (await page.getByRole('textbox', { name: `Card ${n} Answer` }).inputValue()).trim(),
    });
  }
  if (cards.length < 3) throw new Error(`AI made only ${cards.length} cards from the notes`);
  return cards;
}

async function waitForSide(page: Page, side: 'front' | 'back') {
  await page.locator(`[data-side="${side}"]`).waitFor({ timeout });
}

/** The question on screen: the options' group is named "Question N: …". */
async function currentQuestion(page: Page): Promise<string> {
  const group = page.getByRole('main').getByRole('group', { name: /^Question \d+:/ });
  const labelledBy = await group.getAttribute('aria-labelledby');
  const name = labelledBy
    ? await page.locator(`[id="${labelledBy}"]`).innerText()
    : ((await group.getAttribute('aria-label')) ?? '');
  return name.replace(/^Question \d+:\s*/, '').trim();
}
