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
