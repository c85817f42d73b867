import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/suite-app.ts';
import { createSet, createUser } from '../../../test/factories.ts';
import type { DB } from '../../db/types.ts';
import { systemClock } from '../../lib/clock.ts';
import { saveSet } from '../saved-sets/saved-sets.service.ts';
import { like } from './likes.service.ts';

/**
 * A set deleted by its owner while another request is liking or saving it: the like or save finds
 * it gone (404), never a failed write (500). The race is forced: the database handed to the service
 * deletes the set just before the service's transaction starts, after the set was read.
 */
describe('a set deleted while it is liked or saved', () => {
  const t = suiteApp();

  function deletingBeforeTransaction(db: Kysely<DB>, setId: string): Kysely<DB> {
    return new Proxy(db, {
      get(target, property) {
        if (property !== 'transaction') {
          // Kysely keeps its state in private fields: its methods must run on the real instance.
          const value = Reflect.get(target, property, target) as unknown;
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        }
        return () => {
          const builder = target.transaction();
          return {
            execute: async <T>(fn: Parameters<typeof builder.execute<T>>[0]) => {
              await target.deleteFrom('sets').where('id', '=', setId).execute();
              return builder.execute(fn);
            },
          };
        };
      },
    });
  }

  it('a like answers 404 and leaves no row behind', async () => {
    const { set } = await createSet(t.db, { is_public: 1, is_derived: 0 });
    const liker = await createUser(t.db);
    const racing = deletingBeforeTransaction(t.db, set.id);
    await expect(like(racing, systemClock, liker, set.id)).rejects.toMatchObject({ statusCode: 404 });
    const likes = await t.db.selectFrom('likes').selectAll().where('user_id', '=', liker.id).execute();
    expect(likes).toEqual([]);
  });

  it('a save answers 404 and makes no copy', async () => {
    const { set } = await createSet(t.db, { is_public: 1, is_derived: 0 });
    const saver = await createUser(t.db);
    const racing = deletingBeforeTransaction(t.db, set.id);
    await expect(saveSet(racing, systemClock, saver, set.id)).rejects.toMatchObject({ statusCode: 404 });
    const copies = await t.db.selectFrom('sets').select('id').where('owner_id', '=', saver.id).execute();
    expect(copies).toEqual([]);
  });
});
