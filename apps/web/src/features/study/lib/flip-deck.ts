/**
 * Flip-card study as plain data (sets-and-study §4 "Flip card"): the order the cards are
 * studied in, where the student is in it, and which side shows. No React, no randomness of its
 * own: shuffles are handed in, so every rule here is tested directly.
 */
export type CardSide = 'front' | 'back';

export interface DeckState {
  /** indexes into the set's cards, in study order */
  order: readonly number[];
  /** place in `order`, 0-based */
  position: number;
  side: CardSide;
  /** past the last card: the end-of-deck summary shows instead of a card */
  finished: boolean;
}

export type DeckAction =
  | { type: 'flip' }
  | { type: 'next' }
  | { type: 'prev' }
  /** `order` comes from shuffledOrder(): a permutation of 0..count-1 */
  | { type: 'shuffle'; order: readonly number[] }
  /** the same order again from its first card */
  | { type: 'restart' };

/** The set's own order, first card, question side. */
export function newDeck(count: number): DeckState {
  return {
    order: Array.from({ length: Math.max(0, count) }, (_, i) => i),
    position: 0,
    side: 'front',
    finished: false,
  };
}

/** From the summary, Prev goes back to the last card. */
export const canGoPrev = (deck: DeckState) => deck.finished || deck.position > 0;
/** Next is there on every card: on the last it ends the deck (the summary). */
export const canGoNext = (deck: DeckState) => !deck.finished && deck.order.length > 0;
export const isLastCard = (deck: DeckState) => deck.position === deck.order.length - 1;

/** The index (into the set's cards) of the card on show; undefined for an empty deck. */
export const currentCardIndex = (deck: DeckState): number | undefined => deck.order[deck.position];

/** How far through the deck the student is, 0–100, counting the card on show as seen. */
export const progressPercent = (deck: DeckState) =>
  deck.order.length === 0 ? 0 : Math.round(((deck.position + 1) / deck.order.length) * 100);

/**
 * Flip toggles the side. Moving to another card shows its question: the answer of the next card
 * is never on show before the student asks for it. Prev stops at the first card; Next on the last
 * ends the deck (finished), and Prev from there shows the last card again. Shuffle puts the cards
 * in the order given and starts again at the first, question side; restart does so in the same order.
 */
export function deckReducer(deck: DeckState, action: DeckAction): DeckState {
  switch (action.type) {
    case 'flip':
      if (deck.order.length === 0 || deck.finished) return deck;
      return { ...deck, side: deck.side === 'front' ? 'back' : 'front' };
    case 'next':
      if (!canGoNext(deck)) return deck;
      if (isLastCard(deck)) return { ...deck, finished: true };
      return { ...deck, position: deck.position + 1, side: 'front' };
    case 'prev':
      if (deck.finished) return { ...deck, finished: false, side: 'front' };
      return canGoPrev(deck) ? { ...deck, position: deck.position - 1, side: 'front' } : deck;
    case 'shuffle':
      if (!isPermutation(action.order, deck.order.length)) {
        throw new Error(`A shuffle must order all ${deck.order.length} cards, each once`);
      }
      return { order: [...action.order], position: 0, side: 'front', finished: false };
    case 'restart':
      return { ...deck, position: 0, side: 'front', finished: false };
  }
}

function isPermutation(order: readonly number[], count: number): boolean {
  if (order.length !== count) return false;
  const seen = new Set(order);
  return seen.size === count && order.every((i) => Number.isInteger(i) && i >= 0 && i < count);
}

/**
 * A random order of `count` cards (Fisher–Yates). `random` returns numbers in [0, 1), as
 * Math.random does; tests pass their own.
 */
export function shuffledOrder(count: number, random: () => number = Math.random): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
