import { SetLimits } from '@coursecards/shared/constants/limits';
import { SetMessages } from '@coursecards/shared/constants/set-messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { cardFromData, emptyCard, mergeGeneratedCards, type CardDraft } from './card-draft.ts';
import { readEditingSet } from './editing-set.ts';
import { creatorProgress } from './progress.ts';
import { saveErrorMessage } from './save-error-message.ts';
import { draftFingerprint, draftReducer, type SetDraft } from './set-draft.ts';
import { validateDraft } from './validate-set.ts';
import { undoableEdit } from './undo-edit.ts';

const card = (question: string, answer: string) => cardFromData({ question, answer });
const draft = (overrides: Partial<SetDraft> = {}): SetDraft => ({
  title: 'Cells',
  classCode: 'cse 101',
  description: '',
  language: 'en',
  cards: [card('Q', 'A')],
  ...overrides,
});

describe('AI cards joining the list', () => {
  it('replace the cards when none has content, and follow the cards that have', () => {
    const generated = [card('G1', 'A1'), card('G2', 'A2')];
    expect(mergeGeneratedCards([emptyCard(), emptyCard()], generated).map((c) => c.question)).toEqual(['G1', 'G2']);
    const existing = [card('Mine', 'Yes'), emptyCard()];
    expect(mergeGeneratedCards(existing, generated).map((c) => c.question)).toEqual(['Mine', 'G1', 'G2']);
    expect(mergeGeneratedCards(existing, [])).toHaveLength(2);
  });

  it('are not added twice: a card the set holds, or one repeated in the batch, joins once', () => {
    const existing = [card('What is DNA?', 'A molecule')];
    const generated = [
      card('what is DNA ?', 'a molecule.'),
      card('What is RNA?', 'Another'),
      card('What is RNA?', 'Another'),
    ];
    expect(mergeGeneratedCards(existing, generated).map((c) => c.question)).toEqual(['What is DNA?', 'What is RNA?']);
  });

  it('count an image as content', () => {
    const withImage = cardFromData({ answerImage: '/uploads/x.png' });
    expect(mergeGeneratedCards([withImage], [card('G', 'A')])).toHaveLength(2);
  });
});

describe('the draft', () => {
  it('moves cards and never removes the last one', () => {
    const a = card('a', '1');
    const b = card('b', '2');
    const moved = draftReducer(draft({ cards: [a, b] }), { type: 'moveCard', from: 1, to: 0 });
    expect(moved.cards.map((c) => c.question)).toEqual(['b', 'a']);
    expect(draftReducer(moved, { type: 'moveCard', from: 0, to: 5 })).toBe(moved);
    const one = draftReducer(moved, { type: 'removeCard', key: a.key });
    expect(draftReducer(one, { type: 'removeCard', key: b.key }).cards).toHaveLength(1);
  });

  it('fingerprints content only, not the editor’s card handles', () => {
    expect(draftFingerprint(draft({ cards: [card('Q', 'A')] }))).toBe(
      draftFingerprint(draft({ cards: [card('Q', 'A')] })),
    );
    expect(draftFingerprint(draft({ title: 'Other' }))).not.toBe(draftFingerprint(draft()));
  });
});

describe('progress', () => {
  it('weighs title 33, class code 33 and cards 34', () => {
    expect(creatorProgress({ title: false, classCode: false, cards: false })).toBe(0);
    expect(creatorProgress({ title: true, classCode: false, cards: false })).toBe(33);
    expect(creatorProgress({ title: false, classCode: true, cards: true })).toBe(67);
    expect(creatorProgress({ title: true, classCode: true, cards: true })).toBe(100);
  });
});

describe('validation', () => {
  const list = ['CSE 101', 'AM10'];

  it('gives the list’s spelling of the class code and drops empty cards', () => {
    const result = validateDraft(draft({ cards: [emptyCard(), card(' Q ', ' A ')] }), list);
    expect(result).toEqual({
      ok: true,
      value: {
        title: 'Cells',
        classCode: 'CSE 101',
        description: '',
        language: 'en',
        flashcards: [{ question: 'Q', answer: 'A', questionImage: null, answerImage: null }],
      },
    });
  });

  it('leaves membership to the server when no list could be loaded', () => {
    const result = validateDraft(draft({ classCode: ' zz  9 ' }), undefined);
    expect(result.ok && result.value.classCode).toBe('ZZ 9');
  });

  it('counts an image as a side’s content', () => {
    const imageOnly = cardFromData({ questionImage: '/uploads/q.png', answer: 'A' });
    expect(validateDraft(draft({ cards: [imageOnly] }), list).ok).toBe(true);
    const halfImage = cardFromData({ questionImage: '/uploads/q.png' });
    const result = validateDraft(draft({ cards: [card('Q', 'A'), halfImage] }), list);
    expect(result).toEqual({
      ok: false,
      problem: { message: SetMessages.cardIncomplete(2), field: { cardKey: halfImage.key, side: 'answer' } },
    });
  });

  it('stops a set over the cards-per-set limit before the server does, in the server’s words', () => {
    const cards = Array.from({ length: SetLimits.cardsMax + 1 }, (_, i) => card(`Q${i}`, `A${i}`));
    expect(validateDraft(draft({ cards }), list)).toEqual({
      ok: false,
      problem: { message: SetMessages.tooManyCards(SetLimits.cardsMax + 1, SetLimits.cardsMax), field: 'cards' },
    });
    expect(validateDraft(draft({ cards: [...cards.slice(1), emptyCard()] }), list).ok).toBe(true);
  });
});

