import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../lib/shuffle.ts';
import { boardCleared, buildBoard, moveFocus, pairsLeft, pickTile, type MatchBoard } from './match-board.ts';

const card = (id: string, question: string, answer: string, answerImage: string | null = null): Flashcard => ({
  id,
  question,
  answer,
  questionImage: null,
  answerImage,
});
const cards = Array.from({ length: 9 }, (_, i) => card(`c${i}`, `Term ${i}`, `Definition ${i}`));

/** The board's index of a card's side. */
const at = (board: MatchBoard, pair: string, side: 'question' | 'answer') =>
  board.tiles.find((t) => t.pair === pair && t.side === side)?.index as number;

describe('Match board', () => {
  it('deals six pairs as twelve shuffled tiles, each card both sides', () => {
    const board = buildBoard(cards, seededRandom(1));
    expect(board.tiles).toHaveLength(12);
    const pairs = new Set(board.tiles.map((t) => t.pair));
    expect(pairs.size).toBe(6);
    for (const pair of pairs)
      expect(
        board.tiles
          .filter((t) => t.pair === pair)
          .map((t) => t.side)
          .sort(),
      ).toEqual(['answer', 'question']);
    expect(board.tiles.map((t) => t.index)).toEqual([...Array(12).keys()]);
  });

  it('deals fewer pairs from a small set, and never a card without text on both sides or a repeated text', () => {
    const small = [card('a', 'A', 'One'), card('b', 'B', ''), card('c', 'C', 'one'), card('d', 'D', 'Two')];
    const board = buildBoard(small, seededRandom(2));
    expect(board.tiles).toHaveLength(4);
    const texts = board.tiles.map((t) => t.text.toLowerCase());
    expect(new Set(texts).size).toBe(4);
    expect(board.tiles.some((t) => t.pair === 'b')).toBe(false);
  });

  it('clears a pair that belongs together and counts a wrong pair', () => {
    let board = buildBoard(cards, seededRandom(3));
    const [p, q] = [...new Set(board.tiles.map((t) => t.pair))] as [string, string];
    let step = pickTile(board, at(board, p, 'question'));
    expect(step.result).toBe('selected');
    step = pickTile(step.board, at(board, q, 'answer'));
    expect(step.result).toBe('missed');
    expect(step.board.wrongPairs).toBe(1);
    expect(step.board.selected).toBeNull();
    board = step.board;
    board = pickTile(board, at(board, p, 'answer')).board;
    step = pickTile(board, at(board, p, 'question'));
    expect(step.result).toBe('matched');
    expect(pairsLeft(step.board)).toBe(5);
    // A cleared tile cannot be picked again.
    expect(pickTile(step.board, at(board, p, 'question')).result).toBe('ignored');
  });

  it('picking the held tile again lets it go without a penalty', () => {
    const board = buildBoard(cards, seededRandom(4));
    const held = pickTile(board, 0).board;
    const step = pickTile(held, 0);
    expect(step.result).toBe('deselected');
    expect(step.board.wrongPairs).toBe(0);
  });

  it('is cleared when every pair is', () => {
    let board = buildBoard(cards, seededRandom(5));
    for (const pair of new Set(board.tiles.map((t) => t.pair))) {
      board = pickTile(board, at(board, pair, 'question')).board;
      board = pickTile(board, at(board, pair, 'answer')).board;
    }
    expect(boardCleared(board)).toBe(true);
    expect(board.wrongPairs).toBe(0);
  });

  it('moves focus by arrows on the grid, skipping cleared tiles', () => {
    let board = buildBoard(cards, seededRandom(6));
    expect(moveFocus(board, 0, 'ArrowRight', 4)).toBe(1);
    expect(moveFocus(board, 0, 'ArrowDown', 4)).toBe(4);
    expect(moveFocus(board, 0, 'ArrowLeft', 4)).toBe(0);
    expect(moveFocus(board, 11, 'ArrowDown', 4)).toBe(11);
    expect(moveFocus(board, 5, 'End', 4)).toBe(11);
    board = { ...board, cleared: new Set([1, 4]) };
    expect(moveFocus(board, 0, 'ArrowRight', 4)).toBe(2);
    expect(moveFocus(board, 0, 'ArrowDown', 4)).toBe(8);
    expect(moveFocus(board, 5, 'Home', 4)).toBe(0);
  });
});
