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
    expect(deck).toEqual({ order: [0, 1, 2], position: 0, side: 'front' });
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

  it('stops at both ends: Prev at the first card, Next at the last', () => {
    const first = newDeck(2);
    expect(deckReducer(first, { type: 'prev' })).toBe(first);
    const last = run(first, { type: 'next' });
    expect(canGoNext(last)).toBe(false);
    expect(canGoPrev(last)).toBe(true);
    expect(progressPercent(last)).toBe(100);
    // Even flipped, a Next at the end changes nothing (the answer stays on show).
    const flippedLast = run(last, { type: 'flip' });
    expect(deckReducer(flippedLast, { type: 'next' })).toBe(flippedLast);
  });

  it('shuffles to the given order and starts again at its first card, question side', () => {
    const deck = run(newDeck(4), { type: 'next' }, { type: 'next' }, { type: 'flip' });
    const shuffled = deckReducer(deck, { type: 'shuffle', order: [2, 0, 3, 1] });
    expect(shuffled).toEqual({ order: [2, 0, 3, 1], position: 0, side: 'front' });
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

  it('one card: neither Prev nor Next, but it flips', () => {
    const one = newDeck(1);
    expect(canGoPrev(one)).toBe(false);
    expect(canGoNext(one)).toBe(false);
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
