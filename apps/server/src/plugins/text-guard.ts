import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

/** Half of a UTF-16 surrogate pair on its own, or NUL: valid JSON, but no database stores them as text. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what we look for
const UNSTORABLE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\u0000/;
/** Far deeper than any body of ours; deeper input is refused before anything walks it further. */
const MAX_DEPTH = 32;

/** False for text no database stores (NUL, half a surrogate pair): text that reaches us other than in a request. */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** The text without the characters no database stores. */
export const storableText = (text: string): string => text.replace(new RegExp(UNSTORABLE.source, 'g'), '');

type Problem = 'text' | 'depth' | null;

function findProblem(value: unknown, depth: number): Problem {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? 'text' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return 'depth';
  for (const [key, inner] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return 'text';
    const problem = findProblem(inner, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * The query and path parameters are read from the address, in which Node refuses control and
 * non-ASCII bytes: only a percent escape can put a NUL or half a surrogate pair into them. Most
 * addresses have none, and are not walked.
 */
const mayHoldEscapes = (url: string): boolean => url.includes('%');

/**
 * One check for every route, before validation: text the database cannot store, or nesting deeper
 * than any of our bodies, is a 400 with a clear message rather than a failed write.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      findProblem(request.body, 0) ??
      (mayHoldEscapes(request.url) ? (findProblem(request.query, 0) ?? findProblem(request.params, 0)) : null);
    if (problem === 'text') done(badRequest('The request contains characters that are not valid text'));
    else if (problem === 'depth') done(badRequest('The request is nested too deeply'));
    else done();
  });
}
