import type { FlashcardSet, FlashcardSetSummary, SaveSetRequest } from '@coursecards/shared/schemas/sets';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi, type SignedUp } from '../../../test/accounts.ts';
import { suiteAccount, suiteApp } from '../../../test/suite-app.ts';
import { createSet as createFactorySet, createUser } from '../../../test/factories.ts';

interface Answer {
  message?: string;
  likesCount?: number;
  hasLiked?: boolean;
  savedSetId?: string;
  alreadySaved?: boolean;
  isSaved?: boolean;
  totalLikes?: number;
}
const body = (res: { json: <T>() => T }) => res.json<Answer>();

describe('discovery and social API', () => {
  const t = suiteApp();
  const ana = suiteAccount(t); // UC Santa Cruz
  const ben = suiteAccount(t); // UC Santa Cruz
  const cal = suiteAccount(t, { university: 'Stanford University' }); // Stanford

  const post = (url: string, payload: object, token: string | null) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const get = (url: string, token: string | null) => t.app.inject({ url, headers: token ? bearer(token) : {} });
  async function createSet(who: SignedUp, overrides: Partial<SaveSetRequest> = {}): Promise<FlashcardSet> {
    const res = await post(
      '/api/sets/create',
      {
        title: 'Data structures',
        classCode: who === cal ? 'BIOE 131' : 'CSE101',
        description: 'Trees and heaps',
        isPublic: true,
        flashcards: [
          { question: 'Heap property?', answer: 'Parent ≤ children' },
          { question: 'BST search cost?', answer: 'O(h)' },
        ],
        ...overrides,
      },
      who.token,
    );
    expect(res.statusCode).toBe(201);
    return res.json<FlashcardSet>();
  }

  describe('search', () => {
    let stanfordSet: FlashcardSet;
    let anaPublic: FlashcardSet;
    let anaPrivate: FlashcardSet;
    beforeAll(async () => {
      // "BIOE 131" is on both schools' lists (Stanford writes "BIOE 131", UC Santa Cruz "BIOE131").
      stanfordSet = await createSet(cal, { title: 'Stanford BIOE 131' });
      anaPublic = await createSet(ana, { title: 'Ana public', classCode: 'CSE101' });
      anaPrivate = await createSet(ana, { title: 'Ana private', classCode: 'CSE101', isPublic: false });
      await post('/api/sets/save', { setId: anaPublic.id }, ben.token);
    });

    it('finds public sets by class code whatever the case and spaces, never private ones or saved copies', async () => {
      const res = await get(
        `/api/sets/search?classCode=${encodeURIComponent('cse 101')}&userId=${ben.user.uid}`,
        ben.token,
      );
      expect(res.statusCode).toBe(200);
      const found = res.json<FlashcardSetSummary[]>();
      const ids = found.map((s) => s.id);
      expect(ids).toContain(anaPublic.id);
      expect(ids).not.toContain(anaPrivate.id);
      expect(found.every((s) => s.isPublic && !s.isDerived)).toBe(true);
      expect(found.find((s) => s.id === anaPublic.id)).toMatchObject({ username: ana.username, numCards: 2 });
    });

    it('puts the searcher’s school first, then the most liked', async () => {
      const bioeAtUcsc = await createSet(ana, { title: 'UCSC take on BIOE 131', classCode: 'bioe 131' });
      await post('/api/likes/like', { setId: stanfordSet.id }, ben.token);
      const forCal = (await get('/api/sets/search?classCode=BIOE131', cal.token)).json<FlashcardSetSummary[]>();
      expect(forCal.map((s) => s.id)).toEqual([stanfordSet.id, bioeAtUcsc.id]);
      const forAna = (await get('/api/sets/search?classCode=bioe%20131', ana.token)).json<FlashcardSetSummary[]>();
      expect(forAna.map((s) => s.id)).toEqual([bioeAtUcsc.id, stanfordSet.id]);
    });

    it('answers a page of 100 with the total in X-Total-Count, and the rest from an offset', async () => {
      // A school of its own and no likes: these sets stay out of the popular lists other tests read.
      const owner = await createUser(t.db, { university: 'Paging Test University' });
      const start = Date.UTC(2026, 0, 1);
      for (let i = 0; i < 105; i++)
        await createFactorySet(t.db, {
          owner,
          class_code: 'PAGE 100',
          class_code_key: 'PAGE100',
          is_public: 1,
          likes_count: 0,
          created_at: start + i,
          cards: 1,
        });
      await createFactorySet(t.db, { owner, class_code: 'PAGE 100', class_code_key: 'PAGE100', is_public: 0 });
      const first = await get('/api/sets/search?classCode=PAGE100', ben.token);
      expect(first.headers['x-total-count']).toBe('105');
      const firstPage = first.json<FlashcardSetSummary[]>();
      expect(firstPage).toHaveLength(100);
      expect(firstPage[0]?.createdAt).toBe(new Date(start + 104).toISOString());
      const rest = await get('/api/sets/search?classCode=PAGE100&offset=100', ben.token);
      expect(rest.headers['x-total-count']).toBe('105');
      const restPage = rest.json<FlashcardSetSummary[]>();
      expect(restPage.map((set) => set.createdAt)).toEqual(
        [4, 3, 2, 1, 0].map((i) => new Date(start + i).toISOString()),
      );
      expect(new Set([...firstPage, ...restPage].map((set) => set.id)).size).toBe(105);
      expect((await get('/api/sets/search?classCode=PAGE100&offset=200', ben.token)).json()).toEqual([]);
      for (const offset of ['-1', 'two', '1.5', '10001'])
        expect((await get(`/api/sets/search?classCode=PAGE100&offset=${offset}`, ben.token)).statusCode).toBe(400);
    });

    it('refuses a userId naming someone else, and a blank code', async () => {
      expect((await get(`/api/sets/search?classCode=CSE101&userId=${ana.user.uid}`, ben.token)).statusCode).toBe(403);
      const blank = await get('/api/sets/search?classCode=%20', ben.token);
      expect(blank.statusCode).toBe(400);
      expect(body(blank).message).toBe('Please select a valid class code from the list');
    });

    it('ranks popular sets by likes, scoped to a school, public originals only', async () => {
      const popular = (await get('/api/sets/popular?university=Stanford%20University', null)).json<
        FlashcardSetSummary[]
      >();
      expect(popular.map((s) => s.id)).toEqual([stanfordSet.id]);
      const everywhere = (await get('/api/sets/popular', ana.token)).json<FlashcardSetSummary[]>();
      expect(everywhere[0]?.id).toBe(stanfordSet.id);
      expect(everywhere.length).toBeLessThanOrEqual(12);
      expect(everywhere.every((s) => s.isPublic && !s.isDerived)).toBe(true);
      expect(everywhere.map((s) => s.id)).not.toContain(anaPrivate.id);
    });
  });

  describe('likes', () => {
    it('counts one like per user, idempotently, and follows in the owner’s total likes', async () => {
      const set = await createSet(ana, { title: 'Likeable' });
      const totalBefore = body(await get(`/api/user/${ana.user.uid}/total-likes`, ana.token)).totalLikes ?? 0;
      expect(body(await post('/api/likes/like', { setId: set.id, userId: ben.user.uid }, ben.token))).toEqual({
        likesCount: 1,
        hasLiked: true,
      });
      expect(body(await post('/api/likes/like', { setId: set.id }, ben.token)).likesCount).toBe(1);
      expect(body(await get(`/api/likes/status?setId=${set.id}&userId=${ben.user.uid}&_t=1`, ben.token)).hasLiked).toBe(
        true,
      );
      expect(body(await get(`/api/likes/status?setId=${set.id}`, cal.token)).hasLiked).toBe(false);
      expect(body(await get(`/api/likes/count?setId=${set.id}`, cal.token)).likesCount).toBe(1);
      expect(body(await get(`/api/user/${ana.user.uid}/total-likes`, ana.token)).totalLikes).toBe(totalBefore + 1);
      expect(body(await post('/api/likes/unlike', { setId: set.id }, ben.token))).toEqual({
        likesCount: 0,
        hasLiked: false,
      });
      expect(body(await post('/api/likes/unlike', { setId: set.id }, ben.token)).likesCount).toBe(0);
    });

    it('keeps an exact count under many concurrent likes and unlikes', async () => {
      const set = await createSet(ana, { title: 'Crowd favourite' });
      const crowd = await Promise.all(Array.from({ length: 12 }, () => signUpThroughApi(t.app)));
      // Every user likes three times at once; a third of them also unlike at the same time.
      await Promise.all(
        crowd.flatMap((u, i) => [
          post('/api/likes/like', { setId: set.id }, u.token),
          post('/api/likes/like', { setId: set.id }, u.token),
          post('/api/likes/like', { setId: set.id }, u.token),
          ...(i % 3 === 0 ? [post('/api/likes/unlike', { setId: set.id }, u.token)] : []),
        ]),
      );
      const rows = await t.db.selectFrom('likes').select('user_id').where('set_id', '=', set.id).execute();
      const count = body(await get(`/api/likes/count?setId=${set.id}`, ana.token)).likesCount;
      expect(count).toBe(rows.length);
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(new Set(rows.map((r) => r.user_id)).size).toBe(rows.length);
    });

    it('counts a like on a saved copy on the original', async () => {
      const set = await createSet(ana, { title: 'Original' });
      const saved = body(await post('/api/sets/save', { setId: set.id }, ben.token));
      const res = await post('/api/likes/like', { setId: saved.savedSetId }, ben.token);
      expect(body(res).likesCount).toBe(1);
      expect(body(await get(`/api/likes/count?setId=${set.id}`, ana.token)).likesCount).toBe(1);
      const copyRow = await t.db
        .selectFrom('sets')
        .select('likes_count')
        .where('id', '=', saved.savedSetId ?? '')
        .executeTakeFirstOrThrow();
      expect(copyRow.likes_count).toBe(0);
    });

    it('hides private sets and refuses anonymous and forged users', async () => {
      const hidden = await createSet(ana, { title: 'Hidden', isPublic: false });
      expect((await post('/api/likes/like', { setId: hidden.id }, ben.token)).statusCode).toBe(404);
      expect((await get(`/api/likes/count?setId=${hidden.id}`, ben.token)).statusCode).toBe(404);
      expect((await post('/api/likes/like', { setId: hidden.id }, null)).statusCode).toBe(401);
      expect((await post('/api/likes/like', { setId: hidden.id, userId: ana.user.uid }, ben.token)).statusCode).toBe(
        403,
      );
      const row = await t.db
        .selectFrom('sets')
        .select('likes_count')
        .where('id', '=', hidden.id)
        .executeTakeFirstOrThrow();
      expect(row.likes_count).toBe(0);
    });
  });

  describe('saving', () => {
    it('saves a private copy with the cards, idempotently, lists it, and unsaves by either id', async () => {
      const set = await createSet(ana, { title: 'Worth keeping' });
      const first = body(await post('/api/sets/save', { setId: set.id, userId: ben.user.uid }, ben.token));
      expect(first.alreadySaved).toBe(false);
      const again = body(await post('/api/sets/save', { setId: set.id }, ben.token));
      expect(again).toEqual({ savedSetId: first.savedSetId, alreadySaved: true });

      const copy = (await get(`/api/sets/${first.savedSetId}`, ben.token)).json<FlashcardSet>();
      expect(copy).toMatchObject({
        isDerived: true,
        isPublic: false,
        userId: ben.user.uid,
        originalSetId: set.id,
        originalCreatorId: ana.user.uid,
        originalCreatorUsername: ana.username,
        numCards: 2,
      });
      expect(copy.flashcards.map((c) => c.question)).toEqual(set.flashcards.map((c) => c.question));
      expect(copy.flashcards.map((c) => c.id)).not.toEqual(set.flashcards.map((c) => c.id));

      const status = body(await get(`/api/sets/saved-status?userId=${ben.user.uid}&setId=${set.id}`, ben.token));
      expect(status).toEqual({ isSaved: true, savedSetId: first.savedSetId });
      const list = (await get(`/api/sets/saved/${ben.user.uid}`, ben.token)).json<FlashcardSetSummary[]>();
      expect(list[0]).toMatchObject({
        id: first.savedSetId,
        title: 'Worth keeping',
        originalCreatorUsername: ana.username,
      });
      // Never among created sets or search results.
      const created = (await get(`/api/sets/user/${ben.user.uid}`, ben.token)).json<FlashcardSetSummary[]>();
      expect(created.map((s) => s.id)).not.toContain(first.savedSetId);

      expect((await post('/api/sets/unsave', { setId: set.id }, ben.token)).statusCode).toBe(200);
      expect(body(await get(`/api/sets/saved-status?setId=${set.id}`, ben.token)).isSaved).toBe(false);
      const second = body(await post('/api/sets/save', { setId: set.id }, ben.token));
      expect((await post('/api/sets/unsave', { setId: second.savedSetId ?? '' }, ben.token)).statusCode).toBe(200);
      expect(
        (await get(`/api/sets/saved/${ben.user.uid}`, ben.token)).json<FlashcardSetSummary[]>(),
      ).not.toContainEqual(expect.objectContaining({ originalSetId: set.id }));
      // The original is untouched.
      expect((await get(`/api/sets/${set.id}`, ana.token)).statusCode).toBe(200);
    });

    it('makes one copy when the same user saves twice at once', async () => {
      const set = await createSet(ana, { title: 'Raced' });
      const answers = await Promise.all([1, 2, 3].map(() => post('/api/sets/save', { setId: set.id }, cal.token)));
      expect(new Set(answers.map((a) => body(a).savedSetId)).size).toBe(1);
      const copies = await t.db.selectFrom('sets').select('id').where('original_set_id', '=', set.id).execute();
      expect(copies).toHaveLength(1);
    });

    // Found by reliability/durability.ts on PostgreSQL: the copy took the card count read before the
    // owner's edit and the cards read after it.
    it('gives a copy saved while its owner edits the set the count of the cards it copied', async () => {
      const set = await createSet(ana, { title: 'Being edited' });
      const savers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signUpThroughApi(t.app)));
      const edit = (cards: number) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/sets/update/${set.id}`,
          headers: bearer(ana.token),
          payload: {
            title: `Being edited (${cards})`,
            classCode: 'CSE101',
            isPublic: true,
            flashcards: Array.from({ length: cards }, (_, i) => ({ question: `Q${i}`, answer: `A${i}` })),
          },
        });
      for (let round = 0; round < 4; round++) {
        await Promise.all(
          savers.flatMap((s, i) => [
            edit(1 + ((i + round) % 2) * 8),
            post('/api/sets/save', { setId: set.id }, s.token),
          ]),
        );
        const copies = await t.db
          .selectFrom('sets')
          .select([
            'sets.card_count',
            (eb) =>
              eb
                .selectFrom('cards')
                .select(eb.fn.countAll<number>().as('n'))
                .whereRef('cards.set_id', '=', 'sets.id')
                .as('cards'),
          ])
          .where('original_set_id', '=', set.id)
          .execute();
        expect(copies).toHaveLength(savers.length);
        for (const copy of copies) expect(Number(copy.cards)).toBe(copy.card_count);
        await Promise.all(savers.map((s) => post('/api/sets/unsave', { setId: set.id }, s.token)));
      }
    });

    it('refuses saving your own set, someone’s private set, and another user’s saved list', async () => {
      const own = await createSet(ana, { title: 'Mine' });
      const res = await post('/api/sets/save', { setId: own.id }, ana.token);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('You cannot save your own set');
      const hidden = await createSet(ana, { title: 'Private', isPublic: false });
      expect((await post('/api/sets/save', { setId: hidden.id }, ben.token)).statusCode).toBe(404);
      expect((await get(`/api/sets/saved/${ben.user.uid}`, ana.token)).statusCode).toBe(403);
      expect((await post('/api/sets/save', { setId: own.id, userId: cal.user.uid }, ben.token)).statusCode).toBe(403);
      expect((await get(`/api/sets/saved/${ben.user.uid}`, null)).statusCode).toBe(401);
    });
  });
});
