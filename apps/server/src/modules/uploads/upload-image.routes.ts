import multipart from '@fastify/multipart';
import { SetLimits } from '@coursecards/shared/constants/limits';
import { SetMessages } from '@coursecards/shared/constants/set-messages';
import { UploadImageResponse } from '@coursecards/shared/schemas/sets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { unreadableUpload } from '../../lib/multipart-uploads.ts';
import { type FeatureRouteOptions, currentUser } from '../../infra/authentication/index.ts';
import { RateLimits } from '../../infra/rate-limit/index.ts';
import { processImage, RefusedImageError, UnusableImageError } from './image-processing.ts';
import { imagesUnavailable, type ImageStore } from './image-store.ts';
import { ImageStoreUnavailableError, StorageFullError, storeUpload } from './store-upload.ts';
import { storageUsed } from './uploads.repository.ts';

const IMAGE_FIELD_MESSAGE = 'Send the image in the field "image"';

const storageFull = () =>
  new AppError(
    403,
    'forbidden',
    SetMessages.imageStorageFull(Math.round(SetLimits.imageStoragePerAccountBytes / 2 ** 20)),
  );

/**
 * POST /uploads/image (multipart field `image`): signed-in users only, limited per user in number and
 * in the bytes their stored images add up to.
 */
export const uploadImageRoutes: FastifyPluginAsyncZod<FeatureRouteOptions & { store: ImageStore }> = async (
  app,
  { db, clock, store, auth, limit },
) => {
  // Multipart bypasses the JSON body limit, so every bound is set here (product decisions).
  await app.register(multipart, {
    limits: {
      fileSize: SetLimits.imageMaxBytes,
      files: 1,
      fields: 0,
      parts: 1,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });

  app.post(
    '/uploads/image',
    {
      schema: { response: { 201: UploadImageResponse } },
      onRequest: auth.requireUser,
      preHandler: limit(RateLimits.uploadPerUser),
    },
    async (request, reply) => {
      const user = currentUser(request);
      // A full account is told before it sends its file to be decoded.
      if ((await storageUsed(db, user.id)) >= SetLimits.imageStoragePerAccountBytes) throw storageFull();
      if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data in the field "image"');
      const part = await request.file().catch((err: unknown) => {
        throw unreadableUpload(err, IMAGE_FIELD_MESSAGE);
      });
      if (!part || part.fieldname !== 'image') throw badRequest(IMAGE_FIELD_MESSAGE);
      let input: Buffer;
      try {
        input = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'payload_too_large', SetMessages.imageTooLarge);
        }
        throw unreadableUpload(err, IMAGE_FIELD_MESSAGE);
      }

      const image = await processImage(input).catch((err: unknown) => {
        if (err instanceof UnusableImageError) {
          request.log.info({ reason: err.message }, 'image refused');
          throw badRequest(SetMessages.imageType);
        }
        if (err instanceof RefusedImageError) throw new AppError(422, 'validation_error', err.message);
        throw err;
      });
      const imageUrl = await storeUpload({ db, clock, store }, user.id, image).catch((err: unknown) => {
        if (err instanceof StorageFullError) throw storageFull();
        if (err instanceof ImageStoreUnavailableError) throw imagesUnavailable(request, reply, err.cause);
        throw err;
      });
      return reply.code(201).send({ imageUrl });
    },
  );
};
