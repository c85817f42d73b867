import { setLanguageOf } from '@coursecards/shared/domain/set-languages';
import { safeStorage, StorageKeys } from '../../../lib/storage-keys.ts';
import { cardFromData, type CardDraft } from './card-draft.ts';

/** The set being edited, as the Created Sets page or the viewer stored it (sets-and-study §4 "Saving a set"). */
export interface EditingSet {
  id: string;
  title: string;
  classCode: string;
  description: string;
  language: string;
  isPublic: boolean;
  createdAt: string | null;
  cards: CardDraft[];
}

export type StoredEditingSet =
  | { kind: 'none' }
  /** someone else's set: the caller discards it */
  | { kind: 'foreign' }
  | { kind: 'own'; set: EditingSet };

/** Reads editingFlashcardSet without changing it (safe to call during render). */
export function readEditingSet(uid: string): StoredEditingSet {
  const stored = safeStorage.get(StorageKeys.editingFlashcardSet);
  if (!stored) return { kind: 'none' };
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return { kind: 'foreign' };
  }
  if (typeof raw !== 'object' || raw === null) return { kind: 'foreign' };
  const set = raw as Record<string, unknown>;
  // Only the owner edits a set; anything without an owner or an id cannot be updated either.
  if (set.userId !== uid || typeof set.id !== 'string' || !set.id) return { kind: 'foreign' };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    kind: 'own',
    set: {
      id: set.id,
      title: text(set.title),
      classCode: text(set.classCode),
      description: text(set.description),
      // A set stored before sets had languages is English.
      language: setLanguageOf(text(set.language)),
      isPublic: set.isPublic === true,
      createdAt: typeof set.createdAt === 'string' ? set.createdAt : null,
      cards: Array.isArray(set.flashcards) ? set.flashcards.map(cardFromData) : [],
    },
  };
}

export const clearEditingSet = () => safeStorage.remove(StorageKeys.editingFlashcardSet);
