import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SetLimits } from '@coursecards/shared/constants/limits';
import { SetMessages } from '@coursecards/shared/constants/set-messages';
import { describe, expect, it } from 'vitest';
import { animatedGif } from '../../../../../reliability/uploads/gif.ts';
import { suiteAccount, suiteApp } from '../../../test/suite-app.ts';
import { solidImage } from '../../../test/images.ts';
import { postImage } from '../../../test/uploads.ts';
import { newId } from '../../lib/ids.ts';

const QUOTA_FULL = SetMessages.imageStorageFull(200);

describe('what one account may store', () => {
  const t = suiteApp();
  const user = suiteAccount(t);

  /** Images already stored for the user, as earlier uploads would have left them. */
  async function alreadyStored(bytes: number): Promise<string> {
    const id = newId();
    await t.db
      .insertInto('uploads')
      .values({
        id,
        owner_id: user.user.uid,
        key: `${newId()}.png`,
        mime: 'image/png',
        bytes,
        width: 1,
        height: 1,
        created_at: 0,
      })
      .execute();
    return id;
  }
  const rows = async () =>
    (await t.db.selectFrom('uploads').select('id').where('owner_id', '=', user.user.uid).execute()).length;
  const files = () => {
    try {
      return readdirSync(join(t.config.dataDir, 'uploads')).length;
    } catch {
      return 0;
    }
  };

  it('is 200 MB', () => {
    expect(SetLimits.imageStoragePerAccountBytes).toBe(200 * 2 ** 20);
    expect(QUOTA_FULL).toMatch(/^Your images already use all of your 200 MB of storage\./);
  });

  it('refuses an image that would go over the quota, with a clear message, storing nothing', async () => {
    const filler = await alreadyStored(SetLimits.imageStoragePerAccountBytes - 50);
    const [rowsBefore, filesBefore] = [await rows(), files()];
    const res = await postImage(t.app, user.token, await solidImage('png', 300, 200));
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(QUOTA_FULL);
    expect([await rows(), files()]).toEqual([rowsBefore, filesBefore]);
    await t.db.deleteFrom('uploads').where('id', '=', filler).execute();
  });

  it('refuses a full account before reading its file, and takes images again once space is freed', async () => {
    const filler = await alreadyStored(SetLimits.imageStoragePerAccountBytes);
    const full = await postImage(t.app, user.token, Buffer.from('not even an image'));
    expect(full.statusCode).toBe(403);
    expect(full.json<{ message: string }>().message).toBe(QUOTA_FULL);
    await t.db.deleteFrom('uploads').where('id', '=', filler).execute();
    expect((await postImage(t.app, user.token, await solidImage('png'))).statusCode).toBe(201);
  });

  it('refuses an animation over the frames × pixels bound with 422 and a message saying what to do', async () => {
    const gif = animatedGif({ screen: [480, 480], frame: [480, 480], frames: 100 });
    const res = await postImage(t.app, user.token, gif, 'loop.gif', 'image/gif');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(
      SetMessages.imageAnimationTooLarge(100, 480, 480, SetLimits.animationMaxPixels),
    );
  });
});
