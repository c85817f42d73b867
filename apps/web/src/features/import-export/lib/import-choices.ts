import { SetLimits } from '@coursecards/shared/constants/limits';

/** Separator choices of the paste tab: the usual ones, or any text the student types. */
export const TERM_SEPARATORS = [
  { id: 'tab', label: 'Tab', value: '\t' },
  { id: 'comma', label: 'Comma', value: ',' },
] as const;

export const CARD_SEPARATORS = [
  { id: 'newline', label: 'New line', value: '\n' },
  { id: 'semicolon', label: 'Semicolon', value: ';' },
] as const;

/** "\t" and "\n" typed as such in a custom separator mean a tab and a line break. */
export function customSeparator(typed: string): string {
  return typed.replace(/\\t/g, '\t').replace(/\\n/g, '\n');
}

export interface ImportPart {
  index: number;
  first: number;
  last: number;
}

/** A deck bigger than a set, as numbered parts of at most SetLimits.cardsMax cards. */
export function partsOf(cardCount: number): ImportPart[] {
  const parts: ImportPart[] = [];
  for (let first = 0; first < cardCount; first += SetLimits.cardsMax) {
    parts.push({ index: parts.length, first, last: Math.min(cardCount, first + SetLimits.cardsMax) - 1 });
  }
  return parts;
}

/** The title of part `index` of `count`: "Spanish (part 2 of 3)"; the title alone for a single part. */
export function partTitle(title: string, index: number, count: number): string {
  return count <= 1 ? title : `${title} (part ${index + 1} of ${count})`;
}
