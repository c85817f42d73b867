import { SetMessages } from '@coursecards/shared/constants/set-messages';
import { classCodeKey } from '@coursecards/shared/domain/class-codes';
import { classCodeListFileName, DEFAULT_CLASS_CODE_LIST } from '@coursecards/shared/domain/schools';
import type { FlashcardInput } from '@coursecards/shared/schemas/sets';
import { badRequest } from '../../lib/errors.ts';
import type { StaticLists } from '../static-data/static-lists.ts';

export interface CleanCard {
  question: string;
  answer: string;
  questionImage: string | null;
  answerImage: string | null;
}

/**
 * The creator's card rules (sets-and-study §5), enforced again here: empty cards are dropped, a card with
 * one side only is refused by its number (counted as the user saw them), at least one must remain.
 */
export function cleanCards(cards: ReadonlyArray<FlashcardInput>): CleanCard[] {
  const kept: CleanCard[] = [];
  cards.forEach((card, index) => {
    const question = (card.question ?? '').trim();
    const answer = (card.answer ?? '').trim();
    const questionImage = card.questionImage ?? null;
    const answerImage = card.answerImage ?? null;
    const hasQuestion = question !== '' || questionImage !== null;
    const hasAnswer = answer !== '' || answerImage !== null;
    if (!hasQuestion && !hasAnswer) return;
    if (!hasQuestion || !hasAnswer) throw badRequest(SetMessages.cardIncomplete(index + 1));
    kept.push({ question, answer, questionImage, answerImage });
  });
  if (kept.length === 0) throw badRequest(SetMessages.noCards);
  return kept;
}

/**
 * Class-code lists keyed for lookup, built once per list: a code is valid when its key (upper
 * case, spaces ignored) is in the list of the owner's university, or the default list when that
 * university has none. The list's spelling is what gets stored.
 */
export class ClassCodeLists {
  private readonly byList = new Map<string, Map<string, string>>();

  constructor(private readonly lists: StaticLists) {}

  canonical(code: string, university: string | null): string {
    const own = university ? classCodeListFileName(university) : DEFAULT_CLASS_CODE_LIST;
    const listName = this.lists.files.has(own) ? own : DEFAULT_CLASS_CODE_LIST;
    let keyed = this.byList.get(listName);
    if (!keyed) {
      keyed = new Map((this.lists.files.get(listName) ?? []).map((c) => [classCodeKey(c), c]));
      this.byList.set(listName, keyed);
    }
    const found = keyed.get(classCodeKey(code));
    if (!found) throw badRequest(SetMessages.classCodeNotInList);
    return found;
  }
}

/** Upload keys named by the cards' image URLs ("/uploads/{key}"). */
export function imageKeysOf(cards: readonly CleanCard[]): string[] {
  const keys = new Set<string>();
  for (const card of cards)
    for (const url of [card.questionImage, card.answerImage]) if (url) keys.add(url.slice('/uploads/'.length));
  return [...keys];
}
