import { setLanguageOf } from '@coursecards/shared/domain/set-languages';
import type { Flashcard, FlashcardSet, FlashcardSetSummary } from '@coursecards/shared/schemas/sets';
import type { CardRow } from '../../db/types.ts';
import type { SetWithOwner } from './sets.repository.ts';

const iso = (millis: number) => new Date(millis).toISOString();

export function toSetSummary(row: SetWithOwner): FlashcardSetSummary {
  return {
    id: row.id,
    title: row.title,
    classCode: row.class_code,
    description: row.description,
    isPublic: row.isPublic,
    userId: row.owner_id,
    username: row.owner_username,
    university: row.university,
    likes: row.likes_count,
    numCards: row.card_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    isDerived: row.isDerived,
    originalSetId: row.original_set_id,
    originalCreatorId: row.original_creator_id,
    originalCreatorUsername: row.original_creator_username,
  };
}

export function toFlashcard(row: CardRow): Flashcard {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    questionImage: row.question_image,
    answerImage: row.answer_image,
  };
}

export function toFlashcardSet(row: SetWithOwner, cards: CardRow[]): FlashcardSet {
  return { ...toSetSummary(row), language: setLanguageOf(row.language), flashcards: cards.map(toFlashcard) };
}
