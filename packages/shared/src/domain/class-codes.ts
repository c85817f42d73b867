/**
 * Class codes are compared case-insensitively and with spaces ignored ("cse 101" finds "CSE101").
 * The key is what the server indexes and what lists are de-duplicated by.
 */
export function classCodeKey(code: string): string {
  return code.toUpperCase().replace(/\s+/g, '');
}

/** How a code is displayed and stored: trimmed, upper-cased, inner spaces folded to one. */
export function normalizeClassCode(code: string): string {
  return code.trim().toUpperCase().replace(/\s+/g, ' ');
}
