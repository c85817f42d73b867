import { LearnLimits } from '../constants/limits.ts';

/**
 * Learn's rounds (learn-and-match §2, §4) as pure functions: progress in, progress out. No clock, no
 * requests; randomness comes in as a parameter so a test with a seeded source knows every order.
 * The web app runs them and stores the result on the server (PUT /learn/{setId}/progress), which
 * validates its shape with the schema in schemas/learn.ts.
 *
 * A card moves unseen → familiar (answered right once) → mastered (answered right again). With both
 * question types on, the first answer is multiple choice and the second typed; with one type, both
 * answers are of that type. A card is asked at most once a round unless it is missed: a miss (a
 * wrong answer) sends it back to unseen, a close typed answer keeps its stage, and either way it
 * comes back later in the same round.
 */

export type LearnStage = 'unseen' | 'familiar' | 'mastered';
export type LearnAnswerWith = 'definition' | 'term';
export type LearnQuestionTypes = 'multiple-choice' | 'typed' | 'both';
export type LearnCardChoice = 'all' | 'starred' | 'missed';
export type LearnQuestionKind = 'multiple-choice' | 'typed';
/** how an answer went; 'close' only for typed answers */
export type LearnOutcome = 'correct' | 'close' | 'wrong';

export interface LearnOptions {
  /** 'definition': the card's question is shown and its answer asked; 'term': the other way round */
  answerWith: LearnAnswerWith;
  questionTypes: LearnQuestionTypes;
  cards: LearnCardChoice;
}

export const defaultLearnOptions: LearnOptions = { answerWith: 'definition', questionTypes: 'both', cards: 'all' };

export interface LearnCardState {
  id: string;
  stage: LearnStage;
  /** the round the card was last asked in; 0 before it ever was */
  lastSeenRound: number;
  /** the card's latest answer was not right: the next round asks it first */
  missed: boolean;
  /** answers this run that were not right */
  misses: number;
}

export interface LearnRound {
  number: number;
  /** card ids in the order they are asked; a missed card appears again further on */
  queue: string[];
  /** the question now asked: an index into `queue` (queue.length once the round is over) */
  position: number;
}

export interface LearnProgress {
  version: 1;
  options: LearnOptions;
  /** the cards of this run, in the set's order */
  cards: LearnCardState[];
  round: LearnRound;
  /** every card of the run is mastered */
  finished: boolean;
  /** cards the student starred (kept across runs) */
  starred: string[];
  /** cards missed at least once in the last finished run (for "missed last time") */
  lastMissed: string[];
}

export type RandomSource = () => number;

function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The card ids a run with these options covers, out of the learnable cards in set order. */
export function cardsForChoice(
  learnable: readonly string[],
  choice: LearnCardChoice,
  kept: Pick<LearnProgress, 'starred' | 'lastMissed'>,
): string[] {
  if (choice === 'all') return [...learnable];
  const wanted = new Set(choice === 'starred' ? kept.starred : kept.lastMissed);
  return learnable.filter((id) => wanted.has(id));
}

/** The type a card is asked in: by its stage when both are on. */
export function questionKind(stage: LearnStage, types: LearnQuestionTypes): LearnQuestionKind {
  if (types === 'multiple-choice') return 'multiple-choice';
  if (types === 'typed') return 'typed';
  return stage === 'unseen' ? 'multiple-choice' : 'typed';
}

/** Rounds a card has sat out since it was last asked (before round `roundNumber`). */
const roundsRested = (card: LearnCardState, roundNumber: number) => roundNumber - card.lastSeenRound - 1;

/**
 * The cards of round `roundNumber`: up to 7 not yet mastered, missed cards first, then familiar
 * cards that sat out two rounds, then cards never asked, then the rest (longest unasked first). Each
 * group keeps the set's order; the chosen cards are then asked in a random order.
 */
export function selectRound(cards: readonly LearnCardState[], roundNumber: number, random: RandomSource): string[] {
  const pending = cards.filter((c) => c.stage !== 'mastered');
  const rank = (c: LearnCardState) => {
    if (c.missed) return 0;
    if (c.stage === 'familiar' && roundsRested(c, roundNumber) >= LearnLimits.familiarRestRounds) return 1;
    if (c.lastSeenRound === 0) return 2;
    return 3;
  };
  const ordered = pending
    .map((card, index) => ({ card, index, rank: rank(card) }))
    .sort(
      (a, b) =>
        a.rank - b.rank || (a.rank === 3 ? a.card.lastSeenRound - b.card.lastSeenRound : 0) || a.index - b.index,
    )
    .slice(0, LearnLimits.roundSize)
    .map((entry) => entry.card.id);
  return shuffle(ordered, random);
}

/** A new run over `cardIds` (the set's learnable cards for these options), starred and missed lists kept. */
export function startLearn(
  cardIds: readonly string[],
  options: LearnOptions,
  kept: Pick<LearnProgress, 'starred' | 'lastMissed'>,
  random: RandomSource,
): LearnProgress {
  const unique = [...new Set(cardIds)];
  const cards: LearnCardState[] = unique.map((id) => ({
    id,
    stage: 'unseen',
    lastSeenRound: 0,
    missed: false,
    misses: 0,
  }));
  return {
    version: 1,
    options,
    cards,
    round: { number: 1, queue: selectRound(cards, 1, random), position: 0 },
    finished: cards.length === 0,
    starred: [...kept.starred],
    lastMissed: [...kept.lastMissed],
  };
}

export interface LearnQuestion {
  cardId: string;
  kind: LearnQuestionKind;
  stage: LearnStage;
}

