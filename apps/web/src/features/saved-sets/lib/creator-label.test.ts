import { describe, expect, it } from 'vitest';
import { creatorLabel } from './creator-label.ts';

describe('creatorLabel', () => {
  it("names the original creator's username first, then createdBy, then the username", () => {
    expect(creatorLabel({ originalCreatorUsername: 'alice', createdBy: 'bob', username: 'carol' })).toBe(
      'Created by alice',
    );
    expect(creatorLabel({ originalCreatorUsername: null, createdBy: 'bob', username: 'carol' })).toBe('Created by bob');
    expect(creatorLabel({ originalCreatorUsername: '  ', username: 'carol' })).toBe('Created by carol');
  });

  it('without a name, shows the first 6 characters of the creator id, else of userId', () => {
    expect(creatorLabel({ originalCreatorId: 'abcdef123456', userId: 'zzzzzz999' })).toBe('User abcdef');
    expect(creatorLabel({ originalCreatorId: null, userId: 'u1x2y3z4' })).toBe('User u1x2y3');
  });

  it('says "Public set" when nothing names the creator', () => {
    expect(creatorLabel({})).toBe('Public set');
    expect(creatorLabel({ username: null, userId: '' })).toBe('Public set');
  });
});
