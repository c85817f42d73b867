import { SetLimits } from '../constants/limits.ts';

/** A card's four fields as the editor, the API and imports hold them (absent read as empty). */
export interface CardFields {
  question?: string | null;
  answer?: string | null;
  questionImage?: string | null;
  answerImage?: string | null;
}

export type CardSide = 'question' | 'answer';

/** A side counts as filled by text (not only spaces) or by an image (sets-and-study §5). */
export function sideFilled(card: CardFields, side: CardSide): boolean {
  const image = side === 'question' ? card.questionImage : card.answerImage;
  return (card[side] ?? '').trim() !== '' || Boolean(image);
}

/** A card with nothing on either side is dropped on saving, not refused. */
export const cardHasContent = (card: CardFields) => sideFilled(card, 'question') || sideFilled(card, 'answer');

export type CardsProblem =
  | { kind: 'noCards' }
  /** `index` counts every card as the student saw them, empty ones included */
  | { kind: 'incomplete'; index: number; side: CardSide }
  | { kind: 'tooMany'; count: number };

/**
 * The one statement of what a set's cards must be (sets-and-study §5, and the cards-per-set bound):
 * empty cards are dropped; each remaining card has both sides; at least one remains, at most
 * SetLimits.cardsMax. The editor points at the problem, the server refuses with the same message.
 */
export function cardsProblem(cards: readonly CardFields[]): CardsProblem | null {
  let kept = 0;
  for (const [index, card] of cards.entries()) {
    if (!cardHasContent(card)) continue;
    kept++;
    for (const side of ['question', 'answer'] as const) {
      if (!sideFilled(card, side)) return { kind: 'incomplete', index, side };
    }
  }
  if (kept === 0) return { kind: 'noCards' };
  if (kept > SetLimits.cardsMax) return { kind: 'tooMany', count: kept };
  return null;
}