/** The question on screen, or null between rounds and once the run is finished. */
export function currentQuestion(progress: LearnProgress): LearnQuestion | null {
  if (progress.finished) return null;
  const cardId = progress.round.queue[progress.round.position];
  const card = progress.cards.find((c) => c.id === cardId);
  if (!card) return null;
  return { cardId: card.id, kind: questionKind(card.stage, progress.options.questionTypes), stage: card.stage };
}

export const roundOver = (progress: LearnProgress) =>
  !progress.finished && progress.round.position >= progress.round.queue.length;

const nextStage = (stage: LearnStage): LearnStage => (stage === 'unseen' ? 'familiar' : 'mastered');

/**
 * Records the answer to the current question. Right: the card moves up a stage. Wrong: back to
 * unseen. Close: it stays. Not right either way: it comes back later in this round (at most twice).
 * When the last card is mastered the run is finished and its missed cards are kept.
 */
export function recordAnswer(progress: LearnProgress, outcome: LearnOutcome): LearnProgress {
  const question = currentQuestion(progress);
  if (!question) return progress;
  const { round } = progress;
  const right = outcome === 'correct';
  const cards = progress.cards.map((card) => {
    if (card.id !== question.cardId) return card;
    return {
      ...card,
      stage: right ? nextStage(card.stage) : outcome === 'wrong' ? 'unseen' : card.stage,
      lastSeenRound: round.number,
      missed: !right,
      misses: card.misses + (right ? 0 : 1),
    } satisfies LearnCardState;
  });

  const queue = [...round.queue];
  const position = round.position + 1;
  const timesAsked = round.queue.slice(0, position).filter((id) => id === question.cardId).length;
  if (!right && timesAsked <= LearnLimits.returnsPerRound) {
    queue.splice(Math.min(position + LearnLimits.returnGap, queue.length), 0, question.cardId);
  }

  const finished = cards.every((c) => c.stage === 'mastered');
  return {
    ...progress,
    cards,
    round: { ...round, queue, position },
    finished,
    lastMissed: finished ? cards.filter((c) => c.misses > 0).map((c) => c.id) : progress.lastMissed,
  };
}

/** The next round, once the current one is over. */
export function nextRound(progress: LearnProgress, random: RandomSource): LearnProgress {
  if (!roundOver(progress)) return progress;
  const number = progress.round.number + 1;
  return { ...progress, round: { number, queue: selectRound(progress.cards, number, random), position: 0 } };
}

/**
 * Stored progress made to fit the set as it is now: cards deleted since are dropped (from the round
 * too), cards added since join as unseen. A round left with nothing to ask is over.
 */
export function reconcileProgress(progress: LearnProgress, learnable: readonly string[]): LearnProgress {
  const present = new Set(learnable);
  const inRun = progress.options.cards === 'all' ? learnable : progress.cards.map((c) => c.id);
  const byId = new Map(progress.cards.map((c) => [c.id, c]));
  const cards = inRun
    .filter((id) => present.has(id))
    .map((id) => byId.get(id) ?? { id, stage: 'unseen' as const, lastSeenRound: 0, missed: false, misses: 0 });
  const asked = progress.round.queue.slice(0, progress.round.position).filter((id) => present.has(id));
  const toAsk = progress.round.queue.slice(progress.round.position).filter((id) => present.has(id));
  return {
    ...progress,
    cards,
    round: { ...progress.round, queue: [...asked, ...toAsk], position: asked.length },
    finished: cards.every((c) => c.stage === 'mastered'),
    starred: progress.starred.filter((id) => present.has(id)),
    lastMissed: progress.lastMissed.filter((id) => present.has(id)),
  };
}

export function toggleStar(progress: LearnProgress, cardId: string): LearnProgress {
  const starred = progress.starred.includes(cardId)
    ? progress.starred.filter((id) => id !== cardId)
    : [...progress.starred, cardId];
  return { ...progress, starred };
}

export interface LearnCounts {
  unseen: number;
  familiar: number;
  mastered: number;
  total: number;
}

export function learnCounts(progress: Pick<LearnProgress, 'cards'>): LearnCounts {
  const counts: LearnCounts = { unseen: 0, familiar: 0, mastered: 0, total: progress.cards.length };
  for (const card of progress.cards) counts[card.stage]++;
  return counts;
}

/** What a card shows and what it asks for, by the run's "answer with" option. */
export function promptAndAnswer<C extends { question: string; answer: string }>(
  card: C & { questionImage?: string | null; answerImage?: string | null },
  answerWith: LearnAnswerWith,
): { prompt: string; promptImage: string | null; expected: string; expectedImage: string | null } {
  return answerWith === 'definition'
    ? {
        prompt: card.question,
        promptImage: card.questionImage ?? null,
        expected: card.answer,
        expectedImage: card.answerImage ?? null,
      }
    : {
        prompt: card.answer,
        promptImage: card.answerImage ?? null,
        expected: card.question,
        expectedImage: card.questionImage ?? null,
      };
}

/**
 * Cards Learn can ask (sets-and-study §4 "Skipped cards", as the quiz does): the side to be answered
 * has text and no image. The others are left out and counted.
 */
export function learnableCardIds<C extends { id: string; question: string; answer: string }>(
  cards: readonly (C & { questionImage?: string | null; answerImage?: string | null })[],
  answerWith: LearnAnswerWith,
): string[] {
  return cards
    .filter((card) => {
      const { expected, expectedImage } = promptAndAnswer(card, answerWith);
      return expected.trim() !== '' && !expectedImage?.trim();
    })
    .map((card) => card.id);
}
