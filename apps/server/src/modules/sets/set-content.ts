import { SetMessages } from '@coursecards/shared/constants/set-messages';
import { SetLimits } from '@coursecards/shared/constants/limits';
import { cardHasContent, cardsProblem, type CardsProblem } from '@coursecards/shared/domain/card-content';
import { classCodeKey } from '@coursecards/shared/domain/class-codes';
import { classCodeListFileName, DEFAULT_CLASS_CODE_LIST } from '@coursecards/shared/domain/schools';
import type { FlashcardInput } from '@coursecards/shared/schemas/sets';
import { badRequest } from '../../lib/errors.ts';
import type { StaticLists } from '../../infra/static-data/index.ts';

export interface CleanCard {
  question: string;
  answer: string;
  questionImage: string | null;
  answerImage: string | null;
}

/** The editor's words for a problem with the cards. */
export function cardsProblemMessage(problem: CardsProblem): string {
  if (problem.kind === 'noCards') return SetMessages.noCards;
  if (problem.kind === 'incomplete') return SetMessages.cardIncomplete(problem.index + 1);
  return SetMessages.tooManyCards(problem.count, SetLimits.cardsMax);
}

/**
 * The creator's card rules (the shared `cardsProblem`), enforced again here: empty cards are
 * dropped, and a set whose cards break the rule is refused with the editor's message.
 */
export function cleanCards(cards: ReadonlyArray<FlashcardInput>): CleanCard[] {
  const problem = cardsProblem(cards);
  if (problem) throw badRequest(cardsProblemMessage(problem));
  return keptCards(cards).map((card) => ({
    question: (card.question ?? '').trim(),
    answer: (card.answer ?? '').trim(),
    questionImage: card.questionImage || null,
    answerImage: card.answerImage || null,
  }));
}

/** The cards a save keeps, in order: the ones with content (their ids pair with `cleanCards`' output). */
export const keptCards = <C extends FlashcardInput>(cards: readonly C[]): C[] => cards.filter(cardHasContent);

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
