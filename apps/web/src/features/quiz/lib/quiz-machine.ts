import { UiConstants } from '@coursecards/shared/constants/limits';
import type { Flashcard } from '@coursecards/shared/schemas/sets';
import type { AnswerResult, Verdict } from '../../../lib/grading.ts';
import { cutQuestion, QuizMessages } from './quiz-messages.ts';
import { shuffled, type RandomSource } from '../../../lib/shuffle.ts';

/**
 * The quiz session (sets-and-study §3 "Quiz session state", §4) as a pure reducer: state and
 * an action in, the next state out. No React, no requests, no clock; randomness arrives inside the
 * actions that need it, so a test that passes a seeded source knows every order.
 *
 * Questions are named by their index in `cards` (the quizzable cards in set order), not by card id,
 * so even a set with repeated ids keeps each question's answer apart.
 */

export type QuizType = 'multiple-choice' | 'text-input';
export const allQuizTypes: readonly QuizType[] = ['multiple-choice', 'text-input'];

/** sets-and-study §3 "Quiz settings". */
export interface QuizSettings {
  /** the first is the type questions are asked in; the dialog keeps exactly one (sets-and-study §4) */
  quizTypes: readonly QuizType[];
  shuffleQuestions: boolean;
}

/** sets-and-study §9: what the settings dialog offers first. */
export const dialogDefaults: QuizSettings = { quizTypes: ['multiple-choice'], shuffleQuestions: true };

/** sets-and-study §4: before the dialog has answered, questions are typed (text-input); ours: in the set's order. */
export const noDialogSettings: QuizSettings = { quizTypes: ['text-input'], shuffleQuestions: false };

export type QuizCard = Pick<Flashcard, 'id' | 'question' | 'answer' | 'questionImage'>;

/** A multiple-choice question's options: being fetched, ready (already shuffled), or missing. */
export type OptionsEntry =
  { status: 'loading' } | { status: 'ready'; options: readonly string[] } | { status: 'failed' };

/** sets-and-study §3: "feedback (feedback text and isClose flag)". */
export interface AnswerFeedback {
  text: string;
  isClose: boolean;
}

type PerQuestion<T> = Readonly<Partial<Record<number, T>>>;

export interface QuizState {
  /** counts (re)starts; an answer or options that arrive from an earlier round are dropped */
  round: number;
  /** the cards asked, in set order: every card whose answer is not an image */
  cards: readonly QuizCard[];
  /** cards left out because their answer is an image (sets-and-study §4 "Skipped cards") */
  skippedCount: number;
  /** set by /quiz/{id}/text and /quiz/{id}/multiple-choice: no other type is offered */
  forcedType: QuizType | null;
  settings: QuizSettings;
  /** the type unanswered questions are asked in (the dialog's choice, or the last switch) */
  quizType: QuizType;
  /** indexes into `cards`, in the order they are asked */
  questionsOrder: readonly number[];
  /** position in `questionsOrder` */
  currentIndex: number;
  /** the text answer being typed for the current question */
  input: string;
  options: PerQuestion<OptionsEntry>;
  userAnswers: PerQuestion<string>;
  answeredFlags: PerQuestion<boolean>;
  results: PerQuestion<AnswerResult>;
  feedback: PerQuestion<AnswerFeedback>;
  /** how each answered question was asked, so its locked view stays as it was answered */
  answeredAs: PerQuestion<QuizType>;
  /** card indexes, in the order they were bookmarked */
  bookmarkedQuestions: readonly number[];
  /** the current question's result is on screen (and the question is locked) */
  showAnswer: boolean;
  /** the question whose typed answer is out for checking, if any */
  checking: number | null;
  quizCompleted: boolean;
  /** 'close' counts as incorrect here (it is shown apart, in yellow) */
  tally: { correct: number; incorrect: number };
}

export type QuizAction =
  /** the settings dialog's result: a new order (quiz starts over) when shuffling changed, else a new type */
  | { type: 'settingsApplied'; settings: QuizSettings; random: RandomSource }
  /** 'Switch to Multiple Choice' / 'Switch to Text Input' */
  | { type: 'typeSwitched'; to: QuizType }
  | { type: 'inputChanged'; text: string }
  | { type: 'optionsRequested'; round: number; cardIndex: number }
  | { type: 'optionsLoaded'; round: number; cardIndex: number; options: readonly string[] }
  | { type: 'optionsFailed'; round: number; cardIndex: number }
  /** a typed answer went out to be checked */
  | { type: 'checkStarted'; round: number; cardIndex: number }
  | { type: 'answerRecorded'; round: number; cardIndex: number; answer: string; answeredAs: QuizType; verdict: Verdict }
  /** "I was right" on a typed answer graded close or incorrect (learn-and-match §2): it counts as correct */
  | { type: 'answerOverridden'; round: number; cardIndex: number }
  | { type: 'wentNext' }
  | { type: 'wentPrevious' }
  /** 'Jump to Question': a position in the asked order */
  | { type: 'jumped'; position: number }
  | { type: 'bookmarkToggled'; cardIndex: number }
  /** 'See Results' */
  | { type: 'resultsShown' }
  /** 'Take Quiz Again' and 'Reset Quiz' */
  | { type: 'restarted'; random: RandomSource };

