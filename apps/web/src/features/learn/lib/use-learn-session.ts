import {
  cardsForChoice,
  currentQuestion,
  learnableCardIds,
  nextRound,
  promptAndAnswer,
  recordAnswer,
  startLearn,
  toggleStar,
  type LearnOptions,
  type LearnOutcome,
  type LearnProgress,
  type LearnQuestion,
} from '@coursecards/shared/domain/learn-rounds';
import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { checkTypedAnswer, loadOptions, logAnswerOverride } from '../../quiz/index.ts';
import { sameAnswer, type AnswerResult } from '../../../lib/grading.ts';
import type { RandomSource } from '../../../lib/shuffle.ts';
import { ProgressSaver } from '../api/learn-api.ts';
import { completeChoices } from './learn-choices.ts';
import {
  ratingForLearnAnswer,
  ratingWaitsForOverride,
  type LearnAnswerEvent,
  type OnLearnRated,
} from './on-learn-answer.ts';

/** The question on screen, with the texts it shows and asks for. */
export interface ShownQuestion extends LearnQuestion {
  card: Flashcard;
  prompt: string;
  promptImage: string | null;
  expected: string;
}

/** An answered question, until Continue: what was given and how it was graded. */
export interface AnsweredQuestion {
  question: ShownQuestion;
  answer: string;
  result: AnswerResult;
  feedback: string;
  /** the progress before this answer: "I was right" records the answer again, as right */
  before: LearnProgress;
  overridden: boolean;
}

export type ChoicesState =
  { status: 'loading' } | { status: 'ready'; options: readonly string[] } | { status: 'failed' };

/** A question asked: its place in its round, its card and the side asked for. */
const keyOf = (progress: LearnProgress, cardId: string) =>
  `${progress.round.number}:${progress.round.position}:${cardId}:${progress.options.answerWith}`;

const outcomeOf = (result: AnswerResult): LearnOutcome =>
  result === 'correct' ? 'correct' : result === 'close' ? 'close' : 'wrong';

export interface LearnSessionOptions {
  setId: string;
  flashcards: readonly Flashcard[];
  /** the stored progress (already fitted to the set), or null to begin with the options */
  initial: LearnProgress | null;
  random?: RandomSource;
  /** each answer's rating once it is settled: the page feeds it to the memory model */
  onRated?: OnLearnRated;
}

/**
 * Learn on screen (learn-and-match §2): the pure rounds of learn-rounds.ts, the quiz's helper calls
 * for options and answer checks, and the server copy of the progress, written after every step.
 */
