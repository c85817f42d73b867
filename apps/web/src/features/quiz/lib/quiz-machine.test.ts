import { UiConstants } from '@coursecards/shared/constants/limits';
import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../../lib/grading.ts';
import {
  allowedTypes,
  attemptedCount,
  bookmarkedEntries,
  canSwitchType,
  createQuiz,
  currentCard,
  currentCardIndex,
  dialogDefaults,
  forwardAction,
  quizAvailability,
  quizReducer,
  questionEntries,
  scoreBand,
  scorePercent,
  shownType,
  totalQuestions,
  type QuizAction,
  type QuizState,
  type QuizType,
} from './quiz-machine.ts';
import { seededRandom, shuffled } from '../../../lib/shuffle.ts';
import { aCard as card } from '../../../testing/sets.ts';

const cards = (count: number) => Array.from({ length: count }, (_, i) => card(i + 1));
const IMG = '/uploads/abcdefghijklmnopqrst.png';

/** A quiz in set order, as before the dialog has answered (text-input). */
const quiz = (flashcards: Flashcard[] = cards(3), options: Partial<Parameters<typeof createQuiz>[1]> = {}) =>
  createQuiz(flashcards, { random: seededRandom(7), ...options });

const run = (state: QuizState, ...actions: QuizAction[]) => actions.reduce(quizReducer, state);

const correct: Verdict = { result: 'correct', feedback: '' };
const close: Verdict = { result: 'close', feedback: 'Check the spelling of "mitochondria"' };
const wrong: Verdict = { result: 'incorrect', feedback: 'The answer names an organelle' };

/** Records an answer to the question on screen. */
function answer(state: QuizState, verdict: Verdict, text = 'typed', as: QuizType = 'text-input'): QuizState {
  const cardIndex = currentCardIndex(state);
  if (cardIndex === undefined) throw new Error('no current question');
  return quizReducer(state, {
    type: 'answerRecorded',
    round: state.round,
    cardIndex,
    answer: text,
    answeredAs: as,
    verdict,
  });
}

const next: QuizAction = { type: 'wentNext' };
const previous: QuizAction = { type: 'wentPrevious' };
const jump = (position: number): QuizAction => ({ type: 'jumped', position });

