import type { FlashcardSet, FlashcardSetSummary, SaveSetRequest } from '@coursecards/shared/schemas/sets';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.ts';
import { suiteAccount, suiteApp } from '../../../test/suite-app.ts';
import { createLike, createUser, rowCount } from '../../../test/factories.ts';

interface Answer {
  message?: string;
}

/** A valid set for a UC Santa Cruz student (CSE 101 is on that school's list as "CSE101"). */
function aSet(overrides: Partial<SaveSetRequest> = {}): SaveSetRequest {
  return {
    title: 'Algorithms midterm',
    classCode: 'cse 101',
    description: 'Sorting, graphs and recurrences',
    isPublic: true,
    flashcards: [
      { question: 'Worst case of quicksort?', answer: 'O(n²)' },
      { question: 'Dijkstra needs which edge weights?', answer: 'Non-negative ones' },
    ],
    ...overrides,
  };
}

describe('sets API', () => {
  const t = suiteApp();
  const owner = suiteAccount(t);
  const other = suiteAccount(t, { university: 'Stanford University' });

  const create = (body: SaveSetRequest, token: string | null = owner.token) =>
    t.app.inject({ method: 'POST', url: '/api/sets/create', payload: body, headers: token ? bearer(token) : {} });
  const update = (id: string, body: SaveSetRequest, token: string | null = owner.token) =>
    t.app.inject({ method: 'PUT', url: `/api/sets/update/${id}`, payload: body, headers: token ? bearer(token) : {} });
  const remove = (id: string, token: string | null = owner.token, userId?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/sets/delete/${id}${userId ? `?userId=${userId}` : ''}`,
      headers: token ? bearer(token) : {},
    });
  const get = (url: string, token: string | null = owner.token) =>
    t.app.inject({ url, headers: token ? bearer(token) : {} });
  const created = async (body: SaveSetRequest = aSet(), token = owner.token) => {
    const res = await create(body, token);
    expect(res.statusCode).toBe(201);
    return res.json<FlashcardSet>();
  };

  describe('creating', () => {
    it('keeps the set with the list’s spelling of the class code, the owner’s school and the cards in order', async () => {
      const set = await created();
      expect(set).toMatchObject({
        title: 'Algorithms midterm',
        classCode: 'CSE101',
        description: 'Sorting, graphs and recurrences',
        isPublic: true,
        userId: owner.user.uid,
        username: owner.username,
        university: 'University of California, Santa Cruz',
        likes: 0,
        numCards: 2,
        isDerived: false,
      });
      expect(set.flashcards.map((c) => c.question)).toEqual([
        'Worst case of quicksort?',
        'Dijkstra needs which edge weights?',
      ]);
      expect(new Date(set.createdAt).toISOString()).toBe(set.createdAt);
    });

    it('drops empty cards, trims text, and takes the owner from the session, not the body', async () => {
      const set = await created(
        aSet({
          userId: owner.user.uid,
          username: 'someone else',
          createdAt: '1999-01-01T00:00:00.000Z',
          flashcards: [{ question: '  ', answer: '' }, { question: '  What is a heap? ', answer: ' A tree ' }, {}],
        }),
      );
      expect(set.flashcards).toHaveLength(1);
      expect(set.flashcards[0]?.id).toMatch(/^[a-z0-9]{20}$/);
      expect(set.flashcards).toMatchObject([
        {
          question: 'What is a heap?',
          answer: 'A tree',
          questionImage: null,
          answerImage: null,
        },
      ]);
      expect(set.username).toBe(owner.username);
      expect(set.createdAt).not.toBe('1999-01-01T00:00:00.000Z');
    });

    it.each([
      [{ title: '  ' }, 'Please provide a title for your flashcard set'],
      [{ classCode: '' }, 'Please select a valid class code'],
      [{ classCode: 'CS 106A' }, 'Invalid class code! Please select from the list'],
      [{ description: 'x'.repeat(501) }, 'Description must be 500 characters or less'],
      [{ flashcards: [] }, 'You need to add at least one flashcard with content'],
      [{ flashcards: [{ question: ' ', answer: '' }] }, 'You need to add at least one flashcard with content'],
      [
        { flashcards: [{ question: 'Q', answer: 'A' }, { question: 'Only a question' }] },
        'Card 2 needs both a question and an answer',
      ],
      [{ flashcards: [{ question: 'Q', answer: 'x'.repeat(5001) }] }, 'Answer must be at most 5000 characters'],
      [
        { flashcards: Array.from({ length: 501 }, () => ({ question: 'Q', answer: 'A' })) },
        'A set holds at most 500 cards, and this one has 501. Remove some, or split them into two sets.',
      ],
      [
        { flashcards: [{ question: 'Q', answerImage: '/uploads/aaaaaaaaaaaaaaaaaaaa.png' }] },
        'An image of this set was not uploaded here',
      ],
      [
        { flashcards: [{ question: 'Q', answerImage: 'https://evil.example/x.png' }] },
        'Image must be one uploaded with POST /uploads/image',
      ],
      [{ isPublic: 'yes' as unknown as boolean }, 'Is public must be true or false'],
    ])('refuses %o with “%s”, storing nothing', async (overrides, message) => {
      const before = await rowCount(t.db, 'sets');
      const res = await create(aSet(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json<Answer>().message).toBe(message);
      const after = await rowCount(t.db, 'sets');
      expect(after).toBe(before);
    });

    it('checks the class code against the owner’s own school list', async () => {
      const stanford = await created(aSet({ classCode: 'cs 106a' }), other.token);
      expect(stanford.classCode).toBe('CS 106A');
    });

    it('accepts image-only sides with an image uploaded here', async () => {
      const key = 'k3x9q2m7w1v8b4n6c5z0.png';
      const uploader = await createUser(t.db);
      await t.db
        .insertInto('uploads')
        .values({
          id: 'up1',
          owner_id: uploader.id,
          key,
          mime: 'image/png',
          bytes: 10,
          width: 1,
          height: 1,
          created_at: 1,
        })
        .execute();
      const set = await created(
        aSet({ flashcards: [{ question: 'Label the organelle', answerImage: `/uploads/${key}` }] }),
      );
      expect(set.flashcards[0]).toMatchObject({ answer: '', answerImage: `/uploads/${key}` });
    });

    it('needs a signed-in user, and refuses a userId naming someone else', async () => {
      expect((await create(aSet(), null)).statusCode).toBe(401);
      const res = await create(aSet({ userId: other.user.uid }));
      expect(res.statusCode).toBe(403);
    });
  });

  describe('updating', () => {
    it('keeps the id, creation time and likes, and replaces the cards in their new order', async () => {
      const set = await created();
      await createLike(t.db, await createUser(t.db), { id: set.id });
      const res = await update(
        set.id,
        aSet({
          title: 'Algorithms final',
          isPublic: false,
          createdAt: '2001-01-01T00:00:00.000Z',
          flashcards: [
            { id: set.flashcards[1]?.id, question: 'Dijkstra needs which edge weights?', answer: 'Non-negative' },
            { question: 'New card', answer: 'New answer' },
            { id: set.flashcards[0]?.id, question: 'Worst case of quicksort?', answer: 'O(n²)' },
          ],
        }),
      );
      expect(res.statusCode).toBe(200);
      const after = res.json<FlashcardSet>();
      expect(after).toMatchObject({
        id: set.id,
        createdAt: set.createdAt,
        title: 'Algorithms final',
        isPublic: false,
        likes: 1,
        numCards: 3,
      });
      expect(after.flashcards.map((c) => c.question)).toEqual([
        'Dijkstra needs which edge weights?',
        'New card',
        'Worst case of quicksort?',
      ]);
      expect(after.flashcards[0]?.id).toBe(set.flashcards[1]?.id);
    });
  });

  describe('permissions', () => {
    let publicSet: FlashcardSet;
    let privateSet: FlashcardSet;
    let savedCopy: string;
    beforeAll(async () => {
      publicSet = await created(aSet({ title: 'Public one' }));
      privateSet = await created(aSet({ title: 'Private one', isPublic: false }));
      savedCopy = 'savedcopy00000000001';
      await t.db
        .insertInto('sets')
        .values({
          id: savedCopy,
          owner_id: owner.user.uid,
          title: 'Saved copy',
          class_code: 'CS 106A',
          class_code_key: 'CS106A',
          description: '',
          is_public: 0,
          university: null,
          is_derived: 1,
          original_set_id: null,
          original_creator_id: other.user.uid,
          original_creator_username: other.username,
          likes_count: 0,
          card_count: 0,
          created_at: 1,
          updated_at: 1,
        })
        .execute();
    });

    // who × visibility × action → expected status
    const matrix: Array<
      [string, 'owner' | 'other' | 'anonymous', 'public' | 'private', 'read' | 'update' | 'delete', number]
    > = [
      ['owner reads public', 'owner', 'public', 'read', 200],
      ['owner reads private', 'owner', 'private', 'read', 200],
      ['other reads public', 'other', 'public', 'read', 200],
      ['other reads private', 'other', 'private', 'read', 404],
      ['anonymous reads public', 'anonymous', 'public', 'read', 401],
      ['anonymous reads private', 'anonymous', 'private', 'read', 401],
      ['other updates public', 'other', 'public', 'update', 403],
      ['other updates private', 'other', 'private', 'update', 404],
      ['anonymous updates public', 'anonymous', 'public', 'update', 401],
      ['anonymous updates private', 'anonymous', 'private', 'update', 401],
      ['other deletes public', 'other', 'public', 'delete', 403],
      ['other deletes private', 'other', 'private', 'delete', 404],
      ['anonymous deletes public', 'anonymous', 'public', 'delete', 401],
      ['anonymous deletes private', 'anonymous', 'private', 'delete', 401],
      ['owner updates public', 'owner', 'public', 'update', 200],
      ['owner updates private', 'owner', 'private', 'update', 200],
    ];
    it.each(matrix)('%s → %i', async (_name, who, visibility, action, status) => {
      const set = visibility === 'public' ? publicSet : privateSet;
      const token = who === 'owner' ? owner.token : who === 'other' ? other.token : null;
      const before = await get(`/api/sets/${set.id}`);
      const res =
        action === 'read'
          ? await get(`/api/sets/${set.id}`, token)
          : action === 'update'
            ? await update(set.id, aSet({ title: set.title, isPublic: set.isPublic }), token)
            : await remove(set.id, token);
      expect(res.statusCode).toBe(status);
      if (status !== 200) {
        const after = await get(`/api/sets/${set.id}`);
        expect(after.json<FlashcardSet>()).toEqual(before.json<FlashcardSet>());
      }
    });

    it('lists your created sets, public and private, and someone else’s public ones only; never saved copies', async () => {
      const mine = (await get(`/api/sets/user/${owner.user.uid}`)).json<FlashcardSetSummary[]>();
      const ids = mine.map((s) => s.id);
      expect(ids).toEqual(expect.arrayContaining([publicSet.id, privateSet.id]));
      expect(ids).not.toContain(savedCopy);
      expect(mine.every((s) => !s.isDerived)).toBe(true);
      // Newest first.
      const times = mine.map((s) => s.createdAt);
      expect([...times].sort().reverse()).toEqual(times);

      const theirs = (await get(`/api/sets/user/${owner.user.uid}`, other.token)).json<FlashcardSetSummary[]>();
      expect(theirs.map((s) => s.id)).toContain(publicSet.id);
      expect(theirs.map((s) => s.id)).not.toContain(privateSet.id);
      expect(theirs.every((s) => s.isPublic)).toBe(true);
      expect((await get(`/api/sets/user/${owner.user.uid}`, null)).statusCode).toBe(401);
    });

    it('keeps saved copies read-only and private', async () => {
      expect((await get(`/api/sets/${savedCopy}`, other.token)).statusCode).toBe(404);
      expect((await update(savedCopy, aSet())).statusCode).toBe(403);
    });

    it('refuses a delete whose userId names someone else, then deletes for the owner', async () => {
      const set = await created(aSet({ title: 'Short-lived' }));
      expect((await remove(set.id, owner.token, other.user.uid)).statusCode).toBe(403);
      expect((await remove(set.id, owner.token, owner.user.uid)).statusCode).toBe(200);
      expect((await get(`/api/sets/${set.id}`)).statusCode).toBe(404);
      const cards = await t.db.selectFrom('cards').select('id').where('set_id', '=', set.id).execute();
      expect(cards).toEqual([]);
      expect((await remove(set.id)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown set and keeps hostile text as text', async () => {
      expect((await get('/api/sets/does-not-exist')).statusCode).toBe(404);
      const hostile = `<img src=x onerror=alert(1)> '); drop table sets; --`;
      const set = await created(aSet({ title: hostile, flashcards: [{ question: hostile, answer: '{{7*7}}' }] }));
      expect(set.title).toBe(hostile);
      expect(set.flashcards[0]?.answer).toBe('{{7*7}}');
    });
  });
});
