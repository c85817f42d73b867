/** A table lookup that never returns Object.prototype's members ("constructor" is not a unit). */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
