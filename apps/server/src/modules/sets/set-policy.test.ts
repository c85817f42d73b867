import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { assertSelf, canView, NOT_YOUR_SET, owned, SET_NOT_FOUND, viewable } from './set-policy.ts';

const published = { id: 's1', owner_id: 'maya', isPublic: true };
const hidden = { id: 's2', owner_id: 'maya', isPublic: false };

/** The status and message a call throws, or null when it goes through. */
function refusal(call: () => unknown): [number, string] | null {
  try {
    call();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return [err.statusCode, err.message];
  }
}

describe('the set policy', () => {
  it('shows a published set to everyone, a private one to its owner only', () => {
    expect(canView(published, 'lee')).toBe(true);
    expect(canView(published, null)).toBe(true);
    expect(canView(hidden, 'maya')).toBe(true);
    expect(canView(hidden, 'lee')).toBe(false);
    expect(canView(hidden, undefined)).toBe(false);
  });

  it('answers a private set of someone else exactly as a missing one', () => {
    expect(viewable(hidden, 'maya')).toBe(hidden);
    expect(refusal(() => viewable(hidden, 'lee'))).toEqual([404, SET_NOT_FOUND]);
    expect(refusal(() => viewable(undefined, 'lee'))).toEqual([404, SET_NOT_FOUND]);
  });

  it('lets only the owner change a set: not found when private, forbidden when published', () => {
    expect(owned(published, 'maya')).toBe(published);
    expect(refusal(() => owned(published, 'lee'))).toEqual([403, NOT_YOUR_SET]);
    expect(refusal(() => owned(hidden, 'lee'))).toEqual([404, SET_NOT_FOUND]);
  });

  it('refuses a request naming someone else, in the call’s own words', () => {
    expect(refusal(() => assertSelf(undefined, 'maya', 'no'))).toBeNull();
    expect(refusal(() => assertSelf('maya', 'maya', 'no'))).toBeNull();
    expect(refusal(() => assertSelf('lee', 'maya', 'You can only like as yourself'))).toEqual([
      403,
      'You can only like as yourself',
    ]);
    expect(refusal(() => assertSelf('maya', undefined, 'You can only search as yourself'))?.[0]).toBe(403);
  });
});
