/**
 * Booleans are 0/1 integers in both dialects (ADR 0003). Repositories read and write them through
 * these two, so services see true and false only (ADR 0037).
 */
export const fromFlag = (flag: number): boolean => flag === 1;
export const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);
