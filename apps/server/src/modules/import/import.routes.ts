import multipart from '@fastify/multipart';
import { ImportMessages } from '@coursecards/shared/constants/import-messages';
import { ImportLimits } from '@coursecards/shared/constants/import-limits';
import { readPaste } from '@coursecards/shared/domain/paste-import';
import {
  ImportPreviewQuery,
  ImportPreviewResponse,
  ImportTextRequest,
} from '@coursecards/shared/schemas/import-export';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { oneFileFormLimits, readFilePart } from '../../lib/multipart-uploads.ts';
import { type FeatureRouteOptions, currentUser } from '../../infra/authentication/index.ts';
import { RateLimits } from '../../infra/rate-limit/index.ts';
import { imagesUnavailable, type ImageStore, ImageStoreUnavailableError } from '../uploads/index.ts';
import { previewOfFile, previewOfPaste } from './import-preview.ts';
import { ImportReader, ImportReadError, type ImportReaderOptions } from './import-reader.ts';

const RETRY_AFTER_SECONDS = 5;
/** A pasted text of ImportLimits.textMaxChars characters, as JSON (escapes included), fits. */
const JSON_BODY_LIMIT = 4 * ImportLimits.textMaxChars + 1024;
/** Room for the multipart framing around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * POST /import/preview: a paste (JSON) or a file (multipart field `file`: CSV, TSV, text, .apkg or
 * .colpkg) → the cards the creator opens with. Nothing is saved but the images of a package, stored
 * as the student's uploads like any the creator uploads. Signed-in students only, one file at a time
 * each, limited per hour; files are read in worker threads (import-reader.ts) and held in memory only.
 */
export const importRoutes: FastifyPluginAsyncZod<
  FeatureRouteOptions & { store: ImageStore; reader?: Partial<ImportReaderOptions> }
> = async (app, { db, clock, store, auth, limit, reader }) => {
  await app.register(multipart, { limits: oneFileFormLimits(ImportLimits.fileMaxBytes) });
  const pool = new ImportReader(reader);
  app.addHook('onClose', () => pool.close());
  const reading = new Set<string>();

  app.post(
    '/import/preview',
    {
      schema: { querystring: ImportPreviewQuery, response: { 200: ImportPreviewResponse } },
      bodyLimit: JSON_BODY_LIMIT,
      onRequest: [
        auth.requireUser,
        // A file declared larger than we take is refused before a byte of it is read.
        async (request) => {
          const length = Number(request.headers['content-length'] ?? 0);
          if (request.isMultipart() && length > ImportLimits.fileMaxBytes + MULTIPART_OVERHEAD) {
            throw new AppError(413, 'payload_too_large', ImportMessages.tooLarge);
          }
        },
      ],
      preHandler: limit(RateLimits.importPerUser),
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) {
        const parsed = ImportTextRequest.safeParse(request.body);
        if (!parsed.success) throw badRequest(ImportMessages.chooseFile);
        const { text, termSeparator, cardSeparator } = parsed.data;
        const reading = readPaste(text, termSeparator, cardSeparator);
        if (reading.tooMany) throw new AppError(422, 'validation_error', ImportMessages.tooManyCards);
        if (reading.cards.length === 0) throw new AppError(422, 'validation_error', ImportMessages.noCards);
        return previewOfPaste(reading.cards, reading.warnings);
      }
      if (pool.isFull()) return busy(reply);
      if (reading.has(user.id)) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new AppError(429, 'rate_limited', ImportMessages.oneAtATime);
      }
      reading.add(user.id);
      try {
        const { data, fileName } = await fileOf(request);
        const read = await pool.read({ data, fileName, deck: request.query.deck }).catch((err: unknown) => {
          if (!(err instanceof ImportReadError)) throw err;
          request.log.info({ failure: err.failure, detail: err.message }, 'import file not read');
          if (err.failure === 'busy') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
          throw errorFor(err);
        });
        const preview = await previewOfFile({ db, clock, store }, user.id, read).catch((err: unknown) => {
          // The package's images cannot be kept right now: nothing is half-imported, ask again later.
          throw err instanceof ImageStoreUnavailableError ? imagesUnavailable(request, reply, err.cause) : err;
        });
        if (preview.cards.length === 0 && preview.decks.every((deck) => deck.cardCount === 0)) {
          throw new AppError(422, 'validation_error', ImportMessages.noCards);
        }
        return preview;
      } finally {
        reading.delete(user.id);
      }
    },
  );
};

function busy(reply: FastifyReply): never {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  throw new AppError(503, 'unavailable', ImportMessages.busy);
}

/** The `file` part's bytes, up to the size limit, and its name. */
async function fileOf(request: FastifyRequest): Promise<{ data: Uint8Array; fileName: string }> {
  const { data, filename } = await readFilePart(request, 'file', {
    chooseFile: ImportMessages.chooseFile,
    empty: ImportMessages.emptyFile,
    tooLarge: ImportMessages.tooLarge,
  });
  return { data, fileName: filename.slice(0, 255) };
}

function errorFor(err: ImportReadError): AppError {
  switch (err.failure) {
    case 'refused':
      return new AppError(422, 'validation_error', err.message);
    case 'too-large':
      return new AppError(413, 'payload_too_large', err.message);
    case 'timeout':
      return new AppError(422, 'validation_error', err.message);
    case 'busy':
      return new AppError(503, 'unavailable', err.message);
    case 'crashed':
      return new AppError(500, 'internal_error', ImportMessages.damagedPackage);
  }
}
