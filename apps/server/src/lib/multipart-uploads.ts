import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/**
 * What to throw when reading a multipart upload fails. The failure is the request's: a body cut
 * short, a content type without a boundary (busboy's errors carry no status, so they would end as a
 * 500), or a field or part past the route's limits (the plugin's 413 "reach fields limit" says
 * nothing useful). Each becomes a 400 with the route's own message. The file size limit is left to
 * the caller, which answers it with its own 413.
 */
export function unreadableUpload(err: unknown, message: string): unknown {
  if (err instanceof AppError) return err;
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return err;
  if (typeof statusCode === 'number' && statusCode >= 500) return err;
  return badRequest(message);
}

export interface FilePartMessages {
  /** no file, a file under another field name, or a form that cannot be read */
  chooseFile: string;
  /** a file of no bytes */
  empty: string;
  /** a file past the route's size limit (413) */
  tooLarge: string;
}

/** The one file part of a multipart request, under `field`, read into memory up to the size limit. */
export async function readFilePart(
  request: FastifyRequest,
  field: string,
  messages: FilePartMessages,
): Promise<{ data: Buffer; filename: string }> {
  const part = await request.file().catch((err: unknown) => {
    throw unreadableUpload(err, messages.chooseFile);
  });
  if (!part || part.fieldname !== field) {
    // Drain a file sent under another name, so the request ends cleanly.
    part?.file.resume();
    throw badRequest(messages.chooseFile);
  }
  try {
    const data = await part.toBuffer();
    if (data.length === 0) throw badRequest(messages.empty);
    return { data, filename: part.filename };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'payload_too_large', messages.tooLarge);
    }
    throw unreadableUpload(err, messages.chooseFile);
  }
}

/**
 * Multipart bounds for a form of one file, up to `fileSize` bytes, and a few small fields besides it
 * (which the routes ignore). Multipart bypasses the JSON body limit, so every bound is set here.
 */
export const oneFileFormLimits = (fileSize: number) => ({
  fileSize,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  fieldNameSize: 100,
  headerPairs: 20,
});
