/**
 * What "Insert as LaTeX" puts in the field: the typed source between single dollars, trimmed so the
 * delimiter rule reads it as math (no space just inside; math §1). Empty for nothing typed.
 */
export function latexInsert(typed: string): string {
  const tex = typed.trim();
  return tex ? `$${tex}$` : '';
}
