/**
 * sets-and-study §2 "Equation editor": Insert appends the converted text to the card field, with a space
 * first when the field does not already end in one. Decided where the spec is silent: an empty
 * field gets no leading space (nothing to separate), a field ending in any whitespace (a line
 * break too) gets none either, and an empty equation leaves the field as it was.
 */
export function appendEquation(fieldText: string, converted: string): string {
  if (converted === '') return fieldText;
  if (fieldText === '' || /\s$/.test(fieldText)) return fieldText + converted;
  return `${fieldText} ${converted}`;
}
