import type { FastifyPluginAsync } from 'fastify';
import { IMMUTABLE } from '../../lib/cache-control.ts';
import { notFound } from '../../lib/errors.ts';
import { imagesUnavailable, type ImageStore } from './image-store.ts';

/**
 * Stored images are named `{random id}.{ext}` by the upload side, which decides the type from the
 * file's content and re-encodes it. Nothing else under the uploads folder is ever reachable.
 */
export const UPLOAD_KEY = /^[a-z0-9]{20,64}\.(jpg|png|webp|gif)$/;

const imageTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** GET /uploads/{key}: a stored image. Keys are random and files never change, so they cache for a year. */
export const uploadsRoutes: FastifyPluginAsync<{ store: ImageStore }> = async (app, { store }) => {
  // HEAD is declared here, not derived from GET, so it never opens a stream just to drain it.
  app.route<{ Params: { key: string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/:key',
    handler: async (request, reply) => {
      const { key } = request.params;
      const extension = UPLOAD_KEY.exec(key)?.[1];
      if (!extension) throw notFound('There is no such image');
      // Opened once: the size and the bytes sent come from the same object.
      const image = await store.open(key).catch((err: unknown) => {
        throw imagesUnavailable(request, reply, err);
      });
      if (!image) throw notFound('There is no such image');
      reply
        .header('content-type', imageTypes[extension])
        .header('content-length', image.size)
        .header('cache-control', IMMUTABLE)
        // Even if a stored file were not an image, it could never run as a page of this origin.
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (request.method === 'HEAD') {
        image.stream.destroy();
        return reply.send();
      }
      return reply.send(image.stream);
    },
  });
};
