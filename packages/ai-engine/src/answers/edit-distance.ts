/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions, each costing one),
 * bounded: returns max + 1 as soon as the distance must exceed max. O(|a|·|b|) at worst, and the
 * callers only pass words (they skip anything longer than a word can be).
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  let before = new Int32Array(cols);
  let previous = new Int32Array(cols);
  for (let j = 0; j < cols; j++) previous[j] = j;
  let current = new Int32Array(cols);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[cols - 1]!, max + 1);
}
