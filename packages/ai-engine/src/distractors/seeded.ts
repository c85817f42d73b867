/** Deterministic randomness: the same question always gets the same options in the same order. */

/** FNV-1a, 32 bits. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) fixed by the seed and the text. */
export function seededUnit(seed: number, text: string): number {
  return hashString(`${seed}:${text}`) / 2 ** 32;
}

/** The items in an order fixed by the seed. */
export function seededOrder<T>(items: readonly T[], seed: number, key: (item: T) => string = String): T[] {
  return items
    .map((item) => ({ item, rank: seededUnit(seed, key(item)) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item);
}
