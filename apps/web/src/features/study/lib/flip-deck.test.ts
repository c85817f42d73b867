import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrev,
  currentCardIndex,
  deckReducer,
  newDeck,
  progressPercent,
  shuffledOrder,
  type DeckAction,
  type DeckState,
} from './flip-deck.ts';

const run = (deck: DeckState, ...actions: DeckAction[]) => actions.reduce(deckReducer, deck);

describe('flip deck', () => {
  it('starts at the first card, question side, in the set order', () => {
    const deck = newDeck(3);
    expect(deck).toEqual({ order: [0, 1, 2], position: 0, side: 'front', finished: false });
    expect(currentCardIndex(deck)).toBe(0);
    expect(canGoPrev(deck)).toBe(false);
    expect(canGoNext(deck)).toBe(true);
    expect(progressPercent(deck)).toBe(33);
  });

  it('flips between question and answer', () => {
    const deck = newDeck(2);
    expect(run(deck, { type: 'flip' }).side).toBe('back');
    expect(run(deck, { type: 'flip' }, { type: 'flip' }).side).toBe('front');
  });

  it('shows the question of every card it moves to', () => {
    const flipped = run(newDeck(3), { type: 'flip' });
    const next = deckReducer(flipped, { type: 'next' });
    expect(next).toMatchObject({ position: 1, side: 'front' });
    const back = run(next, { type: 'flip' }, { type: 'prev' });
    expect(back).toMatchObject({ position: 0, side: 'front' });
  });

  it('stops at the first card; Next on the last ends the deck, and Prev from there shows the last card', () => {
    const first = newDeck(2);
    expect(deckReducer(first, { type: 'prev' })).toBe(first);
    const last = run(first, { type: 'next' });
    expect(canGoNext(last)).toBe(true);
    expect(canGoPrev(last)).toBe(true);
    expect(progressPercent(last)).toBe(100);
    const ended = run(last, { type: 'flip' }, { type: 'next' });
    expect(ended).toMatchObject({ position: 1, finished: true });
    expect(canGoNext(ended)).toBe(false);
    // Nothing to flip or pass at the end.
    expect(run(ended, { type: 'flip' }, { type: 'next' })).toBe(ended);
    expect(deckReducer(ended, { type: 'prev' })).toEqual({
      order: [0, 1],
      position: 1,
      side: 'front',
      finished: false,
    });
  });

  it('starts again in the same order', () => {
    const ended = run(
      newDeck(3),
      { type: 'shuffle', order: [2, 0, 1] },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
    );
    expect(ended.finished).toBe(true);
    expect(deckReducer(ended, { type: 'restart' })).toEqual({
      order: [2, 0, 1],
      position: 0,
      side: 'front',
      finished: false,
    });
  });

  it('shuffles to the given order and starts again at its first card, question side', () => {
    const deck = run(newDeck(4), { type: 'next' }, { type: 'next' }, { type: 'flip' });
    const shuffled = deckReducer(deck, { type: 'shuffle', order: [2, 0, 3, 1] });
    expect(shuffled).toEqual({ order: [2, 0, 3, 1], position: 0, side: 'front', finished: false });
    expect(currentCardIndex(shuffled)).toBe(2);
    expect(currentCardIndex(deckReducer(shuffled, { type: 'next' }))).toBe(0);
  });

  it('refuses a "shuffle" that drops or repeats cards', () => {
    const deck = newDeck(3);
    expect(() => deckReducer(deck, { type: 'shuffle', order: [0, 1] })).toThrow(/all 3 cards/);
    expect(() => deckReducer(deck, { type: 'shuffle', order: [0, 1, 1] })).toThrow(/each once/);
    expect(() => deckReducer(deck, { type: 'shuffle', order: [0, 1, 3] })).toThrow();
  });

  it('has nothing to flip or move in an empty set', () => {
    const empty = newDeck(0);
    expect(currentCardIndex(empty)).toBeUndefined();
    expect(canGoPrev(empty)).toBe(false);
    expect(canGoNext(empty)).toBe(false);
    expect(progressPercent(empty)).toBe(0);
    expect(run(empty, { type: 'flip' }, { type: 'next' }, { type: 'prev' })).toBe(empty);
  });

  it('one card: no Prev, Next ends the deck, and it flips', () => {
    const one = newDeck(1);
    expect(canGoPrev(one)).toBe(false);
    expect(canGoNext(one)).toBe(true);
    expect(deckReducer(one, { type: 'next' }).finished).toBe(true);
    expect(run(one, { type: 'flip' }).side).toBe('back');
    expect(progressPercent(one)).toBe(100);
  });
});

describe('shuffledOrder', () => {
  it('is a permutation drawn from the random source (Fisher–Yates)', () => {
    // random() = 0 always swaps with the first place: [0,1,2,3] → [1,2,3,0]
    expect(shuffledOrder(4, () => 0)).toEqual([1, 2, 3, 0]);
    // just under 1 always keeps each place: the set order
    expect(shuffledOrder(4, () => 0.999_999)).toEqual([0, 1, 2, 3]);
  });

  it('reaches every order of three cards', () => {
    let seed = 7;
    // A small deterministic generator (LCG), so the test is repeatable.
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const order = shuffledOrder(3, random);
      expect(order.toSorted()).toEqual([0, 1, 2]);
      seen.add(order.join());
    }
    expect(seen.size).toBe(6);
  });

  it('handles empty and single decks', () => {
    expect(shuffledOrder(0)).toEqual([]);
    expect(shuffledOrder(1)).toEqual([0]);
  });
});
