import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';

export interface StoredImage {
  size: number;
  stream: Readable;
}

/** Where uploaded images live. Keys are random and an image never changes once stored. */
export interface ImageStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such image */
  open(key: string): Promise<StoredImage | null>;
  delete(key: string): Promise<void>;
}

/** The embedded default: files under DATA_DIR/uploads, written whole or not at all. */
export function diskImageStore(dir: string): ImageStore {
  return {
    kind: 'disk',
    async put(key, body) {
      await mkdir(dir, { recursive: true });
      const partial = join(dir, `.${key}.${newId().slice(0, 8)}.partial`);
      await writeFile(partial, body, { mode: 0o644 });
      await rename(partial, join(dir, key));
    },
    async open(key) {
      const path = join(dir, key);
      const stats = await stat(path).catch(() => null);
      if (!stats?.isFile()) return null;
      return { size: stats.size, stream: createReadStream(path) };
    },
    async delete(key) {
      await unlink(join(dir, key)).catch(() => {});
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/** Any S3-compatible service; images are still served through /uploads/{key}, so their URLs never change. */
export function s3ImageStore(settings: S3Settings): ImageStore {
  const client = new S3Client({
    region: settings.region,
    // A storage service that stops answering fails the request within seconds instead of holding it
    // (and its student) until the proxy gives up; the SDK still retries what failed quickly.
    requestHandler: { connectionTimeout: 2000, requestTimeout: 10_000 },
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        if (!object.Body) return null;
        return { size: Number(object.ContentLength ?? 0), stream: object.Body as Readable };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
  };
}

/** How long a student is asked to wait when the image store cannot answer. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The store failed (S3 away, disk full): the answer is 503 with Retry-After and a message saying
 * images are unavailable for now, not a generic error; the cause goes to the log.
 */
export function imagesUnavailable(request: FastifyRequest, reply: FastifyReply, err: unknown): AppError {
  request.log.warn({ err }, 'image store failed');
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return new AppError(503, 'unavailable', 'Images cannot be stored or shown right now. Please try again in a minute.');
}