export function useLearnSession({ setId, flashcards, initial, random = Math.random, onRated }: LearnSessionOptions) {
  const rated = useRef(onRated);
  useLayoutEffect(() => {
    rated.current = onRated;
  }, [onRated]);
  const rate = useCallback((event: LearnAnswerEvent) => {
    rated.current?.(event.cardId, ratingForLearnAnswer(event));
  }, []);
  const [progress, setProgress] = useState<LearnProgress | null>(initial);
  // The latest progress, for answers graded after a wait (a typed answer's check): a star toggled
  // meanwhile is kept.
  const progressRef = useRef(progress);
  const [answered, setAnswered] = useState<AnsweredQuestion | null>(null);
  const [checking, setChecking] = useState(false);
  // Options belong to the question they were loaded for: another question's never show, even for a frame.
  const [loaded, setLoaded] = useState<{ key: string; choices: ChoicesState } | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  // Try Again on options that did not come asks for them once more.
  const [choicesAsked, setChoicesAsked] = useState(0);
  const byId = useMemo(() => new Map(flashcards.map((card) => [card.id, card])), [flashcards]);
  const saver = useMemo(() => new ProgressSaver(setId, (saved) => setSaveFailed(!saved)), [setId]);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const commit = useCallback(
    (next: LearnProgress) => {
      progressRef.current = next;
      setProgress(next);
      saver.push(next);
    },
    [saver],
  );

  const question = useMemo<ShownQuestion | null>(() => {
    const shown = answered?.question;
    if (shown) return shown;
    if (!progress) return null;
    const asked = currentQuestion(progress);
    const card = asked && byId.get(asked.cardId);
    if (!asked || !card) return null;
    const sides = promptAndAnswer(card, progress.options.answerWith);
    return { ...asked, card, prompt: sides.prompt, promptImage: sides.promptImage, expected: sides.expected };
  }, [answered, progress, byId]);

  // A multiple-choice question fetches its options when it is shown; a new question drops the old ones.
  const questionKey = question && !answered && progress ? keyOf(progress, question.cardId) : null;
  useEffect(() => {
    if (!questionKey || !question || question.kind !== 'multiple-choice' || !progress) return;
    const signal = abort.current?.signal;
    if (!signal) return;
    const key = questionKey;
    setLoaded({ key, choices: { status: 'loading' } });
    const others = progress.cards
      .filter((c) => c.id !== question.cardId)
      .map((c) => byId.get(c.id))
      .filter((c): c is Flashcard => Boolean(c))
      .map((c) => promptAndAnswer(c, progress.options.answerWith).expected);
    loadOptions({ question: question.prompt, correctAnswer: question.expected, setId, signal, random }).then(
      (fromEngine) => {
        if (signal.aborted) return;
        const options = completeChoices(fromEngine, question.expected, others, random);
        setLoaded({ key, choices: options.length > 0 ? { status: 'ready', options } : { status: 'failed' } });
      },
      () => undefined,
    );
    // The question's identity is its key; the rest is read as it is when the key changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [questionKey, choicesAsked]);

  const grade = useCallback(
    (shown: ShownQuestion, answer: string, result: AnswerResult, feedback: string) => {
      const current = progressRef.current;
      if (!current) return;
      const outcome = outcomeOf(result);
      const event = { setId, cardId: shown.cardId, kind: shown.kind, outcome, overridden: false };
      if (!ratingWaitsForOverride(event)) rate(event);
      setAnswered({ question: shown, answer, result, feedback, before: current, overridden: false });
      commit(recordAnswer(current, outcome));
    },
    [setId, commit, rate],
  );

  const choose = useCallback(
    (option: string) => {
      if (!question || answered) return;
      grade(question, option, sameAnswer(option, question.expected) ? 'correct' : 'incorrect', '');
    },
    [question, answered, grade],
  );

  const submitText = useCallback(
    (text: string) => {
      const signal = abort.current?.signal;
      if (!question || answered || checking || text.trim() === '' || !signal) return;
      setChecking(true);
      checkTypedAnswer(text, question.expected, signal, question.prompt).then(
        (verdict) => {
          setChecking(false);
          grade(question, text, verdict.result, verdict.feedback);
        },
        () => undefined,
      );
    },
    [question, answered, checking, grade],
  );

  /** "I was right": the answer is recorded again as right, and the override logged. */
  const overrideAnswer = useCallback(() => {
    if (!answered || answered.overridden || answered.result === 'correct' || answered.question.kind !== 'typed') return;
    const { question: shown } = answered;
    rate({ setId, cardId: shown.cardId, kind: shown.kind, outcome: 'correct', overridden: true });
    void logAnswerOverride({
      setId,
      cardId: shown.cardId,
      mode: 'learn',
      question: shown.prompt,
      correctAnswer: shown.expected,
      userAnswer: answered.answer,
      verdict: answered.result === 'close' ? 'close' : 'incorrect',
      feedback: answered.feedback,
    });
    setAnswered({ ...answered, overridden: true });
    commit(recordAnswer(answered.before, 'correct'));
  }, [answered, setId, commit, rate]);

  // Moving on settles a typed answer's grade that was not overridden.
  const proceed = useCallback(() => {
    if (answered && !answered.overridden) {
      const { question: shown } = answered;
      const event = {
        setId,
        cardId: shown.cardId,
        kind: shown.kind,
        outcome: outcomeOf(answered.result),
        overridden: false,
      };
      if (ratingWaitsForOverride(event)) rate(event);
    }
    setAnswered(null);
  }, [answered, setId, rate]);

  const startNextRound = useCallback(() => {
    if (progress) commit(nextRound(progress, random));
  }, [progress, commit, random]);

  const begin = useCallback(
    (options: LearnOptions) => {
      const learnable = learnableCardIds(flashcards, options.answerWith);
      const kept = progress ?? { starred: [], lastMissed: [] };
      setAnswered(null);
      commit(startLearn(cardsForChoice(learnable, options.cards, kept), options, kept, random));
    },
    [flashcards, progress, commit, random],
  );

  const star = useCallback(() => {
    if (progress && question) commit(toggleStar(progress, question.cardId));
  }, [progress, question, commit]);

  // While a question is answered its options stay as they were when chosen.
  const shownKey = answered ? keyOf(answered.before, answered.question.cardId) : questionKey;
  const choices: ChoicesState = loaded && loaded.key === shownKey ? loaded.choices : { status: 'loading' };

  return {
    progress,
    question,
    answered,
    checking,
    choices,
    saveFailed,
    choose,
    retryChoices: useCallback(() => setChoicesAsked((n) => n + 1), []),
    submitText,
    overrideAnswer,
    proceed,
    startNextRound,
    begin,
    star,
  };
}

export type LearnSession = ReturnType<typeof useLearnSession>;
