import { safeStorage, StorageKeys } from '../../../lib/storage-keys.ts';
import type { GeneratedCard } from '../api/ai-api.ts';

/**
 * Hands generated cards to the set creator (sets-and-study §4 "AI cards"): it loads them from
 * aiGeneratedFlashcards on entry, clears the key, and scrolls to the cards when shouldScrollToCards is set.
 */
export function storeCardsForCreator(cards: readonly GeneratedCard[]): void {
  safeStorage.set(StorageKeys.aiGeneratedFlashcards, JSON.stringify(cards));
  safeStorage.set(StorageKeys.shouldScrollToCards, 'true');
}
