import { describe, expect, it } from 'vitest';
import type { PublicSet } from '../api/discovery-api.ts';
import { creatorLabel } from './creator-label.ts';
import { foundHeading } from './discovery-messages.ts';
import { filterSets, resultStatus, sortSets } from './result-view.ts';

const set = (overrides: Partial<PublicSet>): PublicSet => ({
  id: 'x',
  title: 'Title',
  classCode: 'CSE 101',
  description: '',
  numCards: 1,
  likes: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  username: null,
  userId: null,
  ...overrides,
});

describe('creator label', () => {
  it('reads "Created by {username}", else "User" and six characters of the id, else "Public set"', () => {
    expect(creatorLabel({ username: 'maya', userId: 'abcdefghij' })).toBe('Created by maya');
    expect(creatorLabel({ username: '  ', userId: 'abcdefghij' })).toBe('User abcdef');
    expect(creatorLabel({ username: null, userId: 'abc' })).toBe('User abc');
    expect(creatorLabel({ username: null, userId: null })).toBe('Public set');
    expect(creatorLabel({ username: '', userId: '' })).toBe('Public set');
  });
});

describe('result heading and status', () => {
  it('says set or sets', () => {
    expect(foundHeading(1)).toBe('Found 1 public flashcard set');
    expect(foundHeading(0)).toBe('Found 0 public flashcard sets');
    expect(foundHeading(1200)).toBe('Found 1,200 public flashcard sets');
  });

  it('gives the showing and sorted lines', () => {
    expect(resultStatus(4, '', 'default')).toEqual({ showing: 'Showing all 4 sets', sorted: null });
    expect(resultStatus(1, ' ', 'recent')).toEqual({ showing: 'Showing 1 set', sorted: 'Sorted by most recent' });
    expect(resultStatus(2, ' bio ', 'popular')).toEqual({
      showing: 'Showing 2 sets matching "bio"',
      sorted: 'Sorted by most liked',
    });
    expect(resultStatus(0, 'bio', 'default').showing).toBe('No sets match your search criteria');
  });
});

describe('filter and sort', () => {
  const sets = [
    set({ id: 'a', title: 'Cells', description: 'Mitochondria', likes: 1, createdAt: '2025-01-02T00:00:00Z' }),
    set({ id: 'b', title: 'Mitosis', likes: 5, createdAt: { seconds: 1_800_000_000, nanoseconds: 0 } }),
    set({ id: 'c', title: 'Genes', likes: 5, createdAt: null }),
  ];
  const ids = (list: PublicSet[]) => list.map((s) => s.id);

  it('filters on title or description, ignoring case and outer spaces', () => {
    expect(ids(filterSets(sets, ' MITO '))).toEqual(['a', 'b']);
    expect(ids(filterSets(sets, ''))).toEqual(['a', 'b', 'c']);
    expect(ids(filterSets(sets, 'zebra'))).toEqual([]);
  });

  it('sorts by likes (ties keep the server’s order) or by date (legacy forms read, undated last)', () => {
    expect(ids(sortSets(sets, 'popular'))).toEqual(['b', 'c', 'a']);
    expect(ids(sortSets(sets, 'recent'))).toEqual(['b', 'a', 'c']);
    expect(ids(sortSets(sets, 'default'))).toEqual(['a', 'b', 'c']);
  });
});
