/** A table lookup that never returns Object.prototype's members ("constructor" is not a unit). */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Longer than any word: a 5,000-character token is not cached, so the bound in entries bounds memory. */
const MAX_CACHED_WORD = 40;

/**
 * A bounded cache for a pure function of a word: answers repeat their words, and a long answer
 * should not redo the same spelling work a thousand times. Cleared when full, so memory stays flat.
 */
export function memoize(fn: (word: string) => string, size = 20_000): (word: string) => string {
  const cache = new Map<string, string>();
  return (word) => {
    if (word.length > MAX_CACHED_WORD) return fn(word);
    let value = cache.get(word);
    if (value === undefined) {
      if (cache.size >= size) cache.clear();
      value = fn(word);
      cache.set(word, value);
    }
    return value;
  };
}

/** memoize for a function of a word that returns a list (lemmas, synonym keys): the same bounds. */
export function memoizeList<T>(fn: (word: string) => T[], size = 20_000): (word: string) => T[] {
  const cache = new Map<string, T[]>();
  return (word) => {
    if (word.length > MAX_CACHED_WORD) return fn(word);
    let value = cache.get(word);
    if (value === undefined) {
      if (cache.size >= size) cache.clear();
      value = fn(word);
      cache.set(word, value);
    }
    return value;
  };
}
