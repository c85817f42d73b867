import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.ts';
import { suiteApp } from '../../../test/suite-app.ts';
import { createSession } from '../../infra/authentication/sessions.ts';
import { createSet, createUser } from '../../../test/factories.ts';
import { systemClock } from '../../lib/clock.ts';

/**
 * A saved copy stands for its original only while the original is public: once its owner makes it
 * private (or deletes it), the copy's id likes, unlikes and counts nothing of the original's, and
 * Saved Sets and the copy itself no longer point at it.
 */
describe('a saved copy whose original went private', () => {
  const t = suiteApp();

  /** A saver who liked and saved a public set, and a fan who liked it too; then the author hides it. */
  async function hiddenOriginal() {
    const author = await createUser(t.db);
    const saver = await createUser(t.db);
    const fan = await createUser(t.db);
    const { set: original } = await createSet(t.db, { owner: author, is_public: 1, is_derived: 0 });
    const as = async (user: { id: string }) => bearer(await createSession(t.db, systemClock, user.id));
    const saverAuth = await as(saver);
    for (const headers of [saverAuth, await as(fan)]) {
      const liked = await t.app.inject({
        method: 'POST',
        url: '/api/likes/like',
        headers,
        payload: { setId: original.id },
      });
      expect(liked.statusCode).toBe(200);
    }
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/sets/save',
      headers: saverAuth,
      payload: { setId: original.id },
    });
    const copyId = saved.json<{ savedSetId: string }>().savedSetId;
    await t.db.updateTable('sets').set({ is_public: 0 }).where('id', '=', original.id).execute();
    return { original, saver, saverAuth, copyId };
  }

  const likesOn = (setId: string) => t.db.selectFrom('likes').select('user_id').where('set_id', '=', setId).execute();

  it('reads neither the original’s like count nor the saver’s like on it', async () => {
    const { saverAuth, copyId } = await hiddenOriginal();
    const count = await t.app.inject({ url: `/api/likes/count?setId=${copyId}`, headers: saverAuth });
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ likesCount: 0 });
    const status = await t.app.inject({ url: `/api/likes/status?setId=${copyId}`, headers: saverAuth });
    expect(status.json()).toEqual({ hasLiked: false });
  });

  it('unliking through the copy leaves the original’s likes alone', async () => {
    const { original, saver, saverAuth, copyId } = await hiddenOriginal();
    const unliked = await t.app.inject({
      method: 'POST',
      url: '/api/likes/unlike',
      headers: saverAuth,
      payload: { setId: copyId },
    });
    expect(unliked.statusCode).toBe(200);
    expect((await likesOn(original.id)).map((l) => l.user_id)).toContain(saver.id);
    const row = await t.db.selectFrom('sets').select('likes_count').where('id', '=', original.id).executeTakeFirst();
    expect(row?.likes_count).toBe(2);
  });

  it('liking through the copy likes the copy, not the original', async () => {
    const { original, saver, saverAuth, copyId } = await hiddenOriginal();
    await t.db.deleteFrom('likes').where('user_id', '=', saver.id).execute();
    await t.db.updateTable('sets').set({ likes_count: 1 }).where('id', '=', original.id).execute();
    const liked = await t.app.inject({
      method: 'POST',
      url: '/api/likes/like',
      headers: saverAuth,
      payload: { setId: copyId },
    });
    expect(liked.json()).toEqual({ likesCount: 1, hasLiked: true });
    expect(await likesOn(original.id)).toHaveLength(1);
    expect(await likesOn(copyId)).toEqual([{ user_id: saver.id }]);
  });

  it('Saved Sets and the copy no longer show the original’s count or id', async () => {
    const { saver, saverAuth, copyId } = await hiddenOriginal();
    const list = await t.app.inject({ url: `/api/sets/saved/${saver.id}`, headers: saverAuth });
    const [summary] = list.json<Array<{ id: string; likes: number; originalSetId: string | null }>>();
    expect(summary).toMatchObject({ id: copyId, likes: 0, originalSetId: null });
    const copy = await t.app.inject({ url: `/api/sets/${copyId}`, headers: saverAuth });
    expect(copy.json<{ originalSetId: string | null }>().originalSetId).toBeNull();
  });

  it('once the original is public again, the copy stands for it again', async () => {
    const { original, saver, saverAuth, copyId } = await hiddenOriginal();
    await t.db.updateTable('sets').set({ is_public: 1 }).where('id', '=', original.id).execute();
    const count = await t.app.inject({ url: `/api/likes/count?setId=${copyId}`, headers: saverAuth });
    expect(count.json()).toEqual({ likesCount: 2 });
    const list = await t.app.inject({ url: `/api/sets/saved/${saver.id}`, headers: saverAuth });
    expect(list.json<Array<{ likes: number; originalSetId: string }>>()[0]).toMatchObject({
      likes: 2,
      originalSetId: original.id,
    });
  });
});
