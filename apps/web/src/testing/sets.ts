import type { Flashcard, FlashcardSet } from '@coursecards/shared/schemas/sets';
import { aUser } from './users.ts';

export const user = aUser();
export const OTHER_UID = 'k9x8w7v6u5';

/** A set as GET /sets/{id} sends it; made by someone else unless told. */
export function aSet(overrides: Partial<FlashcardSet> = {}): FlashcardSet {
  return {
    id: 'set-1',
    title: 'Cell Biology',
    classCode: 'BIOL20A',
    description: 'Organelles and membranes',
    isPublic: true,
    userId: OTHER_UID,
    username: 'leo_park',
    university: user.university,
    likes: 4,
    numCards: 3,
    createdAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    isDerived: false,
    language: 'en',
    originalSetId: null,
    originalCreatorId: null,
    originalCreatorUsername: null,
    flashcards: [
      { id: 'c1', question: 'What is mitosis?', answer: 'Cell division', questionImage: null, answerImage: null },
      {
        id: 'c2',
        question: 'Define ATP',
        answer: 'Adenosine triphosphate, the energy currency',
        questionImage: null,
        answerImage: null,
      },
      {
        id: 'c3',
        question: 'Label the organelle',
        answer: 'The nucleus',
        questionImage: '/uploads/abcdefghijklmnopqrst.png',
        answerImage: null,
      },
    ],
    ...overrides,
  };
}

/** Card n of a set: "Question n" and "Answer n", without images unless told. */
export function aCard(n: number, overrides: Partial<Flashcard> = {}): Flashcard {
  return {
    id: `c${n}`,
    question: `Question ${n}`,
    answer: `Answer ${n}`,
    questionImage: null,
    answerImage: null,
    ...overrides,
  };
}
