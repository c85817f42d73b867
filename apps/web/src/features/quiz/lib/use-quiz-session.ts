import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { checkTypedAnswer, loadOptions, logAnswerOverride } from '../api/quiz-api.ts';
import { localVerdict, type AnswerResult } from '../../../lib/grading.ts';
import {
  createQuiz,
  currentCard,
  currentCardIndex,
  quizReducer,
  shownType,
  type QuizAction,
  type QuizSettings,
  type QuizState,
  type QuizType,
} from './quiz-machine.ts';
import type { RandomSource } from '../../../lib/shuffle.ts';

export interface QuizSessionOptions {
  setId: string;
  flashcards: readonly Flashcard[];
  forcedType: QuizType | null;
  /** tests pass a seeded source; the product shuffles with Math.random */
  random?: RandomSource;
  /** each graded answer, once: the page feeds it to the memory model */
  onGraded?: OnGraded;
}

export type OnGraded = (card: Pick<Flashcard, 'id'>, result: AnswerResult) => void;

export interface QuizSession {
  state: QuizState;
  applySettings: (settings: QuizSettings) => void;
  switchType: (to: QuizType) => void;
  setInput: (text: string) => void;
  /** a multiple-choice option was picked: graded here, trimmed and case-insensitively */
  choose: (option: string) => void;
  /** the typed answer goes to the semantic check (falls back to the local comparison) */
  submitText: () => void;
  /** "I was right": the typed answer on screen, graded close or incorrect, counts as correct (and is logged) */
  overrideText: () => void;
  /** Try Again for a question whose options are missing */
  retryOptions: () => void;
  next: () => void;
  previous: () => void;
  jump: (position: number) => void;
  toggleBookmark: () => void;
  seeResults: () => void;
  restart: () => void;
}

/**
 * The quiz machine wired to the two helper calls. The set's cards are read once: a refetch of the
 * set while a quiz runs does not reshuffle it. Every request belongs to the page and is aborted
 * when the page goes (sets-and-study §4 "Pending distractor requests are aborted on leaving").
 */