/** sets-and-study §4 "Skipped cards": a card whose answer is an image cannot be quizzed. */
export const hasAnswerImage = (card: Pick<Flashcard, 'answerImage'>) => Boolean(card.answerImage?.trim());

export type QuizAvailability = 'empty' | 'answer-images-only' | 'ready';

/** Which of the spec's states a set leads to before any question is asked. */
export function quizAvailability(flashcards: readonly Pick<Flashcard, 'answerImage'>[]): QuizAvailability {
  if (flashcards.length === 0) return 'empty';
  return flashcards.every(hasAnswerImage) ? 'answer-images-only' : 'ready';
}

/** One type or more, each known, no repeats; a forced route allows only its own; never none. */
function normaliseSettings(settings: QuizSettings, forcedType: QuizType | null): QuizSettings {
  const known = settings.quizTypes.filter((t, i, all) => allQuizTypes.includes(t) && all.indexOf(t) === i);
  const quizTypes: QuizType[] = forcedType ? [forcedType] : known.length > 0 ? known : ['text-input'];
  return { quizTypes, shuffleQuestions: settings.shuffleQuestions };
}

function buildOrder(count: number, shuffle: boolean, random: RandomSource): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  return shuffle ? shuffled(order, random) : order;
}

export interface CreateQuizOptions {
  forcedType?: QuizType | null;
  /** absent until the dialog answers: text-input, set order */
  settings?: QuizSettings;
  random: RandomSource;
}

/** A round before its first answer: first question, nothing typed, chosen or graded. */
function freshRound() {
  return {
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
  } satisfies Partial<QuizState>;
}

/** A fresh quiz over a set's cards. */
export function createQuiz(flashcards: readonly Flashcard[], options: CreateQuizOptions): QuizState {
  const forcedType = options.forcedType ?? null;
  const cards = flashcards
    .filter((card) => !hasAnswerImage(card))
    .map(({ id, question, answer, questionImage }) => ({ id, question, answer, questionImage }));
  const settings = normaliseSettings(options.settings ?? noDialogSettings, forcedType);
  return {
    round: 1,
    cards,
    skippedCount: flashcards.length - cards.length,
    forcedType,
    settings,
    quizType: settings.quizTypes[0] ?? 'text-input',
    questionsOrder: buildOrder(cards.length, settings.shuffleQuestions, options.random),
    bookmarkedQuestions: [],
    ...freshRound(),
  };
}

/** sets-and-study §4 "Take Quiz Again": tally, answers and input reset, order and options rebuilt; bookmarks stay. */
function restart(state: QuizState, settings: QuizSettings, random: RandomSource): QuizState {
  return {
    ...state,
    round: state.round + 1,
    settings,
    quizType: settings.quizTypes[0] ?? 'text-input',
    questionsOrder: buildOrder(state.cards.length, settings.shuffleQuestions, random),
    ...freshRound(),
  };
}

function tallyOf(results: PerQuestion<AnswerResult>): QuizState['tally'] {
  const tally = { correct: 0, incorrect: 0 };
  for (const result of Object.values(results)) {
    if (result === 'correct') tally.correct++;
    else if (result) tally.incorrect++;
  }
  return tally;
}

/** Moving to another question: its earlier answer (if any) is back in the box, ready to be answered again. */
function moveTo(state: QuizState, position: number): QuizState {
  if (state.quizCompleted || position === state.currentIndex) return state;
  if (!Number.isInteger(position) || position < 0 || position >= state.questionsOrder.length) return state;
  const cardIndex = state.questionsOrder[position] as number;
  return { ...state, currentIndex: position, showAnswer: false, input: state.userAnswers[cardIndex] ?? '' };
}

