import type { Flashcard } from '@coursecards/shared/schemas/sets';

/** A card with its place in the set (1-based), kept through filtering and sorting. */
export interface NumberedCard {
  card: Flashcard;
  number: number;
}

/** Spec "List tools": the set's own order, or A to Z by question. */
export type CardSort = 'default' | 'alphabetical';
export type CardLayout = 'grid' | 'list';

export const numberCards = (cards: readonly Flashcard[]): NumberedCard[] =>
  cards.map((card, i) => ({ card, number: i + 1 }));

const fold = (text: string) => text.toLocaleLowerCase('en-US');

/** Cards whose question or answer text holds the search text, case-insensitively; all for a blank search. */
export function filterCards(cards: readonly NumberedCard[], search: string): NumberedCard[] {
  const wanted = fold(search.trim());
  if (!wanted) return [...cards];
  return cards.filter(({ card }) => fold(card.question).includes(wanted) || fold(card.answer).includes(wanted));
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * A sorted copy. A to Z compares questions as people read them (case-blind, "2" before "10");
 * cards whose question is only an image have no text to sort by and go last, in set order.
 */
export function sortCards(cards: readonly NumberedCard[], sort: CardSort): NumberedCard[] {
  if (sort === 'default') return [...cards];
  return cards.toSorted((a, b) => {
    const qa = a.card.question.trim();
    const qb = b.card.question.trim();
    if (!qa || !qb) return qa ? -1 : qb ? 1 : a.number - b.number;
    return collator.compare(qa, qb) || a.number - b.number;
  });
}

/** The cards the list shows: filtered by the search, then in the chosen order. */
export const visibleCards = (cards: readonly NumberedCard[], search: string, sort: CardSort) =>
  sortCards(filterCards(cards, search), sort);

/** Whether every card in `ids` has its answer shown (false for none: "Show" is the useful action then). */
export function allRevealed(ids: readonly string[], revealed: ReadonlySet<string>): boolean {
  return ids.length > 0 && ids.every((id) => revealed.has(id));
}

/** One card's answer shown or hidden. */
export function toggleRevealed(revealed: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(revealed);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Show all / hide all: shows every answer in `ids`, or, when they all show, hides them. */
export function toggleAllRevealed(ids: readonly string[], revealed: ReadonlySet<string>): Set<string> {
  const next = new Set(revealed);
  if (allRevealed(ids, revealed)) for (const id of ids) next.delete(id);
  else for (const id of ids) next.add(id);
  return next;
}
