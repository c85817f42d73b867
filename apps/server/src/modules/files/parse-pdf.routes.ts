import multipart from '@fastify/multipart';
import { AiLimits } from '@coursecards/shared/constants/limits';
import { ParsePdfResponse } from '@coursecards/shared/schemas/ai';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { oneFileFormLimits, readFilePart } from '../../lib/multipart-uploads.ts';
import type { Authenticators } from '../../infra/authentication/index.ts';
import { RateLimits, type Limiter } from '../../infra/rate-limit/index.ts';
import { PdfMessages } from './pdf-messages.ts';
import { PdfReadError, type PdfReaderOptions } from './pdf-reader-options.ts';
import { PdfReaderPool } from './pdf-reader-pool.ts';

/** How long a client turned away as busy should wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * POST /files/parse-pdf (multipart field pdfFile) → {text, pageCount}: the text of a PDF of notes, for
 * the AI overlay. Signed-in users only, limited per user. The file is held in memory only (never on
 * disk) and read by a pool of worker threads (pdf-reader-pool.ts), so the API stays responsive.
 */
export const parsePdfRoutes: FastifyPluginAsyncZod<{
  auth: Authenticators;
  limit: Limiter;
  /** the reader pool's settings (tests, small machines); defaults otherwise */
  reader?: Partial<PdfReaderOptions>;
}> = async (app, { auth, limit, reader }) => {
  await app.register(multipart, { limits: oneFileFormLimits(AiLimits.pdfMaxBytes) });

  const pool = new PdfReaderPool(reader, (err) => app.log.error({ err }, 'PDF reader failed'));
  app.addHook('onClose', () => pool.close());
  // One document per student at a time: the readers are shared by everyone, so nobody may hold them all.
  const reading = new Set<string>();

  app.post(
    '/files/parse-pdf',
    {
      schema: { response: { 200: ParsePdfResponse } },
      onRequest: auth.requireUser,
      preHandler: limit(RateLimits.pdfParsePerUser),
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(PdfMessages.chooseFile);
      const userId = request.user?.id ?? '';
      // Every reader taken and the queue full: say so before taking up to 30 MB of upload into memory.
      if (pool.isFull(userId)) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw busy();
      }
      if (reading.has(userId)) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new AppError(429, 'rate_limited', PdfMessages.oneAtATime);
      }
      reading.add(userId);
      const { text, pageCount } = await readPdf(request, pool, userId)
        .catch((err: unknown) => {
          if (err instanceof PdfReadError) {
            if (err.failure === 'busy') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
            request.log.info({ failure: err.failure, detail: err.message }, 'PDF not read');
            throw errorFor(err);
          }
          throw err;
        })
        .finally(() => reading.delete(userId));
      if (!/[\p{L}\p{N}]/u.test(text)) throw new AppError(422, 'validation_error', PdfMessages.noText);
      return { text, pageCount };
    },
  );
};

/** The uploaded file, checked to be a PDF, read by the pool. */
async function readPdf(
  request: FastifyRequest,
  pool: PdfReaderPool,
  userId: string,
): Promise<{ text: string; pageCount: number }> {
  const { data } = await readFilePart(request, 'pdfFile', {
    chooseFile: PdfMessages.chooseFile,
    empty: PdfMessages.chooseFile,
    tooLarge: PdfMessages.tooLarge,
  });
  if (!isPdf(data)) throw badRequest(PdfMessages.onlyPdf);
  return pool.read(data, userId);
}

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * A PDF by its content, never its name or type: "%PDF-" opens the file. Like Acrobat and pdf.js we
 * allow it anywhere in the first 1024 bytes (some tools put junk before it).
 */
export function isPdf(data: Uint8Array): boolean {
  return Buffer.from(data.buffer, data.byteOffset, Math.min(data.length, 1024)).includes(PDF_MAGIC);
}

const busy = () => new AppError(503, 'unavailable', PdfMessages.busy);

/** The status and message a student sees for each reason a PDF was not read. */
export function errorFor(err: PdfReadError): AppError {
  switch (err.failure) {
    case 'password':
      return badRequest(PdfMessages.passwordProtected);
    case 'damaged':
      return badRequest(PdfMessages.damaged);
    case 'timeout':
      return new AppError(422, 'validation_error', PdfMessages.tooSlow);
    case 'too-complex':
      return new AppError(422, 'validation_error', PdfMessages.tooComplex);
    case 'busy':
      return busy();
    case 'crashed':
      return new AppError(500, 'internal_error', PdfMessages.failed);
  }
}