describe('save errors', () => {
  it('words each failure as the spec does', () => {
    expect(saveErrorMessage(new ApiError(400, 'validation_error', 'Bad title'), false)).toBe(
      'Failed to save flashcard set. Bad title',
    );
    expect(saveErrorMessage(new ApiError(404, 'not_found', 'No such set'), true)).toBe(
      'Failed to update flashcard set. No such set',
    );
    expect(saveErrorMessage(new ApiError(502, 'invalid_response', 'Server error: 502 Bad Gateway'), false)).toBe(
      'Failed to save flashcard set. Server returned 502 Bad Gateway.',
    );
    expect(saveErrorMessage(new ApiError(0, 'network_error', 'offline'), true)).toBe(
      'Failed to save flashcard set. Please check your connection and try again.',
    );
  });
});

describe('the stored editing set', () => {
  it('is the user’s own, someone else’s, malformed or absent', () => {
    expect(readEditingSet('u1')).toEqual({ kind: 'none' });
    localStorage.setItem('editingFlashcardSet', '{not json');
    expect(readEditingSet('u1')).toEqual({ kind: 'foreign' });
    localStorage.setItem('editingFlashcardSet', JSON.stringify({ id: 's1', userId: 'u2' }));
    expect(readEditingSet('u1')).toEqual({ kind: 'foreign' });
    localStorage.setItem(
      'editingFlashcardSet',
      JSON.stringify({ id: 's1', userId: 'u1', title: 'T', flashcards: [{ id: 'c1', question: 'Q', answer: 'A' }] }),
    );
    const own = readEditingSet('u1');
    expect(own.kind === 'own' && own.set).toMatchObject({ id: 's1', title: 'T', isPublic: false, createdAt: null });
    expect(own.kind === 'own' && own.set.cards[0]).toMatchObject({ id: 'c1', question: 'Q', answer: 'A' });
  });
});

describe('undoableEdit', () => {
  const card = (key: string, extra: Partial<CardDraft> = {}): CardDraft => ({
    key,
    question: `Q ${key}`,
    answer: `A ${key}`,
    questionImage: null,
    answerImage: null,
    ...extra,
  });
  const draft = (cards: CardDraft[]): SetDraft => ({
    title: 'T',
    classCode: 'C',
    description: '',
    language: 'en',
    cards,
  });

  it('puts a removed card back where it was, after other edits too', () => {
    const before = draft([card('a'), card('b'), card('c')]);
    const edit = undoableEdit(before, { type: 'removeCard', key: 'b' });
    expect(edit?.message).toBe('Card 2 removed');
    let after = draftReducer(before, { type: 'removeCard', key: 'b' });
    after = draftReducer(after, { type: 'updateCard', key: 'c', patch: { answer: 'changed' } });
    const restored = draftReducer(after, edit!.undo);
    expect(restored.cards.map((c) => c.key)).toEqual(['a', 'b', 'c']);
    expect(restored.cards[1]).toEqual(card('b'));
    expect(restored.cards[2]?.answer).toBe('changed');
    // Twice changes nothing more.
    expect(draftReducer(restored, edit!.undo)).toBe(restored);
  });

  it('puts back a removed image, and offers nothing for edits that lose nothing', () => {
    const before = draft([card('a', { answerImage: '/api/images/x.png' }), card('b')]);
    const edit = undoableEdit(before, { type: 'updateCard', key: 'a', patch: { answerImage: null } });
    expect(edit).toEqual({
      message: 'Image removed from card 1 answer',
      undo: { type: 'updateCard', key: 'a', patch: { answerImage: '/api/images/x.png' } },
    });
    expect(undoableEdit(before, { type: 'updateCard', key: 'b', patch: { question: 'x' } })).toBeNull();
    expect(undoableEdit(before, { type: 'updateCard', key: 'b', patch: { questionImage: null } })).toBeNull();
    expect(undoableEdit(draft([card('a')]), { type: 'removeCard', key: 'a' })).toBeNull();
    expect(undoableEdit(before, { type: 'title', value: '' })).toBeNull();
  });
});
