import { MatchLimits } from '@coursecards/shared/constants/limits';
import type { Flashcard } from '@coursecards/shared/schemas/sets';
import { sameAnswer } from '../../../lib/grading.ts';
import { shuffled, type RandomSource } from '../../../lib/shuffle.ts';

/**
 * Match's board (learn-and-match §3) as pure functions: six pairs of tiles, a question and its answer
 * each, shuffled; pick two that belong together to clear them, a wrong pair counts against the time.
 * The clock is the server's; this keeps the board and the wrong pairs.
 */

export interface MatchTile {
  /** the tile's place on the board */
  index: number;
  /** the card it comes from: two tiles with the same pair belong together */
  pair: string;
  side: 'question' | 'answer';
  text: string;
}

export interface MatchBoard {
  tiles: readonly MatchTile[];
  /** the tile picked first, waiting for its partner */
  selected: number | null;
  cleared: ReadonlySet<number>;
  wrongPairs: number;
  /** the last two tiles picked that did not belong together (shown red until the next pick) */
  missed: readonly [number, number] | null;
}

/** A card can be matched when both sides have text, and no other chosen card shows the same text. */
export function matchableCards(cards: readonly Flashcard[]): Flashcard[] {
  return cards.filter((card) => card.question.trim() !== '' && card.answer.trim() !== '');
}

/** Six pairs (fewer when the set has fewer cards), tiles shuffled. Texts that repeat are never on the board twice. */
export function buildBoard(cards: readonly Flashcard[], random: RandomSource): MatchBoard {
  const chosen: Flashcard[] = [];
  const shown: string[] = [];
  for (const card of shuffled(matchableCards(cards), random)) {
    if (chosen.length === MatchLimits.pairs) break;
    // Two tiles with the same text would make a right pick look wrong.
    if ([card.question, card.answer].some((text) => shown.some((s) => sameAnswer(s, text)))) continue;
    if (sameAnswer(card.question, card.answer)) continue;
    chosen.push(card);
    shown.push(card.question, card.answer);
  }
  const tiles = shuffled(
    chosen.flatMap((card) => [
      { pair: card.id, side: 'question' as const, text: card.question.trim() },
      { pair: card.id, side: 'answer' as const, text: card.answer.trim() },
    ]),
    random,
  ).map((tile, index) => ({ ...tile, index }));
  return { tiles, selected: null, cleared: new Set(), wrongPairs: 0, missed: null };
}

export type PickResult = 'selected' | 'deselected' | 'matched' | 'missed' | 'ignored';

/** Picks a tile: the first of a pair is held; a second clears both when they belong together. */
export function pickTile(board: MatchBoard, index: number): { board: MatchBoard; result: PickResult } {
  const tile = board.tiles[index];
  if (!tile || board.cleared.has(index)) return { board, result: 'ignored' };
  if (board.selected === null) return { board: { ...board, selected: index, missed: null }, result: 'selected' };
  if (board.selected === index) return { board: { ...board, selected: null }, result: 'deselected' };
  const first = board.tiles[board.selected] as MatchTile;
  if (first.pair === tile.pair) {
    const cleared = new Set(board.cleared).add(index).add(board.selected);
    return { board: { ...board, selected: null, cleared, missed: null }, result: 'matched' };
  }
  return {
    board: { ...board, selected: null, wrongPairs: board.wrongPairs + 1, missed: [board.selected, index] },
    result: 'missed',
  };
}

export const boardCleared = (board: MatchBoard) => board.tiles.length > 0 && board.cleared.size === board.tiles.length;
export const pairsLeft = (board: MatchBoard) => (board.tiles.length - board.cleared.size) / 2;

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/**
 * Where an arrow key moves focus on a grid of `columns`: to the nearest tile still on the board in
 * that direction (cleared tiles are skipped); nowhere to go keeps it where it is.
 */
export function moveFocus(board: MatchBoard, from: number, key: GridKey, columns: number): number {
  const count = board.tiles.length;
  const open = (i: number) => i >= 0 && i < count && !board.cleared.has(i);
  const openTiles = board.tiles.map((t) => t.index).filter(open);
  if (key === 'Home') return openTiles[0] ?? from;
  if (key === 'End') return openTiles[openTiles.length - 1] ?? from;
  const step = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : key === 'ArrowUp' ? -columns : columns;
  for (let i = from + step; i >= 0 && i < count; i += step) {
    if (open(i)) return i;
  }
  return from;
}
