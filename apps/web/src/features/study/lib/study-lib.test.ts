import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { describe, expect, it } from 'vitest';
import { backLinkFor, canEditSet } from './back-link.ts';
import {
  allRevealed,
  filterCards,
  numberCards,
  sortCards,
  toggleAllRevealed,
  toggleRevealed,
  visibleCards,
} from './card-list-view.ts';
import { cardCountLabel, cardPositionLabel, showingLabel } from './study-messages.ts';

const card = (id: string, question: string, answer: string, questionImage: string | null = null): Flashcard => ({
  id,
  question,
  answer,
  questionImage,
  answerImage: null,
});

const cards = numberCards([
  card('c1', 'What is mitosis?', 'Cell division into two identical cells'),
  card('c2', 'define ATP', 'Adenosine triphosphate, the energy currency'),
  card('c3', '', 'The nucleus', '/uploads/abcdefghijklmnopqrst.png'),
  card('c4', 'Card 10', 'ten'),
  card('c5', 'Card 2', 'two'),
  card('c6', '∫₀¹ x² dx', '⅓'),
]);
const ids = (list: { card: Flashcard }[]) => list.map((c) => c.card.id);

describe('the viewer list tools', () => {
  it('numbers cards by their place in the set', () => {
    expect(cards.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('searches question and answer text, case-insensitively, trimmed', () => {
    expect(ids(filterCards(cards, '  MITOSIS '))).toEqual(['c1']);
    expect(ids(filterCards(cards, 'energy'))).toEqual(['c2']);
    expect(ids(filterCards(cards, 'cell'))).toEqual(['c1']);
    expect(ids(filterCards(cards, 'x²'))).toEqual(['c6']);
    expect(ids(filterCards(cards, 'nothing like this'))).toEqual([]);
    expect(ids(filterCards(cards, '   '))).toEqual(ids(cards));
  });

  it('sorts A to Z by question, as people read (case-blind, 2 before 10); image-only questions last', () => {
    // Signs come before letters, as in a dictionary's collation.
    expect(ids(sortCards(cards, 'alphabetical'))).toEqual(['c6', 'c5', 'c4', 'c2', 'c1', 'c3']);
    expect(ids(sortCards(cards, 'default'))).toEqual(ids(cards));
    // A copy: the set's own order is untouched.
    expect(ids(cards)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
  });

  it('filters, then sorts, keeping each card’s number', () => {
    const shown = visibleCards(cards, 'card', 'alphabetical');
    expect(shown.map((c) => [c.card.id, c.number])).toEqual([
      ['c5', 5],
      ['c4', 4],
    ]);
  });

  it('counts in the spec’s words', () => {
    expect(showingLabel(2, 6)).toBe('Showing 2 of 6 cards');
    expect(showingLabel(0, 1)).toBe('Showing 0 of 1 cards');
    expect(cardPositionLabel(0, 12)).toBe('Card 1 of 12');
    expect(cardCountLabel(1)).toBe('1 card');
    expect(cardCountLabel(1200)).toBe('1,200 cards');
  });

  it('shows and hides answers one by one or all at once', () => {
    let revealed = toggleRevealed(new Set(), 'c1');
    expect([...revealed]).toEqual(['c1']);
    expect(allRevealed(['c1', 'c2'], revealed)).toBe(false);
    revealed = toggleAllRevealed(['c1', 'c2'], revealed);
    expect(allRevealed(['c1', 'c2'], revealed)).toBe(true);
    revealed = toggleAllRevealed(['c1', 'c2'], revealed);
    expect(revealed.size).toBe(0);
    // "All" means the cards on show: hiding them leaves others as they were.
    revealed = toggleAllRevealed(['c1'], new Set(['c1', 'c9']));
    expect([...revealed]).toEqual(['c9']);
    expect(allRevealed([], new Set())).toBe(false);
  });
});

describe('the viewer back button', () => {
  it('goes back to the search, with its query', () => {
    expect(backLinkFor({ from: 'search', query: 'CSE 101' }, false)).toEqual({
      to: '/search-results?q=CSE%20101',
      label: 'Back to Search Results',
    });
  });

  it('goes back to Find Sets from the popular list', () => {
    expect(backLinkFor({ from: 'popular' }, false)).toEqual({ to: '/search-sets', label: 'Back to Search Sets' });
  });

  it('goes back to Saved Sets from there, and for any saved copy', () => {
    const saved = { to: '/saved-sets', label: 'Back to Saved Sets' };
    expect(backLinkFor({ from: 'saved' }, false)).toEqual(saved);
    expect(backLinkFor(null, true)).toEqual(saved);
  });

  it('goes back to Created Sets otherwise', () => {
    expect(backLinkFor(null, false)).toEqual({ to: '/created-sets', label: 'Back to Created Sets' });
  });
});

describe('who edits', () => {
  it('the owner of a set they made edits it; a saved copy and others’ sets are saved instead', () => {
    expect(canEditSet({ userId: 'u1', isDerived: false }, 'u1')).toBe(true);
    expect(canEditSet({ userId: 'u1', isDerived: true }, 'u1')).toBe(false);
    expect(canEditSet({ userId: 'u2', isDerived: false }, 'u1')).toBe(false);
  });
});
