import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi, type SignedUp } from '../../../test/accounts.ts';
import { suiteApp } from '../../../test/suite-app.ts';
import { solidImage } from '../../../test/images.ts';
import { postImage } from '../../../test/uploads.ts';
import { imageStoreFor } from '../../app.ts';
import type { Clock } from '../../lib/clock.ts';
import { collectUnusedImages, STALE_COLLECTION_MS, UNUSED_GRACE_MS } from './image-collector.ts';
import type { ImageStore } from './image-store.ts';

const HOUR = 3_600_000;

class HandClock implements Clock {
  private time = Date.UTC(2026, 10, 26, 12);
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
}

interface Card {
  question: string;
  answer: string;
  questionImage?: string;
  answerImage?: string;
}

function collectorSuite(name: string, env: () => Record<string, string>) {
  describe(name, () => {
    let store: ImageStore;
    const clock = new HandClock();
    const t = suiteApp(() => ({ clock, env: env() }));
    beforeAll(() => {
      store = imageStoreFor(t.config);
    });

    const student = () => signUpThroughApi(t.app, { university: 'Stanford University' });
    const collect = (withStore = store) => collectUnusedImages(t.db, withStore, clock);

    /** A stored image of this student's, by its URL; each one differs, so no two share bytes. */
    let shade = 0;
    async function upload(user: SignedUp): Promise<string> {
      const res = await postImage(t.app, user.token, await solidImage('png', 40 + (shade++ % 200), 30));
      expect(res.statusCode).toBe(201);
      return res.json<{ imageUrl: string }>().imageUrl;
    }
    const served = async (url: string) => (await t.app.inject({ url })).statusCode;
    const row = (url: string) =>
      t.db.selectFrom('uploads').selectAll().where('key', '=', url.slice('/uploads/'.length)).executeTakeFirst();
    const gone = async (url: string) => (await served(url)) === 404 && (await row(url)) === undefined;
    const kept = async (url: string) => (await served(url)) === 200 && (await row(url)) !== undefined;

    function setBody(cards: Card[], isPublic = false) {
      return { title: 'Cells', classCode: 'CS 106A', description: '', isPublic, flashcards: cards };
    }
    async function createSet(user: SignedUp, cards: Card[], isPublic = false): Promise<string> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sets/create',
        headers: bearer(user.token),
        payload: setBody(cards, isPublic),
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: string }>().id;
    }
    async function updateSet(user: SignedUp, id: string, cards: Card[]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/sets/update/${id}`,
        headers: bearer(user.token),
        payload: setBody(cards),
      });
      expect(res.statusCode).toBe(200);
    }
    const card = (questionImage?: string, answerImage?: string): Card => ({
      question: 'What is shown?',
      answer: 'A cell',
      ...(questionImage ? { questionImage } : {}),
      ...(answerImage ? { answerImage } : {}),
    });

    it('keeps an image no card shows for the grace period, then deletes its bytes and its row', async () => {
      const image = await upload(await student());
      await collect();
      clock.advance(UNUSED_GRACE_MS - HOUR);
      await collect();
      expect(await kept(image)).toBe(true);
      clock.advance(2 * HOUR);
      const report = await collect();
      expect(await gone(image)).toBe(true);
      expect(report.deleted).toBeGreaterThanOrEqual(1);
    });

    it('never deletes an image a card shows; one taken out goes a day later, one put back in time stays', async () => {
      const user = await student();
      const [out, back, shown] = [await upload(user), await upload(user), await upload(user)];
      const id = await createSet(user, [card(out, back), card(undefined, shown)]);
      clock.advance(UNUSED_GRACE_MS + HOUR);
      await collect();
      expect([await kept(out), await kept(back), await kept(shown)]).toEqual([true, true, true]);

      await updateSet(user, id, [card(undefined, shown)]);
      await collect();
      clock.advance(12 * HOUR);
      await updateSet(user, id, [card(back), card(undefined, shown)]);
      clock.advance(13 * HOUR);
      await collect();
      expect([await gone(out), await kept(back), await kept(shown)]).toEqual([true, true, true]);
    });

    it('lets a deleted set’s images go after the grace period, except one a saved copy still shows', async () => {
      const author = await student();
      const saver = await student();
      const [saved, lost] = [await upload(author), await upload(author)];
      const publicSet = await createSet(author, [card(saved)], true);
      const privateSet = await createSet(author, [card(lost)]);
      const save = await t.app.inject({
        method: 'POST',
        url: '/api/sets/save',
        headers: bearer(saver.token),
        payload: { setId: publicSet },
      });
      expect(save.statusCode).toBe(200);
      for (const id of [publicSet, privateSet]) {
        const res = await t.app.inject({
          method: 'DELETE',
          url: `/api/sets/delete/${id}`,
          headers: bearer(author.token),
        });
        expect(res.statusCode).toBe(200);
      }
      await collect();
      expect(await kept(lost)).toBe(true);
      clock.advance(UNUSED_GRACE_MS + HOUR);
      await collect();
      expect([await kept(saved), await gone(lost)]).toEqual([true, true]);
    });

    it('deletes a deleted account’s images at the next pass, except those other students’ cards show', async () => {
      const leaver = await student();
      const saver = await student();
      const [saved, lost] = [await upload(leaver), await upload(leaver)];
      const id = await createSet(leaver, [card(saved, lost)], true);
      await t.app.inject({
        method: 'POST',
        url: '/api/sets/save',
        headers: bearer(saver.token),
        payload: { setId: id },
      });
      await updateSet(leaver, id, [card(saved)]);
      await t.db.deleteFrom('users').where('id', '=', leaver.user.uid).execute();
      // The saver's copy still shows both images; once it drops one, that one is nobody's.
      await t.db.updateTable('cards').set({ answer_image: null }).where('answer_image', '=', lost).execute();
      await collect();
      expect([await kept(saved), await gone(lost)]).toEqual([true, true]);
      expect((await row(saved))?.owner_id).toBeNull();
    });

    it('two app processes collecting at once delete each image once, and neither fails', async () => {
      const user = await student();
      const images = [await upload(user), await upload(user), await upload(user)];
      await collect();
      clock.advance(UNUSED_GRACE_MS + HOUR);
      const [a, b] = await Promise.all([collect(), collect()]);
      expect(a.failed + b.failed).toBe(0);
      for (const image of images) expect(await gone(image)).toBe(true);
    });

    it('refuses a set that names an image being collected, and the collection goes on', async () => {
      const user = await student();
      const image = await upload(user);
      await t.db
        .updateTable('uploads')
        .set({ unused_since: clock.now(), collecting_since: clock.now() })
        .where('key', '=', image.slice('/uploads/'.length))
        .execute();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sets/create',
        headers: bearer(user.token),
        payload: setBody([card(image)]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('An image of this set was not uploaded here');
      expect(await t.db.selectFrom('sets').select('id').where('owner_id', '=', user.user.uid).execute()).toEqual([]);
      clock.advance(STALE_COLLECTION_MS + 1);
      await collect();
      expect(await gone(image)).toBe(true);
    });

    it('retries a deletion the store refused, once the failed claim is stale', async () => {
      const image = await upload(await student());
      await collect();
      clock.advance(UNUSED_GRACE_MS + HOUR);
      const key = image.slice('/uploads/'.length);
      const failing: ImageStore = {
        ...store,
        delete: (k) => (k === key ? Promise.reject(new Error('the store is unreachable')) : store.delete(k)),
      };
      expect((await collect(failing)).failed).toBe(1);
      expect(await kept(image)).toBe(true);
      expect((await collect()).deleted).toBe(0);
      clock.advance(STALE_COLLECTION_MS + 1);
      await collect();
      expect(await gone(image)).toBe(true);
    });
  });
}

collectorSuite('collecting unused images (disk)', () => ({}));

describe('with S3-compatible storage', () => {
  let s3: S3rver;
  let endpoint = '';
  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'coursecards-s3-')),
      configureBuckets: [{ name: 'coursecards-images', configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(() => s3.close());

  collectorSuite('collecting unused images (S3)', () => ({
    S3_BUCKET: 'coursecards-images',
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }));
});