describe('creating a quiz', () => {
  it('asks every card in set order, typed, before the dialog has answered', () => {
    const state = quiz();
    expect(state.questionsOrder).toEqual([0, 1, 2]);
    expect(state.quizType).toBe('text-input');
    expect(state.settings).toEqual({ quizTypes: ['text-input'], shuffleQuestions: false });
    expect(currentCard(state)?.question).toBe('Question 1');
    expect(state).toMatchObject({
      currentIndex: 0,
      input: '',
      showAnswer: false,
      quizCompleted: false,
      checking: null,
      tally: { correct: 0, incorrect: 0 },
      bookmarkedQuestions: [],
      skippedCount: 0,
      forcedType: null,
    });
    expect(totalQuestions(state)).toBe(3);
  });

  it('leaves out cards whose answer is an image and counts them, with or without answer text', () => {
    const state = quiz([
      card(1),
      card(2, { answerImage: IMG }),
      card(3, { answer: '', answerImage: IMG }),
      card(4, { questionImage: IMG }),
      card(5, { answerImage: '  ' }),
    ]);
    expect(state.skippedCount).toBe(2);
    expect(state.cards.map((c) => c.id)).toEqual(['c1', 'c4', 'c5']);
    // Only what the quiz needs is kept.
    expect(state.cards[1]).toEqual({ id: 'c4', question: 'Question 4', answer: 'Answer 4', questionImage: IMG });
  });

  it('shuffles with the injected source: the same seed gives the same order, and every card once', () => {
    const settings = { quizTypes: ['multiple-choice'] as QuizType[], shuffleQuestions: true };
    const a = createQuiz(cards(12), { settings, random: seededRandom(42) });
    const b = createQuiz(cards(12), { settings, random: seededRandom(42) });
    expect(a.questionsOrder).toEqual(b.questionsOrder);
    expect(a.questionsOrder).toEqual(shuffled([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], seededRandom(42)));
    expect(a.questionsOrder).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect([...a.questionsOrder].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(a.quizType).toBe('multiple-choice');
  });

  it('lets a forced route fix the type whatever the settings say', () => {
    const state = quiz(cards(2), {
      forcedType: 'multiple-choice',
      settings: { quizTypes: ['text-input'], shuffleQuestions: false },
    });
    expect(state.quizType).toBe('multiple-choice');
    expect(state.settings.quizTypes).toEqual(['multiple-choice']);
    expect(allowedTypes(state)).toEqual(['multiple-choice']);
  });

  it('never ends up with no type, an unknown one or a repeated one', () => {
    expect(quiz(cards(1), { settings: { quizTypes: [], shuffleQuestions: false } }).settings.quizTypes).toEqual([
      'text-input',
    ]);
    const odd = ['essay', 'multiple-choice', 'multiple-choice'] as unknown as QuizType[];
    expect(quiz(cards(1), { settings: { quizTypes: odd, shuffleQuestions: false } }).settings.quizTypes).toEqual([
      'multiple-choice',
    ]);
  });

  it('handles an empty set: nothing to ask, nothing to move to', () => {
    const state = quiz([]);
    expect(totalQuestions(state)).toBe(0);
    expect(currentCard(state)).toBeUndefined();
    expect(forwardAction(state)).toEqual({ kind: 'next', disabled: true });
    expect(canSwitchType(state)).toBe(false);
    expect(scorePercent(state)).toBe(0);
    expect(questionEntries(state)).toEqual([]);
    expect(run(state, next, previous, jump(0), { type: 'resultsShown' })).toBe(state);
    expect(run(state, { type: 'bookmarkToggled', cardIndex: 0 })).toBe(state);
    expect(run(state, { type: 'optionsRequested', round: 1, cardIndex: 0 })).toBe(state);
  });

  it('handles a set whose every answer is an image: all skipped, nothing asked', () => {
    const state = quiz([card(1, { answerImage: IMG }), card(2, { answerImage: IMG })]);
    expect(state.skippedCount).toBe(2);
    expect(totalQuestions(state)).toBe(0);
    expect(currentCard(state)).toBeUndefined();
  });
});

describe('quizAvailability', () => {
  it('tells the empty set, the answer-image-only set and a quizzable one apart', () => {
    expect(quizAvailability([])).toBe('empty');
    expect(quizAvailability([card(1, { answerImage: IMG })])).toBe('answer-images-only');
    expect(quizAvailability([card(1, { answerImage: IMG }), card(2)])).toBe('ready');
    expect(quizAvailability([card(1, { answerImage: null })])).toBe('ready');
  });
});

describe('settingsApplied', () => {
  it('starts over in a shuffled order with the chosen type when the dialog first answers with its defaults', () => {
    const before = quiz(cards(8));
    const after = run(before, { type: 'settingsApplied', settings: dialogDefaults, random: seededRandom(3) });
    expect(after.round).toBe(2);
    expect(after.quizType).toBe('multiple-choice');
    expect(after.settings).toEqual(dialogDefaults);
    expect(after.questionsOrder).toEqual(shuffled([0, 1, 2, 3, 4, 5, 6, 7], seededRandom(3)));
  });

  it('keeps the answers and order when only the type changes', () => {
    const started = answer(quiz(), correct, 'Answer 1');
    const after = run(started, {
      type: 'settingsApplied',
      settings: { quizTypes: ['multiple-choice'], shuffleQuestions: false },
      random: seededRandom(1),
    });
    expect(after.round).toBe(started.round);
    expect(after.questionsOrder).toEqual(started.questionsOrder);
    expect(after.tally).toEqual({ correct: 1, incorrect: 0 });
    expect(after.quizType).toBe('multiple-choice');
    // The answered question still shows as it was answered; the new type is for the rest.
    expect(shownType(after)).toBe('text-input');
    expect(shownType(run(after, next))).toBe('multiple-choice');
  });

  it('starts the quiz over when shuffling is switched, keeping bookmarks', () => {
    let state = quiz(cards(5));
    state = run(state, { type: 'bookmarkToggled', cardIndex: 2 });
    state = answer(state, wrong);
    state = run(state, {
      type: 'settingsApplied',
      settings: { quizTypes: ['text-input'], shuffleQuestions: true },
      random: seededRandom(9),
    });
    expect(state.round).toBe(2);
    expect(state.tally).toEqual({ correct: 0, incorrect: 0 });
    expect(state.answeredFlags).toEqual({});
    expect(state.bookmarkedQuestions).toEqual([2]);
    expect(state.questionsOrder).toEqual(shuffled([0, 1, 2, 3, 4], seededRandom(9)));
  });

  it('keeps a forced route on its type', () => {
    const state = run(quiz(cards(2), { forcedType: 'text-input' }), {
      type: 'settingsApplied',
      settings: dialogDefaults,
      random: seededRandom(1),
    });
    expect(state.quizType).toBe('text-input');
    expect(state.settings).toEqual({ quizTypes: ['text-input'], shuffleQuestions: true });
  });
});

describe('typeSwitched', () => {
  it('switches both ways before the answer is shown', () => {
    const state = quiz();
    expect(canSwitchType(state)).toBe(true);
    const mc = run(state, { type: 'typeSwitched', to: 'multiple-choice' });
    expect(mc.quizType).toBe('multiple-choice');
    expect(run(mc, { type: 'typeSwitched', to: 'text-input' }).quizType).toBe('text-input');
  });

  it('is refused once the answer is shown, and allowed again on the next question', () => {
    const answered = answer(quiz(), correct);
    expect(canSwitchType(answered)).toBe(false);
    expect(run(answered, { type: 'typeSwitched', to: 'multiple-choice' })).toBe(answered);
    const moved = run(answered, next);
    expect(canSwitchType(moved)).toBe(true);
    expect(run(moved, { type: 'typeSwitched', to: 'multiple-choice' }).quizType).toBe('multiple-choice');
  });

  it('is refused on a forced route, while the answer is being checked, after completion, and to the same type', () => {
    const forced = quiz(cards(2), { forcedType: 'text-input' });
    expect(canSwitchType(forced)).toBe(false);
    expect(run(forced, { type: 'typeSwitched', to: 'multiple-choice' })).toBe(forced);

    const checking = run(quiz(), { type: 'inputChanged', text: 'x' }, { type: 'checkStarted', round: 1, cardIndex: 0 });
    expect(canSwitchType(checking)).toBe(false);
    expect(run(checking, { type: 'typeSwitched', to: 'multiple-choice' })).toBe(checking);

    const done = run(answer(quiz(cards(1)), correct), { type: 'resultsShown' });
    expect(canSwitchType(done)).toBe(false);
    expect(run(done, { type: 'typeSwitched', to: 'multiple-choice' })).toBe(done);

    const same = quiz();
    expect(run(same, { type: 'typeSwitched', to: 'text-input' })).toBe(same);
  });
});

describe('inputChanged', () => {
  it('keeps the typed text', () => {
    expect(run(quiz(), { type: 'inputChanged', text: 'Mito' }).input).toBe('Mito');
  });

  it('is ignored while the answer shows, while it is checked, and after completion', () => {
    const shown = answer(quiz(), correct, 'Answer 1');
    expect(run(shown, { type: 'inputChanged', text: 'other' })).toBe(shown);
    const checking = run(quiz(), { type: 'inputChanged', text: 'x' }, { type: 'checkStarted', round: 1, cardIndex: 0 });
    expect(run(checking, { type: 'inputChanged', text: 'y' })).toBe(checking);
    const done = run(answer(quiz(cards(1)), correct), { type: 'resultsShown' });
    expect(run(done, { type: 'inputChanged', text: 'y' })).toBe(done);
  });
});

describe('multiple-choice options', () => {
  const requested = (state: QuizState, cardIndex = 0) =>
    run(state, { type: 'optionsRequested', round: state.round, cardIndex });

  it('goes loading, then ready with the options as given', () => {
    const loading = requested(quiz());
    expect(loading.options[0]).toEqual({ status: 'loading' });
    const ready = run(loading, { type: 'optionsLoaded', round: 1, cardIndex: 0, options: ['B', 'Answer 1', 'C', 'D'] });
    expect(ready.options[0]).toEqual({ status: 'ready', options: ['B', 'Answer 1', 'C', 'D'] });
  });

  it('asks only once per question per round: loading and ready entries are not asked for again', () => {
    const loading = requested(quiz());
    expect(requested(loading)).toBe(loading);
    const ready = run(loading, { type: 'optionsLoaded', round: 1, cardIndex: 0, options: ['Answer 1'] });
    expect(requested(ready)).toBe(ready);
    // Still the same after leaving and coming back.
    expect(run(ready, next, previous).options[0]).toEqual({ status: 'ready', options: ['Answer 1'] });
  });

  it('is missing when nothing usable came back, or it failed; Try Again asks again', () => {
    const loading = requested(quiz());
    const blank = run(loading, { type: 'optionsLoaded', round: 1, cardIndex: 0, options: ['  ', ''] });
    expect(blank.options[0]).toEqual({ status: 'failed' });
    const failed = run(loading, { type: 'optionsFailed', round: 1, cardIndex: 0 });
    expect(failed.options[0]).toEqual({ status: 'failed' });
    expect(requested(failed).options[0]).toEqual({ status: 'loading' });
  });

  it('drops options from an earlier round, ones nobody asked for, and unknown questions', () => {
    const loading = requested(quiz());
    const restarted = run(loading, { type: 'restarted', random: seededRandom(1) });
    expect(run(restarted, { type: 'optionsLoaded', round: 1, cardIndex: 0, options: ['x'] })).toBe(restarted);
    const fresh = quiz();
    expect(run(fresh, { type: 'optionsLoaded', round: 1, cardIndex: 1, options: ['x'] })).toBe(fresh);
    expect(run(fresh, { type: 'optionsFailed', round: 1, cardIndex: 1 })).toBe(fresh);
    expect(run(fresh, { type: 'optionsRequested', round: 1, cardIndex: 9 })).toBe(fresh);
    expect(run(fresh, { type: 'optionsRequested', round: 1, cardIndex: -1 })).toBe(fresh);
    expect(run(fresh, { type: 'optionsRequested', round: 2, cardIndex: 0 })).toBe(fresh);
  });
});

describe('checkStarted', () => {
  const typed = (text: string) => run(quiz(), { type: 'inputChanged', text });

  it('marks the current question as being checked', () => {
    expect(run(typed('Answer'), { type: 'checkStarted', round: 1, cardIndex: 0 }).checking).toBe(0);
  });

  it('refuses a blank answer, another question, a shown answer, an old round and a finished quiz', () => {
    const blank = typed('   ');
    expect(run(blank, { type: 'checkStarted', round: 1, cardIndex: 0 })).toBe(blank);
    const ok = typed('x');
    expect(run(ok, { type: 'checkStarted', round: 1, cardIndex: 1 })).toBe(ok);
    expect(run(ok, { type: 'checkStarted', round: 0, cardIndex: 0 })).toBe(ok);
    const shown = answer(ok, correct);
    expect(run(shown, { type: 'checkStarted', round: 1, cardIndex: 0 })).toBe(shown);
    const done = run(answer(quiz(cards(1)), correct), { type: 'resultsShown' });
    expect(run(done, { type: 'checkStarted', round: done.round, cardIndex: 0 })).toBe(done);
  });
});

describe('answerRecorded', () => {
  it('records answer, flag, result and feedback, shows the result and locks the question', () => {
    const state = answer(quiz(), wrong, 'Golgi');
    expect(state.userAnswers[0]).toBe('Golgi');
    expect(state.answeredFlags[0]).toBe(true);
    expect(state.results[0]).toBe('incorrect');
    expect(state.feedback[0]).toEqual({ text: 'The answer names an organelle', isClose: false });
    expect(state.answeredAs[0]).toBe('text-input');
    expect(state.showAnswer).toBe(true);
    expect(state.input).toBe('Golgi');
    expect(state.tally).toEqual({ correct: 0, incorrect: 1 });
    // Locked: a second answer while the result shows is ignored.
    expect(answer(state, correct, 'Answer 1')).toBe(state);
  });

  it('counts close as incorrect, and flags it close in the feedback', () => {
    const state = answer(quiz(), close, 'Mitochondira');
    expect(state.results[0]).toBe('close');
    expect(state.feedback[0]).toEqual({ text: close.feedback, isClose: true });
    expect(state.tally).toEqual({ correct: 0, incorrect: 1 });
  });

  it('refuses a blank typed answer but takes a multiple-choice one of any text', () => {
    const fresh = quiz();
    expect(answer(fresh, wrong, '  ')).toBe(fresh);
    expect(answer(fresh, correct, 'Answer 1', 'multiple-choice').answeredAs[0]).toBe('multiple-choice');
  });

  it('records a late check for a question the user already left, without showing it on the new one', () => {
    let state = run(
      quiz(),
      { type: 'inputChanged', text: 'Answer 1' },
      { type: 'checkStarted', round: 1, cardIndex: 0 },
    );
    state = run(state, next);
    expect(state.checking).toBe(0);
    state = run(state, {
      type: 'answerRecorded',
      round: 1,
      cardIndex: 0,
      answer: 'Answer 1',
      answeredAs: 'text-input',
      verdict: correct,
    });
    expect(state.checking).toBeNull();
    expect(state.results[0]).toBe('correct');
    expect(state.showAnswer).toBe(false);
    expect(state.input).toBe('');
    expect(state.currentIndex).toBe(1);
    expect(state.tally).toEqual({ correct: 1, incorrect: 0 });
  });

  it('clears the checking mark when the checked answer comes back', () => {
    let state = run(
      quiz(),
      { type: 'inputChanged', text: 'Answer 1' },
      { type: 'checkStarted', round: 1, cardIndex: 0 },
    );
    state = answer(state, correct, 'Answer 1');
    expect(state.checking).toBeNull();
  });

  it('drops answers from an earlier round, for unknown questions, and after completion', () => {
    const restarted = run(quiz(), { type: 'restarted', random: seededRandom(1) });
    const stale: QuizAction = {
      type: 'answerRecorded',
      round: 1,
      cardIndex: 0,
      answer: 'x',
      answeredAs: 'text-input',
      verdict: correct,
    };
    expect(run(restarted, stale)).toBe(restarted);
    const fresh = quiz();
    expect(run(fresh, { ...stale, cardIndex: 3 })).toBe(fresh);
    const done = run(answer(quiz(cards(1)), correct), { type: 'resultsShown' });
    expect(run(done, { ...stale, round: done.round })).toBe(done);
  });
});

describe('re-answering', () => {
  /** Answer question 1, leave, come back and answer it again. */
  const reanswer = (first: Verdict, second: Verdict) => answer(run(answer(quiz(), first), next, previous), second);

  it('turns a correct answer into an incorrect one in the tally', () => {
    const state = reanswer(correct, wrong);
    expect(state.tally).toEqual({ correct: 0, incorrect: 1 });
    expect(state.results[0]).toBe('incorrect');
  });

  it('turns an incorrect answer into a correct one', () => {
    expect(reanswer(wrong, correct).tally).toEqual({ correct: 1, incorrect: 0 });
  });

  it('turns close into correct and correct into close', () => {
    expect(reanswer(close, correct).tally).toEqual({ correct: 1, incorrect: 0 });
    const state = reanswer(correct, close);
    expect(state.tally).toEqual({ correct: 0, incorrect: 1 });
    expect(state.feedback[0]?.isClose).toBe(true);
  });

  it('keeps the tally equal to the answered questions however often they are answered', () => {
    let state = quiz(cards(3));
    const verdicts = [correct, wrong, close, correct, wrong, correct, close];
    verdicts.forEach((verdict, i) => {
      state = run(answer(state, verdict), i % 3 === 2 ? jump(0) : next);
    });
    const answered = attemptedCount(state);
    expect(state.tally.correct + state.tally.incorrect).toBe(answered);
    const correctNow = Object.values(state.results).filter((r) => r === 'correct').length;
    expect(state.tally.correct).toBe(correctNow);
  });

  it('puts the earlier typed answer back in the box on return, unlocked', () => {
    const state = run(answer(quiz(), wrong, 'Golgi'), next, previous);
    expect(state.showAnswer).toBe(false);
    expect(state.input).toBe('Golgi');
    expect(run(state, { type: 'inputChanged', text: 'Answer 1' }).input).toBe('Answer 1');
  });
});

describe('navigation', () => {
  it('moves forward and back within bounds', () => {
    const state = quiz(cards(3));
    expect(run(state, previous)).toBe(state);
    expect(run(state, next).currentIndex).toBe(1);
    expect(run(state, next, next).currentIndex).toBe(2);
    const last = run(state, next, next);
    expect(run(last, next)).toBe(last);
    expect(run(last, previous).currentIndex).toBe(1);
  });

  it('hides the shown answer and starts the next question with an empty box', () => {
    const state = run(answer(quiz(), correct, 'Answer 1'), next);
    expect(state.showAnswer).toBe(false);
    expect(state.input).toBe('');
    expect(currentCard(state)?.id).toBe('c2');
  });

  it('jumps to any position, ignoring positions that do not exist and the current one', () => {
    const state = quiz(cards(4));
    expect(run(state, jump(3)).currentIndex).toBe(3);
    expect(run(state, jump(3), jump(1)).currentIndex).toBe(1);
    for (const bad of [-1, 4, 1.5, Number.NaN]) expect(run(state, jump(bad))).toBe(state);
    expect(run(state, jump(0))).toBe(state);
  });

  it('jumps by position in the asked order, not by card', () => {
    const state = quiz(cards(5), {
      settings: { quizTypes: ['text-input'], shuffleQuestions: true },
      random: seededRandom(5),
    });
    const moved = run(state, jump(2));
    expect(currentCardIndex(moved)).toBe(state.questionsOrder[2]);
  });

  it('stays put once the quiz is completed', () => {
    const done = run(answer(run(quiz(cards(2)), next), correct), { type: 'resultsShown' });
    expect(run(done, previous)).toBe(done);
    expect(run(done, jump(0))).toBe(done);
  });
});

describe('forwardAction', () => {
  it('is Next before answering, Next Question after, and See Results on the last question', () => {
    const state = quiz(cards(2));
    expect(forwardAction(state)).toEqual({ kind: 'next', disabled: false });
    expect(forwardAction(answer(state, wrong))).toEqual({ kind: 'next-question', disabled: false });
    const last = run(state, next);
    expect(forwardAction(last)).toEqual({ kind: 'next', disabled: true });
    expect(forwardAction(answer(last, correct))).toEqual({ kind: 'see-results', disabled: false });
    // Answered earlier, visited again: results are still one click away.
    expect(forwardAction(run(answer(last, correct), previous, next))).toEqual({ kind: 'see-results', disabled: false });
  });

  it('is See Results at once for a one-question quiz once answered', () => {
    const state = quiz(cards(1));
    expect(forwardAction(state)).toEqual({ kind: 'next', disabled: true });
    expect(forwardAction(answer(state, close))).toEqual({ kind: 'see-results', disabled: false });
  });

  it('offers nothing after completion', () => {
    const done = run(answer(quiz(cards(1)), correct), { type: 'resultsShown' });
    expect(forwardAction(done)).toEqual({ kind: 'next', disabled: true });
  });
});

describe('resultsShown', () => {
  it('completes the quiz from the answered last question', () => {
    const state = run(answer(run(quiz(cards(2)), next), correct), { type: 'resultsShown' });
    expect(state.quizCompleted).toBe(true);
    expect(state.showAnswer).toBe(false);
  });

  it('is refused anywhere else', () => {
    const first = answer(quiz(cards(2)), correct);
    expect(run(first, { type: 'resultsShown' })).toBe(first);
    const lastUnanswered = run(quiz(cards(2)), next);
    expect(run(lastUnanswered, { type: 'resultsShown' })).toBe(lastUnanswered);
  });
});

describe('bookmarks', () => {
  it('toggle per question and survive moving around', () => {
    let state = run(quiz(cards(4)), { type: 'bookmarkToggled', cardIndex: 0 });
    expect(state.bookmarkedQuestions).toEqual([0]);
    state = run(state, next, next, { type: 'bookmarkToggled', cardIndex: 2 }, previous, previous);
    expect(state.bookmarkedQuestions).toEqual([0, 2]);
    state = run(state, { type: 'bookmarkToggled', cardIndex: 0 });
    expect(state.bookmarkedQuestions).toEqual([2]);
    expect(run(state, { type: 'bookmarkToggled', cardIndex: 9 })).toBe(state);
  });

  it('list in the asked order, whatever order they were made in', () => {
    const state = run(
      quiz(cards(5), { settings: { quizTypes: ['text-input'], shuffleQuestions: true }, random: seededRandom(11) }),
      { type: 'bookmarkToggled', cardIndex: 4 },
      { type: 'bookmarkToggled', cardIndex: 1 },
      { type: 'bookmarkToggled', cardIndex: 3 },
    );
    const listed = bookmarkedEntries(state).map((e) => e.cardIndex);
    expect(listed).toEqual(state.questionsOrder.filter((i) => [1, 3, 4].includes(i)));
    expect(bookmarkedEntries(state).every((e) => e.bookmarked)).toBe(true);
  });

  it('still toggle on the results screen, where they are shown as tags', () => {
    const done = run(answer(quiz(cards(1)), correct), { type: 'resultsShown' });
    expect(run(done, { type: 'bookmarkToggled', cardIndex: 0 }).bookmarkedQuestions).toEqual([0]);
  });
});

describe('restarted (Take Quiz Again, Reset Quiz)', () => {
  it('resets tally, answers, input, options and completion, rebuilds the order, keeps bookmarks and settings', () => {
    const settings = { quizTypes: ['multiple-choice'] as QuizType[], shuffleQuestions: true };
    let state = quiz(cards(6), { settings, random: seededRandom(1) });
    const firstOrder = state.questionsOrder;
    state = run(state, { type: 'optionsRequested', round: 1, cardIndex: currentCardIndex(state) ?? -1 });
    state = answer(state, correct, 'x', 'multiple-choice');
    state = run(state, { type: 'bookmarkToggled', cardIndex: 3 }, { type: 'typeSwitched', to: 'text-input' });
    state = run(state, jump(5));
    state = answer(state, wrong);
    state = run(state, { type: 'resultsShown' });
    expect(state.quizCompleted).toBe(true);

    const again = run(state, { type: 'restarted', random: seededRandom(99) });
    expect(again).toMatchObject({
      round: state.round + 1,
      currentIndex: 0,
      input: '',
      options: {},
      userAnswers: {},
      answeredFlags: {},
      results: {},
      feedback: {},
      answeredAs: {},
      showAnswer: false,
      checking: null,
      quizCompleted: false,
      tally: { correct: 0, incorrect: 0 },
      bookmarkedQuestions: [3],
      settings,
      quizType: 'multiple-choice',
    });
    expect(again.questionsOrder).toEqual(shuffled([0, 1, 2, 3, 4, 5], seededRandom(99)));
    expect(again.questionsOrder).not.toEqual(firstOrder);
  });

  it('keeps set order when shuffling is off', () => {
    const state = run(answer(quiz(cards(3)), correct), { type: 'restarted', random: seededRandom(4) });
    expect(state.questionsOrder).toEqual([0, 1, 2]);
  });
});

describe('score', () => {
  /** A quiz of `total` questions with `right` answered correctly and `missed` answered wrongly. */
  function scored(total: number, right: number, missed: number): QuizState {
    let state = quiz(cards(total));
    for (let i = 0; i < right + missed; i++) state = run(answer(state, i < right ? correct : wrong), next);
    return state;
  }

  it('is the share of all questions answered correctly, so skipped ones count against it', () => {
    const state = scored(10, 5, 0);
    expect(attemptedCount(state)).toBe(5);
    expect(scorePercent(state)).toBe(50);
    expect(scorePercent(scored(3, 2, 1))).toBe(67);
    expect(scorePercent(scored(4, 4, 0))).toBe(100);
  });

  it('is green from 80, yellow from 60, red below', () => {
    expect(scoreBand(100)).toBe('good');
    expect(scoreBand(UiConstants.resultsGoodPercent)).toBe('good');
    expect(scoreBand(UiConstants.resultsGoodPercent - 1)).toBe('fair');
    expect(scoreBand(UiConstants.resultsFairPercent)).toBe('fair');
    expect(scoreBand(UiConstants.resultsFairPercent - 1)).toBe('poor');
    expect(scoreBand(0)).toBe('poor');
  });
});

describe('questionEntries', () => {
  it('numbers the asked order and cuts long questions at 30 characters plus "..."', () => {
    const long = 'What is the powerhouse of the eukaryotic cell called?';
    const exact = 'A'.repeat(UiConstants.quizJumpQuestionCut);
    const state = quiz([
      card(1, { question: long }),
      card(2, { question: exact }),
      card(3, { question: '', questionImage: IMG }),
    ]);
    const entries = questionEntries(state);
    expect(entries.map((e) => e.number)).toEqual([1, 2, 3]);
    expect(entries[0]?.label).toBe(`${long.slice(0, 30)}...`);
    expect(entries[1]?.label).toBe(exact);
    expect(entries[2]?.label).toBe('[Image]');
    expect(entries[0]?.current).toBe(true);
    expect(entries[1]?.current).toBe(false);
  });

  it('gives each question its status, answer, feedback and bookmark', () => {
    let state = quiz(cards(4));
    state = run(answer(state, correct, 'Answer 1'), next);
    state = run(answer(state, close, 'Answr 2'), next);
    state = run(answer(state, wrong, 'nope'), next, { type: 'bookmarkToggled', cardIndex: 3 });
    const entries = questionEntries(state);
    expect(entries.map((e) => e.status)).toEqual(['correct', 'close', 'incorrect', 'unanswered']);
    expect(entries.map((e) => e.answer)).toEqual(['Answer 1', 'Answr 2', 'nope', '']);
    expect(entries[1]?.feedback).toBe(close.feedback);
    expect(entries.map((e) => e.bookmarked)).toEqual([false, false, false, true]);
  });
});

describe('a broken state', () => {
  it('has no current card, so the page can offer Reset Quiz, and restarting mends it', () => {
    const broken: QuizState = { ...quiz(cards(2)), currentIndex: 7 };
    expect(currentCard(broken)).toBeUndefined();
    expect(forwardAction(broken)).toEqual({ kind: 'next', disabled: true });
    const mended = run(broken, { type: 'restarted', random: seededRandom(1) });
    expect(currentCard(mended)?.id).toBe('c1');
  });
});

describe('answerOverridden ("I was right")', () => {
  it('turns a close or incorrect typed answer into a correct one and recounts the tally', () => {
    for (const verdict of [close, wrong]) {
      const answered = answer(quiz(), verdict);
      const cardIndex = currentCardIndex(answered) as number;
      expect(answered.tally).toEqual({ correct: 0, incorrect: 1 });
      const overridden = run(answered, { type: 'answerOverridden', round: answered.round, cardIndex });
      expect(overridden.results[cardIndex]).toBe('correct');
      expect(overridden.feedback[cardIndex]).toEqual({ text: '', isClose: false });
      expect(overridden.tally).toEqual({ correct: 1, incorrect: 0 });
    }
  });

  it('changes nothing for multiple choice, an unanswered question or another round', () => {
    const chosen = answer(quiz(), wrong, 'Answer 2', 'multiple-choice');
    const cardIndex = currentCardIndex(chosen) as number;
    expect(run(chosen, { type: 'answerOverridden', round: chosen.round, cardIndex })).toBe(chosen);
    const fresh = quiz();
    expect(run(fresh, { type: 'answerOverridden', round: fresh.round, cardIndex: 0 })).toBe(fresh);
    const typed = answer(quiz(), wrong);
    const typedIndex = currentCardIndex(typed) as number;
    expect(run(typed, { type: 'answerOverridden', round: typed.round + 1, cardIndex: typedIndex })).toBe(typed);
  });
});
