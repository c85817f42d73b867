/** The class-code lists the app fetches: a school's own, and the one for everyone else. */
export const UCSC_LIST = '/data/university-of-california-santa-cruz-class-codes.csv';
export const DEFAULT_LIST = '/data/class_codes.csv';

/** A class-code list as the server sends it. */
export const csv = (codes: readonly string[]) =>
  new Response(`${codes.join('\n')}\n`, { status: 200, headers: { 'content-type': 'text/csv' } });