const isQuestion = (state: QuizState, cardIndex: number) =>
  Number.isInteger(cardIndex) && cardIndex >= 0 && cardIndex < state.cards.length;

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'settingsApplied': {
      const settings = normaliseSettings(action.settings, state.forcedType);
      if (settings.shuffleQuestions !== state.settings.shuffleQuestions) return restart(state, settings, action.random);
      // The current question keeps the look it was answered in; the new type applies to the rest.
      return { ...state, settings, quizType: settings.quizTypes[0] ?? state.quizType };
    }

    case 'typeSwitched':
      if (action.to === state.quizType || !canSwitchType(state) || !allowedTypes(state).includes(action.to)) {
        return state;
      }
      return { ...state, quizType: action.to };

    case 'inputChanged':
      if (state.showAnswer || state.quizCompleted || state.checking === currentCardIndex(state)) return state;
      return { ...state, input: action.text };

    case 'optionsRequested': {
      if (action.round !== state.round || !isQuestion(state, action.cardIndex)) return state;
      const entry = state.options[action.cardIndex];
      // Options once shown stay the same for the round; only a missing set is asked for again.
      if (entry && entry.status !== 'failed') return state;
      return { ...state, options: { ...state.options, [action.cardIndex]: { status: 'loading' } } };
    }

    case 'optionsLoaded':
    case 'optionsFailed': {
      if (action.round !== state.round || state.options[action.cardIndex]?.status !== 'loading') return state;
      const options = action.type === 'optionsLoaded' ? action.options.filter((o) => o.trim() !== '') : [];
      const entry: OptionsEntry = options.length > 0 ? { status: 'ready', options } : { status: 'failed' };
      return { ...state, options: { ...state.options, [action.cardIndex]: entry } };
    }

    case 'checkStarted': {
      if (action.round !== state.round || state.quizCompleted || state.showAnswer) return state;
      if (currentCardIndex(state) !== action.cardIndex || state.input.trim() === '') return state;
      return { ...state, checking: action.cardIndex };
    }

    case 'answerRecorded': {
      const { cardIndex } = action;
      if (action.round !== state.round || state.quizCompleted || !isQuestion(state, cardIndex)) return state;
      const isCurrent = currentCardIndex(state) === cardIndex;
      // Answering locks the question while its result shows (sets-and-study §4).
      if (isCurrent && state.showAnswer) return state;
      // sets-and-study §5: a typed answer is never blank.
      if (action.answeredAs === 'text-input' && action.answer.trim() === '') return state;
      const { result, feedback } = action.verdict;
      const results = { ...state.results, [cardIndex]: result };
      return {
        ...state,
        userAnswers: { ...state.userAnswers, [cardIndex]: action.answer },
        answeredFlags: { ...state.answeredFlags, [cardIndex]: true },
        results,
        feedback: { ...state.feedback, [cardIndex]: { text: feedback, isClose: result === 'close' } },
        answeredAs: { ...state.answeredAs, [cardIndex]: action.answeredAs },
        // Re-answering replaces the earlier result, so the tally is counted afresh.
        tally: tallyOf(results),
        checking: state.checking === cardIndex ? null : state.checking,
        ...(isCurrent ? { showAnswer: true, input: action.answer } : {}),
      };
    }

    case 'answerOverridden': {
      const { cardIndex } = action;
      if (action.round !== state.round || state.quizCompleted || !isQuestion(state, cardIndex)) return state;
      const was = state.results[cardIndex];
      if (!was || was === 'correct' || state.answeredAs[cardIndex] !== 'text-input') return state;
      const results = { ...state.results, [cardIndex]: 'correct' as const };
      return {
        ...state,
        results,
        feedback: { ...state.feedback, [cardIndex]: { text: '', isClose: false } },
        tally: tallyOf(results),
      };
    }

    case 'wentNext':
      return moveTo(state, state.currentIndex + 1);
    case 'wentPrevious':
      return moveTo(state, state.currentIndex - 1);
    case 'jumped':
      return moveTo(state, action.position);

    case 'bookmarkToggled': {
      if (!isQuestion(state, action.cardIndex)) return state;
      const marked = state.bookmarkedQuestions.includes(action.cardIndex);
      return {
        ...state,
        bookmarkedQuestions: marked
          ? state.bookmarkedQuestions.filter((i) => i !== action.cardIndex)
          : [...state.bookmarkedQuestions, action.cardIndex],
      };
    }

    case 'resultsShown':
      if (forwardAction(state).kind !== 'see-results') return state;
      return { ...state, quizCompleted: true, showAnswer: false, checking: null };

    case 'restarted':
      return restart(state, state.settings, action.random);
  }
}

// ---- selectors -------------------------------------------------------------------------------

