import { safeStorage, StorageKeys } from '../../../lib/storage-keys.ts';
import { cardFromData, cardHasContent, type CardDraft } from './card-draft.ts';

/**
 * Cards the AI generator handed over in local storage (aiGeneratedFlashcards), and whether it asked
 * for the cards to be scrolled into view (shouldScrollToCards). Reads only: safe during render.
 */
export function readAiHandover(): { cards: CardDraft[]; scrollToCards: boolean } {
  const stored = safeStorage.get(StorageKeys.aiGeneratedFlashcards);
  let cards: CardDraft[] = [];
  if (stored) {
    try {
      const raw: unknown = JSON.parse(stored);
      if (Array.isArray(raw)) cards = raw.map(cardFromData).filter(cardHasContent);
    } catch {
      // A malformed hand-over brings no cards.
    }
  }
  return { cards, scrollToCards: safeStorage.get(StorageKeys.shouldScrollToCards) === 'true' };
}

/** Read once, then cleared (sets-and-study §4 "AI cards"). */
export function clearAiHandover(): void {
  safeStorage.remove(StorageKeys.aiGeneratedFlashcards);
  safeStorage.remove(StorageKeys.shouldScrollToCards);
}
