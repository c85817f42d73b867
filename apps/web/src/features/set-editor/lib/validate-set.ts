import { setLanguageOf, type SetLanguageTag } from '@coursecards/shared/domain/set-languages';
import { SetLimits } from '@coursecards/shared/constants/limits';
import { SetMessages } from '@coursecards/shared/constants/set-messages';
import { cardHasContent, cardsProblem } from '@coursecards/shared/domain/card-content';
import { findClassCode } from '@coursecards/shared/domain/class-code-search';
import { normalizeClassCode } from '@coursecards/shared/domain/class-codes';
import type { FlashcardInput } from '@coursecards/shared/schemas/sets';
import type { CardSide } from './card-draft.ts';
import type { SetDraft } from './set-draft.ts';

/** Where a problem is, so the editor can point at it. */
export type DraftField = 'title' | 'classCode' | 'description' | 'cards' | { cardKey: string; side: CardSide };

export interface DraftProblem {
  message: string;
  field: DraftField;
}

export interface ValidSet {
  title: string;
  /** the list's own spelling */
  classCode: string;
  description: string;
  language: SetLanguageTag;
  /** cards with content, in order; empty ones are dropped */
  flashcards: FlashcardInput[];
}

export type DraftCheck = { ok: true; value: ValidSet } | { ok: false; problem: DraftProblem };

const fail = (message: string, field: DraftField): DraftCheck => ({ ok: false, problem: { message, field } });

/**
 * sets-and-study §5, in the spec's order: title, class code (required, then in the loaded list), description
 * length, then the shared card rule (`cardsProblem`: both sides of each card with content, "Card {n}"
 * being its number in the list as shown; at least one card; at most SetLimits.cardsMax).
 * `classCodes` undefined means no list could be loaded: the server decides.
 */
export function validateDraft(draft: SetDraft, classCodes: readonly string[] | undefined): DraftCheck {
  const title = draft.title.trim();
  if (!title) return fail(SetMessages.titleRequired, 'title');

  if (!draft.classCode.trim()) return fail(SetMessages.classCodeRequired, 'classCode');
  const classCode = classCodes ? findClassCode(classCodes, draft.classCode) : normalizeClassCode(draft.classCode);
  if (!classCode) return fail(SetMessages.classCodeNotInList, 'classCode');

  const description = draft.description.trim();
  if (description.length > SetLimits.descriptionMax) return fail(SetMessages.descriptionTooLong, 'description');

  const problem = cardsProblem(draft.cards);
  if (problem?.kind === 'incomplete') {
    const card = draft.cards[problem.index]!;
    return fail(SetMessages.cardIncomplete(problem.index + 1), { cardKey: card.key, side: problem.side });
  }
  if (problem?.kind === 'noCards') return fail(SetMessages.noCards, 'cards');
  if (problem?.kind === 'tooMany') return fail(SetMessages.tooManyCards(problem.count, SetLimits.cardsMax), 'cards');

  const flashcards = draft.cards.filter(cardHasContent).map((card): FlashcardInput => ({
    ...(card.id ? { id: card.id } : {}),
    question: card.question.trim(),
    answer: card.answer.trim(),
    questionImage: card.questionImage,
    answerImage: card.answerImage,
  }));
  return { ok: true, value: { title, classCode, description, language: setLanguageOf(draft.language), flashcards } };
}