export const totalQuestions = (state: QuizState) => state.questionsOrder.length;

export const currentCardIndex = (state: QuizState): number | undefined => state.questionsOrder[state.currentIndex];

/** The card on screen; undefined only if the state is broken ('Error: Could not load current card.'). */
export function currentCard(state: QuizState): QuizCard | undefined {
  const index = currentCardIndex(state);
  return index === undefined ? undefined : state.cards[index];
}

/** Types the switch button may offer: a forced route's one, otherwise both. */
export const allowedTypes = (state: QuizState): readonly QuizType[] =>
  state.forcedType ? [state.forcedType] : allQuizTypes;

/** sets-and-study §2/§4: switching is offered when more than one type is allowed and the answer is not shown. */
export function canSwitchType(state: QuizState): boolean {
  const index = currentCardIndex(state);
  return (
    allowedTypes(state).length > 1 &&
    index !== undefined &&
    !state.showAnswer &&
    !state.quizCompleted &&
    state.checking !== index
  );
}

/** The type the current question shows in: as it was answered while its result shows, else the quiz's. */
export function shownType(state: QuizState): QuizType {
  const index = currentCardIndex(state);
  return (state.showAnswer && index !== undefined && state.answeredAs[index]) || state.quizType;
}

export type ForwardAction =
  | { kind: 'next-question'; disabled: false }
  | { kind: 'see-results'; disabled: false }
  | { kind: 'next'; disabled: boolean };

/**
 * sets-and-study §2 "Buttons": after answering, 'Next Question' (or 'See Results' on the last question);
 * before, 'Next', disabled on the last question while it is unanswered. A last question answered
 * earlier and visited again also offers 'See Results'.
 */
export function forwardAction(state: QuizState): ForwardAction {
  const index = currentCardIndex(state);
  const last = state.currentIndex >= state.questionsOrder.length - 1;
  if (index === undefined || state.quizCompleted) return { kind: 'next', disabled: true };
  if (last && (state.showAnswer || state.answeredFlags[index])) return { kind: 'see-results', disabled: false };
  if (state.showAnswer) return { kind: 'next-question', disabled: false };
  return { kind: 'next', disabled: last };
}

export const attemptedCount = (state: QuizState) =>
  state.questionsOrder.filter((index) => state.answeredFlags[index]).length;

/**
 * The results percentage: correct answers out of ALL questions in the quiz, so a question left
 * unanswered counts against the score (the line under it names both the attempted and total counts).
 */
export function scorePercent(state: QuizState): number {
  const total = totalQuestions(state);
  return total === 0 ? 0 : Math.round((state.tally.correct / total) * 100);
}

export type ScoreBand = 'good' | 'fair' | 'poor';

/** sets-and-study §9: green at 80 and above, yellow at 60 and above, else red. */
export function scoreBand(percent: number): ScoreBand {
  if (percent >= UiConstants.resultsGoodPercent) return 'good';
  if (percent >= UiConstants.resultsFairPercent) return 'fair';
  return 'poor';
}

export type QuestionStatus = AnswerResult | 'unanswered';

export interface QuestionEntry {
  /** position in the asked order */
  position: number;
  /** 1-based, as shown */
  number: number;
  cardIndex: number;
  card: QuizCard;
  /** the jump list's text: cut at 30 characters plus '...', or a stand-in for an image-only question */
  label: string;
  status: QuestionStatus;
  bookmarked: boolean;
  /** what was answered ('' when nothing was) */
  answer: string;
  feedback: string;
  current: boolean;
}

/** Every question in the asked order: the jump list's QUESTIONS and the results' Question Review. */
export function questionEntries(state: QuizState): QuestionEntry[] {
  return state.questionsOrder.flatMap((cardIndex, position) => {
    const card = state.cards[cardIndex];
    if (!card) return [];
    const text = cutQuestion(card.question);
    return [
      {
        position,
        number: position + 1,
        cardIndex,
        card,
        label: text || QuizMessages.imageOnlyQuestion,
        status: (state.answeredFlags[cardIndex] && state.results[cardIndex]) || 'unanswered',
        bookmarked: state.bookmarkedQuestions.includes(cardIndex),
        answer: state.userAnswers[cardIndex] ?? '',
        feedback: state.feedback[cardIndex]?.text ?? '',
        current: position === state.currentIndex,
      },
    ];
  });
}

/** The jump list's BOOKMARKED section, in the asked order. */
export const bookmarkedEntries = (state: QuizState) => questionEntries(state).filter((entry) => entry.bookmarked);
