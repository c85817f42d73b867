import { ImportMessages } from '../constants/import-messages.ts';
import { ImportLimits } from '../constants/import-limits.ts';
import { SetLimits } from '../constants/limits.ts';

export interface PastedCard {
  question: string;
  answer: string;
}

export interface PasteReading {
  cards: PastedCard[];
  /** the problems found, worded for the student */
  warnings: string[];
  /** more cards than one import may hold */
  tooMany: boolean;
}

/**
 * Pasted text (Quizlet's export, any two-column text) as cards: split into cards at
 * `cardSeparator`, each card into term and definition at the first `termSeparator`. A card without
 * the separator keeps its whole text as the term and is reported; so are cards with an empty side
 * and sides over the length a card may hold. The page's live preview and POST /import/preview both
 * read a paste with this, so they always agree.
 */
export function readPaste(text: string, termSeparator: string, cardSeparator: string): PasteReading {
  const normalised = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  const cardSep = cardSeparator.replace(/\r\n?/g, '\n');
  const cards: PastedCard[] = [];
  const notSplit: number[] = [];
  for (const chunk of normalised.split(cardSep)) {
    if (chunk.trim() === '') continue;
    if (cards.length >= ImportLimits.cardsMax) return { cards, warnings: [ImportMessages.tooManyCards], tooMany: true };
    const at = chunk.indexOf(termSeparator);
    if (at < 0) notSplit.push(cards.length + 1);
    const question = at < 0 ? chunk : chunk.slice(0, at);
    const answer = at < 0 ? '' : chunk.slice(at + termSeparator.length);
    cards.push({ question: question.trim(), answer: answer.trim() });
  }
  const warnings = notSplit.length > 0 ? [ImportMessages.linesNotSplit(notSplit)] : [];
  const emptySides = cards.flatMap((card, i) => (card.question === '' || card.answer === '' ? [i + 1] : []));
  if (emptySides.length > 0) warnings.push(ImportMessages.emptySides(emptySides));
  const long = cards.flatMap((card, i) =>
    card.question.length > SetLimits.cardTextMax || card.answer.length > SetLimits.cardTextMax ? [i + 1] : [],
  );
  if (long.length > 0) warnings.push(ImportMessages.textCut(long));
  if (cards.length > SetLimits.cardsMax) warnings.push(ImportMessages.deckTooLarge(cards.length));
  return { cards, warnings, tooMany: false };
}
