import { createStore, get, set, type UseStore } from 'idb-keyval';

/**
 * The wrong options the server gave each question, kept on the device so a multiple-choice quiz
 * still offers them offline (docs/product/offline.md §1). A question never asked online has none.
 */
let store: UseStore | null = null;
const db = () => (store ??= createStore('coursecards-distractors', 'options'));
const keyOf = (setId: string, question: string, correctAnswer: string) =>
  JSON.stringify([setId, question, correctAnswer]);

/** Keeping is a convenience: without IndexedDB (some private windows) the quiz works as before. */
export async function keepDistractors(setId: string, question: string, correctAnswer: string, options: string[]) {
  if (typeof indexedDB === 'undefined' || options.length === 0) return;
  await set(keyOf(setId, question, correctAnswer), options, db()).catch(() => undefined);
}

export async function keptDistractors(setId: string, question: string, correctAnswer: string): Promise<unknown> {
  if (typeof indexedDB === 'undefined') return undefined;
  return get<unknown>(keyOf(setId, question, correctAnswer), db()).catch(() => undefined);
}
