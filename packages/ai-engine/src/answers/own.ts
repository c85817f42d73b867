/** A table lookup that never returns Object.prototype's members ("constructor" is not a unit). */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Longer than any word: a 5,000-character token is not cached, so the bound in entries bounds memory. */
const MAX_CACHED_WORD = 40;

/**
 * A bounded cache for a pure function of a word: answers repeat their words, and a long answer
 * should not redo the same spelling work a thousand times. Cleared when full, so memory stays flat.
 * Lists it returns are shared between callers, so they must not be changed.
 */
export function memoize<T>(fn: (word: string) => T, size = 20_000): (word: string) => T {
  const cache = new Map<string, T>();
  return (word) => {
    if (word.length > MAX_CACHED_WORD) return fn(word);
    if (cache.has(word)) return cache.get(word) as T;
    if (cache.size >= size) cache.clear();
    const value = fn(word);
    cache.set(word, value);
    return value;
  };
}
