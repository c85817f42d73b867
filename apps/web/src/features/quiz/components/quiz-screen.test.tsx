import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../../../lib/query-client.ts';
import { fakeApi, json, never, type FakeRequest } from '../../../testing/fake-api.ts';
import { aCard as card, aSet } from '../../../testing/sets.ts';
import { seededRandom } from '../../../lib/shuffle.ts';
import type { QuizType } from '../lib/quiz-machine.ts';
import type { OnGraded } from '../lib/use-quiz-session.ts';
import { QuizScreen } from './quiz-screen.tsx';

const IMG = '/uploads/abcdefghijklmnopqrst.png';

type Handler = (req: FakeRequest) => Response | Promise<Response>;

/** Distractors named after the answer, so each question's options are known. */
const distractors: Handler = (req) => {
  const { correctAnswer } = req.body as { correctAnswer: string };
  return json([`${correctAnswer} (wrong A)`, `${correctAnswer} (wrong B)`, `${correctAnswer} (wrong C)`]);
};

function renderQuiz({
  flashcards = [card(1), card(2), card(3)],
  forcedType = null,
  routes = {},
  onReload = vi.fn(),
  onGraded,
}: {
  flashcards?: Flashcard[];
  forcedType?: QuizType | null;
  routes?: Record<string, Handler>;
  onReload?: () => void;
  onGraded?: OnGraded;
} = {}) {
  const api = fakeApi({
    'GET /sets/set-1': () => json(aSet({ flashcards, numCards: flashcards.length })),
    'POST /quiz/generate-distractors': distractors,
    'POST /semantic-answer/check': () => json({ message: 'not built yet' }, 500),
    ...routes,
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/study/set-1/quiz']}>
        <Routes>
          <Route
            path="/study/set-1/quiz"
            element={
              <QuizScreen
                setId="set-1"
                forcedType={forcedType}
                random={seededRandom(5)}
                onReload={onReload}
                {...(onGraded ? { onGraded } : {})}
              />
            }
          />
          <Route path="/study/set-1" element={<h1>Set viewer</h1>} />
          <Route path="/created-sets" element={<h1>Created Sets page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user, onReload };
}

/** Answers the settings dialog: a type, shuffle off so questions come in set order. */
async function start(user: ReturnType<typeof userEvent.setup>, type: 'Multiple Choice' | 'Text Input') {
  const dialog = await screen.findByRole('dialog', { name: 'Quiz Settings' });
  await user.click(within(dialog).getByRole('radio', { name: type }));
  await user.click(within(dialog).getByRole('switch', { name: 'Shuffle questions' }));
  await user.click(within(dialog).getByRole('button', { name: 'Start Quiz' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const question = () => screen.getByRole('heading', { level: 2, name: /^Question \d+:/ });
/** The answer panel, once the result shows. */
const answerPanel = async () => within(await screen.findByRole('region', { name: 'Answer' }));
const status = () =>
  screen
    .getAllByRole('status')
    .map((el) => el.textContent)
    .join('|');

describe('QuizScreen: entry', () => {
  it('shows Loading quiz... and then the settings dialog with its defaults', async () => {
    renderQuiz();
    expect(screen.getByText('Loading quiz...')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Quiz Settings' });
    expect(within(dialog).getByRole('radio', { name: 'Multiple Choice' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Text Input' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Shuffle questions' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to Set Page' })).toHaveAttribute('href', '/study/set-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeInTheDocument();
    expect(screen.getByText('Quiz Mode')).toBeInTheDocument();
  });

  it('keeps one type selected: choosing one replaces the other', async () => {
    const { user } = renderQuiz();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Text Input' }));
    expect(within(dialog).getByRole('radio', { name: 'Multiple Choice' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Text Input' })).toBeChecked();
  });

  it('asks in text input, in set order, when the dialog is closed without an answer', async () => {
    const { user, api } = renderQuiz();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(question()).toHaveTextContent('Question 1');
    // Leaving the first dialog lands in the answer box.
    expect(screen.getByRole('textbox', { name: 'Your Answer' })).toHaveFocus();
    expect(api.calls.some((c) => c.path === '/quiz/generate-distractors')).toBe(false);
  });

  it('reopens the settings from the header and applies a new type to the current question', async () => {
    const { user } = renderQuiz();
    await start(user, 'Text Input');
    await user.click(screen.getByRole('button', { name: 'Quiz Settings' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Text Input' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Shuffle questions' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Multiple Choice' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: /Answer 1 \(wrong A\)/ })).toBeInTheDocument();
    expect(question()).toHaveTextContent('Question 1');
  });
});

describe('QuizScreen: multiple choice', () => {
  it('asks for 3 distractors, shows four options, grades a pick and moves on to the results', async () => {
    const { user, api } = renderQuiz({ flashcards: [card(1), card(2)] });
    await start(user, 'Multiple Choice');
    expect(question()).toHaveFocus();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(screen.getByText('0 correct, 0 incorrect')).toBeInTheDocument();
    const group = within(await screen.findByRole('group', { name: /Question 1/ }));
    expect(group.getAllByRole('button')).toHaveLength(4);
    for (const name of ['Answer 1', 'Answer 1 (wrong A)', 'Answer 1 (wrong B)', 'Answer 1 (wrong C)']) {
      expect(group.getByRole('button', { name })).toBeEnabled();
    }
    const request = api.calls.find((c) => c.path === '/quiz/generate-distractors');
    expect(request?.body).toEqual({
      correctAnswer: 'Answer 1',
      question: 'Question 1',
      numberOfDistractors: 3,
      setId: 'set-1',
    });

    await user.click(screen.getByRole('button', { name: 'Answer 1 (wrong B)' }));
    expect(screen.getByText('0 correct, 1 incorrect')).toBeInTheDocument();
    expect(status()).toContain('Incorrect');
    const panel = screen.getByRole('region', { name: 'Answer' });
    expect(within(panel).getByText('Your Answer')).toBeInTheDocument();
    expect(within(panel).getByText('Incorrect')).toBeInTheDocument();
    expect(within(panel).getByText('Correct Answer')).toBeInTheDocument();
    // The right option turns green, the wrong pick red; all are locked.
    expect(screen.getByRole('button', { name: /^Answer 1\s*\(Correct Answer\)/ })).toHaveClass('bg-emerald-50');
    expect(screen.getByRole('button', { name: /wrong B\)\s*\(Your Answer\)/ })).toHaveClass('bg-red-50');
    expect(screen.getByRole('button', { name: /wrong A/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Switch to Text Input' })).toBeNull();
    // Focus moves on to the way forward.
    expect(screen.getByRole('button', { name: 'Next Question' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(question()).toHaveTextContent('Question 2');
    expect(question()).toHaveFocus();
    await user.click(await screen.findByRole('button', { name: 'Answer 2' }));
    expect(screen.getByText('1 correct, 1 incorrect')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Answer' })).queryByText('Feedback')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See Results' }));

    expect(screen.getByRole('heading', { name: 'Quiz Results' })).toHaveFocus();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByText('1 correct out of 2 attempted questions (2 total)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Score' })).toHaveAttribute('data-band', 'poor');
  });

  it('offers only the correct answer when distractors fail', async () => {
    const { user } = renderQuiz({ routes: { 'POST /quiz/generate-distractors': () => json({ message: 'x' }, 500) } });
    await start(user, 'Multiple Choice');
    const group = await screen.findByRole('group', { name: /Question 1/ });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['AAnswer 1']);
  });

  it('says Loading options... while they come', async () => {
    const { user } = renderQuiz({ routes: { 'POST /quiz/generate-distractors': never } });
    await start(user, 'Multiple Choice');
    expect(screen.getByText('Loading options...')).toBeInTheDocument();
  });

  it('aborts a pending distractor request when the quiz is left', async () => {
    const { user, api } = renderQuiz({ routes: { 'POST /quiz/generate-distractors': never } });
    await start(user, 'Multiple Choice');
    await screen.findByText('Loading options...');
    const call = api.fetchMock.mock.calls.find(([url]) => url === '/api/quiz/generate-distractors');
    const signal = call?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back to Set Page' }));
    expect(screen.getByRole('heading', { name: 'Set viewer' })).toBeInTheDocument();
    expect(signal?.aborted).toBe(true);
  });

  it('says Could not load options for this question. for a blank answer, and Try Again asks again', async () => {
    const { user } = renderQuiz({ flashcards: [card(1, { answer: '   ' })] });
    await start(user, 'Multiple Choice');
    expect(await screen.findByText('Could not load options for this question.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Could not load options for this question.')).toBeInTheDocument();
  });

  it('loads the next question’s options ahead, once', async () => {
    const { user, api } = renderQuiz();
    await start(user, 'Multiple Choice');
    await screen.findByRole('button', { name: 'Answer 1' });
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/quiz/generate-distractors')
          .map((c) => (c.body as { question: string }).question),
      ).toEqual(['Question 1', 'Question 2']),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Answer 2' })).toBeInTheDocument();
  });
});

describe('QuizScreen: text input', () => {
  it('checks on Enter, keeps Shift+Enter as a new line, and disables Check Answer while blank', async () => {
    const { user, api } = renderQuiz({
      routes: {
        'POST /semantic-answer/check': () =>
          json({ isCorrect: false, isClose: true, feedback: 'Almost: check the spelling of "Answer".' }),
      },
    });
    await start(user, 'Text Input');
    const box = screen.getByRole('textbox', { name: 'Your Answer' });
    expect(box).toHaveAttribute('rows', '4');
    expect(screen.getByRole('button', { name: 'Check Answer' })).toBeDisabled();
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Check Answer' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.calls.some((c) => c.path === '/semantic-answer/check')).toBe(false);

    await user.clear(box);
    await user.type(box, 'Anwser{Shift>}{Enter}{/Shift}one');
    expect(box).toHaveValue('Anwser\none');
    await user.keyboard('{Enter}');

    expect((await answerPanel()).getByText('Close!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/semantic-answer/check')?.body).toEqual({
      userAnswer: 'Anwser\none',
      correctAnswer: 'Answer 1',
      question: 'Question 1',
    });
    const panel = screen.getByRole('region', { name: 'Answer' });
    expect(within(panel).getByText('Feedback')).toBeInTheDocument();
    expect(within(panel).getByText('Almost: check the spelling of "Answer".')).toBeInTheDocument();
    expect(screen.getByText('0 correct, 1 incorrect')).toBeInTheDocument();
    expect(status()).toContain('Close!');
  });

  it('rates a missed typed answer when the student moves on, and "I was right" rates it Good instead', async () => {
    const onGraded = vi.fn();
    const { user } = renderQuiz({
      onGraded,
      routes: {
        'POST /semantic-answer/check': () => json({ isCorrect: false, isClose: false, feedback: 'Not quite.' }),
        'POST /answer-overrides': () => new Response(null, { status: 204 }),
      },
    });
    await start(user, 'Text Input');
    await user.type(screen.getByRole('textbox', { name: 'Your Answer' }), 'Mitochondria{Enter}');
    expect((await answerPanel()).getByText('Incorrect')).toBeInTheDocument();
    expect(onGraded).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'I was right' }));
    expect(onGraded.mock.calls).toEqual([[expect.objectContaining({ id: 'c1' }), 'correct']]);

    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.type(screen.getByRole('textbox', { name: 'Your Answer' }), 'Ribosome{Enter}');
    expect((await answerPanel()).getByText('Incorrect')).toBeInTheDocument();
    expect(onGraded).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(onGraded.mock.calls).toEqual([
      [expect.objectContaining({ id: 'c1' }), 'correct'],
      [expect.objectContaining({ id: 'c2' }), 'incorrect'],
    ]);
  });

  it('falls back to the trimmed, case-insensitive comparison when the check fails', async () => {
    const { user } = renderQuiz();
    await start(user, 'Text Input');
    await user.type(screen.getByRole('textbox', { name: 'Your Answer' }), '  answer 1 {Enter}');
    expect((await answerPanel()).getByText('Correct')).toBeInTheDocument();
    expect(screen.getByText('1 correct, 0 incorrect')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(screen.getByRole('textbox', { name: 'Your Answer' })).toHaveFocus();
    await user.keyboard('Answer 1{Enter}');
    expect((await answerPanel()).getByText('Incorrect')).toBeInTheDocument();
    expect(screen.queryByText('Feedback')).toBeNull();
  });

  it('re-answering after going back adjusts the tally', async () => {
    const { user } = renderQuiz();
    await start(user, 'Text Input');
    await user.type(screen.getByRole('textbox', { name: 'Your Answer' }), 'wrong{Enter}');
    await screen.findByText('0 correct, 1 incorrect');
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    const box = screen.getByRole('textbox', { name: 'Your Answer' });
    expect(box).toHaveValue('wrong');
    await user.clear(box);
    await user.type(box, 'Answer 1{Enter}');
    expect(await screen.findByText('1 correct, 0 incorrect')).toBeInTheDocument();
  });
});

describe('QuizScreen: switching, forced routes, navigation', () => {
  it('switches between the types before answering only', async () => {
    const { user } = renderQuiz();
    await start(user, 'Text Input');
    await user.click(screen.getByRole('button', { name: 'Switch to Multiple Choice' }));
    expect(await screen.findByRole('button', { name: 'Answer 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to Text Input' }));
    expect(screen.getByRole('textbox', { name: 'Your Answer' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'x{Enter}');
    await answerPanel();
    expect(screen.queryByRole('button', { name: /^Switch to/ })).toBeNull();
  });

  it('fixes the type on a forced route: no switch, and the dialog offers only that type', async () => {
    const { user } = renderQuiz({ forcedType: 'multiple-choice' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Multiple Choice' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Text Input' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Answer 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Switch to/ })).toBeNull();
  });

  it('disables Previous on the first question and Next on the unanswered last one', async () => {
    const { user } = renderQuiz({ flashcards: [card(1), card(2)] });
    await start(user, 'Text Input');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('jumps by keyboard through the menu, with a BOOKMARKED section once a question is bookmarked', async () => {
    const long = 'What is the powerhouse of the eukaryotic cell called?';
    const { user } = renderQuiz({ flashcards: [card(1, { question: long }), card(2), card(3)] });
    await start(user, 'Text Input');
    await user.click(screen.getByRole('button', { name: 'Bookmark question' }));
    expect(screen.getByRole('button', { name: 'Bookmark question' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('textbox'), 'nope{Enter}');
    await answerPanel();

    const jump = screen.getByRole('button', { name: 'Jump to Question' });
    jump.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Jump to Question' });
    const questions = within(menu).getByRole('group', { name: 'QUESTIONS' });
    const bookmarked = within(menu).getByRole('group', { name: 'BOOKMARKED' });
    const items = within(questions).getAllByRole('menuitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(`${long.slice(0, 30)}...`);
    expect(items[0]).toHaveAccessibleName(/Incorrect, Bookmarked, current question/);
    expect(items[1]).toHaveAccessibleName(/Question 2, Not answered/);
    expect(within(bookmarked).getAllByRole('menuitem')).toHaveLength(1);
    expect(items[0]).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(jump).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{End}{ArrowUp}{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByText('3/3')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your Answer' })).toHaveFocus();
  });

  it('enlarges a question image on click', async () => {
    const { user } = renderQuiz({ flashcards: [card(1, { question: '', questionImage: IMG })] });
    await start(user, 'Text Input');
    expect(question()).toHaveTextContent('[Image]');
    expect(screen.getByText('Click image to enlarge')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Image for question 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Question 1 image' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', IMG);
  });
});

describe('QuizScreen: skipped cards and results', () => {
  it('says how many answer-image cards were skipped, and the notice can be dismissed', async () => {
    const { user } = renderQuiz({ flashcards: [card(1), card(2, { answerImage: IMG })] });
    await start(user, 'Text Input');
    expect(screen.getByText('1 flashcard with answer images was skipped from this quiz')).toBeInTheDocument();
    expect(screen.getByText('1/1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText(/was skipped/)).toBeNull();
  });

  it('uses the plural for more than one', async () => {
    const { user } = renderQuiz({
      flashcards: [card(1), card(2, { answerImage: IMG }), card(3, { answerImage: IMG })],
    });
    await start(user, 'Text Input');
    expect(screen.getByText('2 flashcards with answer images were skipped from this quiz')).toBeInTheDocument();
  });

  it('reviews every question and starts again with Take Quiz Again', async () => {
    const { user, api } = renderQuiz();
    await start(user, 'Multiple Choice');
    await user.click(await screen.findByRole('button', { name: 'Answer 1' }));
    await user.click(screen.getByRole('button', { name: 'Bookmark question' }));
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Answer 3 (wrong C)' }));
    await user.click(screen.getByRole('button', { name: 'See Results' }));

    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByText('1 correct out of 2 attempted questions (3 total)')).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Question Review' });
    const [first, second, third] = within(review).getAllByRole('article');
    expect(within(first!).getByText('Correct')).toBeInTheDocument();
    expect(within(first!).getByText('Bookmarked')).toBeInTheDocument();
    expect(within(second!).getByText('Not answered')).toBeInTheDocument();
    expect(within(second!).getByText('(No answer provided)')).toBeInTheDocument();
    expect(within(third!).getByText('Incorrect')).toBeInTheDocument();
    expect(within(third!).getByText('Answer 3 (wrong C)')).toBeInTheDocument();
    expect(within(third!).getByText('Answer 3')).toBeInTheDocument();

    const before = api.calls.length;
    await user.click(screen.getByRole('button', { name: 'Take Quiz Again' }));
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByText('0 correct, 0 incorrect')).toBeInTheDocument();
    // The first question's options are fetched afresh.
    expect(await screen.findByRole('button', { name: 'Answer 1' })).toBeEnabled();
    expect(api.calls.slice(before).some((c) => (c.body as { question?: string }).question === 'Question 1')).toBe(true);
    // Bookmarks stay.
    expect(screen.getByRole('button', { name: 'Bookmark question' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('QuizScreen: states', () => {
  it('says "Set not found" for a set the server does not know (404), with Find Sets, not the connection error', async () => {
    renderQuiz({ routes: { 'GET /sets/set-1': () => json({ message: 'Set not found', code: 'not_found' }, 404) } });
    expect(await screen.findByRole('heading', { name: 'Set not found' })).toBeInTheDocument();
    expect(screen.queryByText(/check your connection/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Find Sets' })).toHaveAttribute('href', '/search-sets');
    expect(screen.getByRole('link', { name: 'Back to Created Sets' })).toHaveAttribute('href', '/created-sets');
  });

  it('shows the load error with Try Again (a reload) and Back to Created Sets', async () => {
    const { user, onReload } = renderQuiz({
      routes: { 'GET /sets/set-1': () => json({ message: 'Not yours', code: 'forbidden' }, 403) },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load flashcard set. Please check your connection.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await user.click(within(alert).getByRole('link', { name: 'Back to Created Sets' }));
    expect(screen.getByRole('heading', { name: 'Created Sets page' })).toBeInTheDocument();
  });

  it('shows the empty set', async () => {
    renderQuiz({ flashcards: [] });
    expect(await screen.findByText("This set doesn't have any flashcards yet")).toBeInTheDocument();
    expect(screen.getByText('Add some flashcards to start studying!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the answer-image-only set with Back to Set Viewer', async () => {
    const { user } = renderQuiz({ flashcards: [card(1, { answerImage: IMG }), card(2, { answerImage: IMG })] });
    expect(await screen.findByText('This set only contains flashcards with answer images')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Quiz mode currently doesn't support flashcards with answer images. Please try using View mode instead.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to Set Viewer' }));
    expect(screen.getByRole('heading', { name: 'Set viewer' })).toBeInTheDocument();
  });
});
