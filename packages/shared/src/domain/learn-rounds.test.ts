import { describe, expect, it } from 'vitest';
import {
  cardsForChoice,
  currentQuestion,
  defaultLearnOptions,
  learnableCardIds,
  learnCounts,
  nextRound,
  questionKind,
  reconcileProgress,
  recordAnswer,
  roundOver,
  selectRound,
  startLearn,
  type LearnCardState,
  type LearnOptions,
  type LearnOutcome,
  type LearnProgress,
} from './learn-rounds.ts';

/** Keeps every order as given: tests then know which card comes when. */
const noShuffle = () => 0.999_999;
const ids = (n: number) => Array.from({ length: n }, (_, i) => `c${i + 1}`);
const none = { starred: [], lastMissed: [] };
const start = (n: number, options: Partial<LearnOptions> = {}) =>
  startLearn(ids(n), { ...defaultLearnOptions, ...options }, none, noShuffle);

/** Answers the current question with `outcome` and returns the new progress. */
const answer = (progress: LearnProgress, outcome: LearnOutcome) => recordAnswer(progress, outcome);
const stageOf = (progress: LearnProgress, id: string) => progress.cards.find((c) => c.id === id)?.stage;

describe('Learn rounds', () => {
  it('starts with a round of seven new cards, in the set order when not shuffled', () => {
    const progress = start(10);
    expect(progress.round).toEqual({ number: 1, queue: ids(7), position: 0 });
    expect(learnCounts(progress)).toEqual({ unseen: 10, familiar: 0, mastered: 0, total: 10 });
  });

  it('shuffles the order a round is asked in, never which cards it holds', () => {
    const shuffledRound = startLearn(ids(10), defaultLearnOptions, none, () => 0).round.queue;
    expect(shuffledRound).not.toEqual(ids(7));
    expect([...shuffledRound].sort()).toEqual(ids(7).sort());
  });

  it('moves a card unseen → familiar when right in multiple choice, then mastered when right typed', () => {
    let progress = start(1);
    expect(currentQuestion(progress)).toEqual({ cardId: 'c1', kind: 'multiple-choice', stage: 'unseen' });
    progress = answer(progress, 'correct');
    expect(stageOf(progress, 'c1')).toBe('familiar');
    expect(roundOver(progress)).toBe(true);
    progress = nextRound(progress, noShuffle);
    expect(currentQuestion(progress)).toEqual({ cardId: 'c1', kind: 'typed', stage: 'familiar' });
    progress = answer(progress, 'correct');
    expect(stageOf(progress, 'c1')).toBe('mastered');
    expect(progress.finished).toBe(true);
    expect(currentQuestion(progress)).toBeNull();
  });

  it('sends a missed card back to unseen and asks it again later in the same round', () => {
    let progress = start(4);
    progress = answer(progress, 'correct'); // c1
    progress = answer(progress, 'wrong'); // c2
    expect(stageOf(progress, 'c2')).toBe('unseen');
    // two other questions first (c3, c4), then c2 again
    expect(progress.round.queue).toEqual(['c1', 'c2', 'c3', 'c4', 'c2']);
    progress = answer(progress, 'correct'); // c3
    progress = answer(progress, 'correct'); // c4
    expect(currentQuestion(progress)?.cardId).toBe('c2');
    progress = answer(progress, 'correct');
    expect(stageOf(progress, 'c2')).toBe('familiar');
    expect(roundOver(progress)).toBe(true);
  });

  it('a missed familiar card falls back to unseen and is asked in multiple choice again', () => {
    let progress = start(1);
    progress = nextRound(answer(progress, 'correct'), noShuffle);
    progress = answer(progress, 'wrong');
    expect(currentQuestion(progress)).toEqual({ cardId: 'c1', kind: 'multiple-choice', stage: 'unseen' });
  });

  it('a close typed answer keeps the stage but comes back in the round', () => {
    let progress = start(1);
    progress = nextRound(answer(progress, 'correct'), noShuffle);
    progress = answer(progress, 'close');
    expect(stageOf(progress, 'c1')).toBe('familiar');
    expect(currentQuestion(progress)).toEqual({ cardId: 'c1', kind: 'typed', stage: 'familiar' });
  });

  it('a card missed again and again comes back twice in a round, then waits for the next', () => {
    let progress = start(1);
    progress = answer(progress, 'wrong');
    progress = answer(progress, 'wrong');
    progress = answer(progress, 'wrong');
    expect(roundOver(progress)).toBe(true);
    expect(progress.round.queue).toEqual(['c1', 'c1', 'c1']);
    progress = nextRound(progress, noShuffle);
    expect(currentQuestion(progress)?.cardId).toBe('c1');
  });

  it('a round favours missed cards, then familiar cards rested two rounds, then new ones', () => {
    const card = (id: string, over: Partial<LearnCardState>): LearnCardState => ({
      id,
      stage: 'unseen',
      lastSeenRound: 0,
      missed: false,
      misses: 0,
      ...over,
    });
    const cards: LearnCardState[] = [
      ...ids(6).map((id) => card(`new-${id}`, {})),
      card('familiar-recent', { stage: 'familiar', lastSeenRound: 4 }),
      card('familiar-rested', { stage: 'familiar', lastSeenRound: 2 }),
      card('missed', { stage: 'unseen', lastSeenRound: 4, missed: true, misses: 1 }),
      card('mastered', { stage: 'mastered', lastSeenRound: 1 }),
    ];
    // round 5: the rested card sat out rounds 3 and 4
    expect(selectRound(cards, 5, noShuffle)).toEqual([
      'missed',
      'familiar-rested',
      'new-c1',
      'new-c2',
      'new-c3',
      'new-c4',
      'new-c5',
    ]);
  });

  it('fills a round with recently seen cards when nothing else is left, longest unasked first', () => {
    let progress = start(3);
    progress = answer(progress, 'correct');
    progress = answer(progress, 'correct');
    progress = answer(progress, 'correct');
    progress = nextRound(progress, noShuffle);
    expect(progress.round.queue).toEqual(['c1', 'c2', 'c3']);
  });

  it('ends when every card is mastered and keeps the missed ones for "missed last time"', () => {
    let progress = start(4);
    const outcomes: LearnOutcome[] = ['correct', 'wrong', 'correct', 'correct', 'correct'];
    for (const outcome of outcomes) progress = answer(progress, outcome);
    let guard = 0;
    while (!progress.finished && guard++ < 50) {
      progress = roundOver(progress) ? nextRound(progress, noShuffle) : answer(progress, 'correct');
    }
    expect(progress.finished).toBe(true);
    expect(learnCounts(progress).mastered).toBe(4);
    expect(progress.lastMissed).toEqual(['c2']);
    expect(cardsForChoice(ids(4), 'missed', progress)).toEqual(['c2']);
  });

  it('with multiple choice only (or typed only) a card needs two right answers of that type', () => {
    for (const types of ['multiple-choice', 'typed'] as const) {
      let progress = start(1, { questionTypes: types });
      const kind = types === 'typed' ? 'typed' : 'multiple-choice';
      expect(currentQuestion(progress)?.kind).toBe(kind);
      progress = nextRound(answer(progress, 'correct'), noShuffle);
      expect(currentQuestion(progress)?.kind).toBe(kind);
      progress = answer(progress, 'correct');
      expect(progress.finished).toBe(true);
    }
    expect(questionKind('familiar', 'multiple-choice')).toBe('multiple-choice');
    expect(questionKind('unseen', 'typed')).toBe('typed');
  });

  it('chooses all cards, the starred ones or the ones missed last time', () => {
    const kept = { starred: ['c3', 'c1'], lastMissed: ['c2'] };
    expect(cardsForChoice(ids(4), 'all', kept)).toEqual(ids(4));
    expect(cardsForChoice(ids(4), 'starred', kept)).toEqual(['c1', 'c3']);
    expect(cardsForChoice(ids(4), 'missed', kept)).toEqual(['c2']);
  });

  it('answers with the definition or the term, leaving out cards whose asked side is an image', () => {
    const cards = [
      { id: 'a', question: 'Term A', answer: 'Def A', questionImage: null, answerImage: null },
      { id: 'b', question: 'Term B', answer: '', questionImage: null, answerImage: '/uploads/x.png' },
      { id: 'c', question: '', answer: 'Def C', questionImage: '/uploads/y.png', answerImage: null },
    ];
    expect(learnableCardIds(cards, 'definition')).toEqual(['a', 'c']);
    expect(learnableCardIds(cards, 'term')).toEqual(['a', 'b']);
  });

  it('fits stored progress to an edited set: deleted cards go, new cards join unseen', () => {
    let progress = start(3);
    progress = answer(progress, 'correct'); // c1 familiar
    const fitted = reconcileProgress(progress, ['c1', 'c3', 'c9']);
    expect(fitted.cards.map((c) => [c.id, c.stage])).toEqual([
      ['c1', 'familiar'],
      ['c3', 'unseen'],
      ['c9', 'unseen'],
    ]);
    expect(fitted.round.queue).toEqual(['c1', 'c3']);
    expect(currentQuestion(fitted)?.cardId).toBe('c3');
  });

  it('an empty selection is finished at once', () => {
    const progress = startLearn([], defaultLearnOptions, none, noShuffle);
    expect(progress.finished).toBe(true);
    expect(currentQuestion(progress)).toBeNull();
  });
});
