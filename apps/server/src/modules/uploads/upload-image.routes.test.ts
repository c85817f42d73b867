import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpThroughApi } from '../../../test/accounts.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { suiteAccount, suiteApp } from '../../../test/suite-app.ts';
import { rowCount } from '../../../test/factories.ts';
import { jpegWithMetadata, pixelFloodPng, solidImage } from '../../../test/images.ts';
import { boundaryOf, brokenForms, multipartFile, postFile, postRawForm, postImage } from '../../../test/uploads.ts';

interface UploadAnswer {
  imageUrl?: string;
  message?: string;
}

function uploadsSuite(name: string, env: () => Record<string, string>) {
  describe(name, () => {
    const t = suiteApp(() => ({ env: env() }));
    const user = suiteAccount(t);

    const upload = (data: Buffer, filename = 'photo.png', type = 'image/png', token: string | null = user.token) =>
      postFile(t.app, '/api/uploads/image', token, { field: 'image', filename, type, data });

    it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
      'stores a real %s under a random key and serves it',
      async (format) => {
        const res = await upload(await solidImage(format), `card.${format}`, `image/${format}`);
        expect(res.statusCode).toBe(201);
        const { imageUrl } = res.json<UploadAnswer>();
        const ext = format === 'jpeg' ? 'jpg' : format;
        expect(imageUrl).toMatch(new RegExp(`^/uploads/[a-z0-9]{20}\\.${ext}$`));
        const served = await t.app.inject({ url: imageUrl ?? '' });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe(format === 'jpeg' ? 'jpeg' : format);
        const row = await t.db
          .selectFrom('uploads')
          .selectAll()
          .where('key', '=', imageUrl?.slice(9) ?? '')
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ owner_id: user.user.uid, width: 64, height: 48 });
      },
    );

    it('decides the type from the content: a JPEG named .png is stored as a JPEG', async () => {
      const res = await upload(await solidImage('jpeg'), 'looks-like.png', 'image/png');
      expect(res.json<UploadAnswer>().imageUrl).toMatch(/\.jpg$/);
    });

    it('drops metadata and scales very large images down', async () => {
      const withExif = await upload(await jpegWithMetadata(), 'exif.jpg', 'image/jpeg');
      const stored = await t.app.inject({ url: withExif.json<UploadAnswer>().imageUrl ?? '' });
      expect(stored.rawPayload.includes('SECRET-EXIF-MARKER')).toBe(false);
      expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();

      const big = await upload(await solidImage('png', 3000, 1500));
      const bigStored = await t.app.inject({ url: big.json<UploadAnswer>().imageUrl ?? '' });
      const meta = await sharp(bigStored.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([2048, 1024]);
    });

    it.each([
      ['an SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['HTML named .png', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
      ['a PDF named .png', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')],
      ['an empty file', Buffer.alloc(0)],
    ])('refuses %s with the spec’s message', async (_name, data) => {
      const res = await upload(data);
      expect(res.statusCode).toBe(400);
      expect(res.json<UploadAnswer>().message).toBe('Please select an image file (JPEG, PNG, etc.)');
    });

    it('refuses a truncated image and a pixel flood', async () => {
      const png = await solidImage('png', 200, 200);
      const truncated = await upload(png.subarray(0, Math.floor(png.length / 2)));
      expect(truncated.statusCode).toBe(400);
      const flood = await upload(await pixelFloodPng());
      expect(flood.statusCode).toBe(400);
      expect(flood.json<UploadAnswer>().message).toBe('Please select an image file (JPEG, PNG, etc.)');
    });

    it('strips what a polyglot carries after the image', async () => {
      const polyglot = Buffer.concat([await solidImage('gif'), Buffer.from('<script>alert("polyglot")</script>')]);
      const res = await upload(polyglot, 'x.gif', 'image/gif');
      expect(res.statusCode).toBe(201);
      const stored = await t.app.inject({ url: res.json<UploadAnswer>().imageUrl ?? '' });
      expect(stored.rawPayload.includes('polyglot')).toBe(false);
    });

    it('refuses files over 5 MB with the spec’s message, and anonymous uploads', async () => {
      const huge = Buffer.concat([await solidImage('png'), Buffer.alloc(5 * 1024 * 1024)]);
      const tooBig = await upload(huge);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json<UploadAnswer>().message).toBe('Image file must be less than 5MB');
      expect((await upload(await solidImage('png'), 'a.png', 'image/png', null)).statusCode).toBe(401);
      expect(await rowCount(t.db, 'uploads')).toBeGreaterThan(0);
    });

    it('refuses a body that is not multipart, and a file in another field', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/image',
        payload: { image: 'data:image/png;base64,AAAA' },
        headers: bearer(user.token),
      });
      expect(json.statusCode).toBe(400);
      const wrongField = await postFile(t.app, '/api/uploads/image', user.token, {
        field: 'file',
        filename: 'a.png',
        type: 'image/png',
        data: await solidImage('png'),
      });
      expect(wrongField.statusCode).toBe(400);
    });

    it('answers a malformed form with 400 and the field message, never a 500', async () => {
      const whole = multipartFile('image', 'a.png', 'image/png', await solidImage('png'));
      const boundary = boundaryOf(whole);
      const cases = [
        ...brokenForms(whole, 120),
        {
          payload: Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="image"\r\n\r\nAAAA\r\n--${boundary}--\r\n`,
          ),
          contentType: whole.headers['content-type'],
        },
      ];
      for (const form of cases) {
        const res = await postRawForm(t.app, '/api/uploads/image', user.token, form);
        expect(res.statusCode).toBe(400);
        expect(res.json<UploadAnswer>().message).toBe('Send the image in the field "image"');
      }
    });
  });
}

uploadsSuite('POST /api/uploads/image (disk)', () => ({}));

describe('with S3-compatible storage', () => {
  let s3: S3rver;
  let endpoint = '';
  const directory = mkdtempSync(join(tmpdir(), 'coursecards-s3-'));
  const startS3 = async (port: number) => {
    s3 = new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'coursecards-images', configs: [] }],
    });
    return (await s3.run()).port;
  };
  beforeAll(async () => {
    endpoint = `http://127.0.0.1:${await startS3(0)}`;
  });
  afterAll(() => s3.close().catch(() => undefined));

  const s3Env = () => ({
    S3_BUCKET: 'coursecards-images',
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  uploadsSuite('POST /api/uploads/image (S3)', s3Env);

  it('answers 503 with Retry-After while the service is away, keeps no record, and serves again once it is back', async () => {
    const t = await buildTestApp({ env: s3Env() });
    try {
      const user = await signUpThroughApi(t.app);
      const upload = async () => postImage(t.app, user.token, await solidImage('png'));
      const stored = await upload();
      expect(stored.statusCode).toBe(201);
      const { imageUrl = '' } = stored.json<UploadAnswer>();

      await s3.close();
      const refused = await upload();
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json<UploadAnswer>().message).toMatch(/Images cannot be stored or shown right now/);
      const unserved = await t.app.inject({ url: imageUrl });
      expect(unserved.statusCode).toBe(503);
      // The refused upload counts against nobody's storage.
      const rows = await t.db.selectFrom('uploads').select('key').where('owner_id', '=', user.user.uid).execute();
      expect(rows.map((r) => `/uploads/${r.key}`)).toEqual([imageUrl]);

      await startS3(Number(new URL(endpoint).port));
      const served = await t.app.inject({ url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect((await upload()).statusCode).toBe(201);
    } finally {
      await t.app.close();
    }
  });
});