export function useQuizSession({
  setId,
  flashcards,
  forcedType,
  random = Math.random,
  onGraded,
}: QuizSessionOptions): QuizSession {
  const graded = useRef(onGraded);
  useLayoutEffect(() => {
    graded.current = onGraded;
  }, [onGraded]);
  const [state, dispatch] = useReducer(quizReducer, undefined, () => createQuiz(flashcards, { forcedType, random }));
  // Handlers read the latest state without being remade on every answer or keystroke.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const abort = useRef<AbortController | null>(null);
  // A typed answer graded close or incorrect is rated when the student moves on, not at once:
  // "I was right" may still turn it into a correct one, and the memory model must get one rating.
  const unrated = useRef<{ card: Pick<Flashcard, 'id'>; result: AnswerResult } | null>(null);
  const rateUnrated = useCallback(() => {
    const held = unrated.current;
    unrated.current = null;
    if (held) graded.current?.(held.card, held.result);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => {
      controller.abort();
      rateUnrated();
    };
  }, [rateUnrated]);

  const requestOptions = useCallback(
    (cardIndex: number) => {
      const { round, cards } = stateRef.current;
      const card = cards[cardIndex];
      const signal = abort.current?.signal;
      if (!card || !signal || signal.aborted) return;
      dispatch({ type: 'optionsRequested', round, cardIndex });
      loadOptions({ question: card.question, correctAnswer: card.answer, setId, signal, random }).then(
        (options) => dispatch({ type: 'optionsLoaded', round, cardIndex, options }),
        () => {
          if (!signal.aborted) dispatch({ type: 'optionsFailed', round, cardIndex });
        },
      );
    },
    [setId, random],
  );

  // A multiple-choice question fetches its options when it is first shown, and the next
  // question's as soon as this one's are in, so moving on rarely waits.
  const index = currentCardIndex(state);
  const type = shownType(state);
  const entry = index === undefined ? undefined : state.options[index];
  const nextIndex = state.questionsOrder[state.currentIndex + 1];
  const nextEntry = nextIndex === undefined ? undefined : state.options[nextIndex];
  const active = type === 'multiple-choice' && !state.quizCompleted && index !== undefined;
  useEffect(() => {
    if (!active) return;
    if (!entry) requestOptions(index);
    else if (entry.status === 'ready' && nextIndex !== undefined && !nextEntry) requestOptions(nextIndex);
  }, [active, index, entry, nextIndex, nextEntry, requestOptions]);

  const choose = useCallback((option: string) => {
    const current = stateRef.current;
    const cardIndex = currentCardIndex(current);
    const card = currentCard(current);
    if (cardIndex === undefined || !card) return;
    const verdict = localVerdict(option, card.answer);
    dispatch({
      type: 'answerRecorded',
      round: current.round,
      cardIndex,
      answer: option,
      answeredAs: 'multiple-choice',
      verdict,
    });
    // An answer already shown is not graded again.
    if (!current.showAnswer) graded.current?.(card, verdict.result);
  }, []);

  const submitText = useCallback(() => {
    const current = stateRef.current;
    const cardIndex = currentCardIndex(current);
    const card = currentCard(current);
    const text = current.input;
    const signal = abort.current?.signal;
    if (cardIndex === undefined || !card || !signal || current.showAnswer || current.checking === cardIndex) return;
    if (text.trim() === '') return;
    const { round } = current;
    dispatch({ type: 'checkStarted', round, cardIndex });
    checkTypedAnswer(text, card.answer, signal, card.question).then(
      (verdict) => {
        dispatch({ type: 'answerRecorded', round, cardIndex, answer: text, answeredAs: 'text-input', verdict });
        rateUnrated();
        if (verdict.result === 'correct') graded.current?.(card, verdict.result);
        else unrated.current = { card, result: verdict.result };
      },
      // Only an abort rejects: the page is gone.
      () => undefined,
    );
  }, [rateUnrated]);

  const overrideText = useCallback(() => {
    const current = stateRef.current;
    const cardIndex = currentCardIndex(current);
    const card = currentCard(current);
    if (cardIndex === undefined || !card || !current.showAnswer) return;
    const result = current.results[cardIndex];
    if (!result || result === 'correct' || current.answeredAs[cardIndex] !== 'text-input') return;
    dispatch({ type: 'answerOverridden', round: current.round, cardIndex });
    if (unrated.current?.card.id === card.id) {
      unrated.current = null;
      graded.current?.(card, 'correct');
    }
    void logAnswerOverride({
      setId,
      cardId: card.id,
      mode: 'quiz',
      question: card.question,
      correctAnswer: card.answer,
      userAnswer: current.userAnswers[cardIndex] ?? '',
      verdict: result === 'close' ? 'close' : 'incorrect',
      feedback: current.feedback[cardIndex]?.text ?? '',
    });
  }, [setId]);

  /** Moving on (or leaving) settles the answer on screen's rating first. */
  const moving = useCallback(
    (action: QuizAction) => {
      rateUnrated();
      dispatch(action);
    },
    [rateUnrated],
  );

  return {
    state,
    overrideText,
    applySettings: useCallback((settings) => moving({ type: 'settingsApplied', settings, random }), [moving, random]),
    switchType: useCallback((to) => dispatch({ type: 'typeSwitched', to }), []),
    setInput: useCallback((text) => dispatch({ type: 'inputChanged', text }), []),
    choose,
    submitText,
    retryOptions: useCallback(() => {
      const cardIndex = currentCardIndex(stateRef.current);
      if (cardIndex !== undefined) requestOptions(cardIndex);
    }, [requestOptions]),
    next: useCallback(() => moving({ type: 'wentNext' }), [moving]),
    previous: useCallback(() => moving({ type: 'wentPrevious' }), [moving]),
    jump: useCallback((position) => moving({ type: 'jumped', position }), [moving]),
    toggleBookmark: useCallback(() => {
      const cardIndex = currentCardIndex(stateRef.current);
      if (cardIndex !== undefined) dispatch({ type: 'bookmarkToggled', cardIndex });
    }, []),
    seeResults: useCallback(() => moving({ type: 'resultsShown' }), [moving]),
    restart: useCallback(() => moving({ type: 'restarted', random }), [moving, random]),
  };
}
