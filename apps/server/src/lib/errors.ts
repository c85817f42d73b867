import type { ErrorCode } from '@coursecards/shared/errors';

/** An expected failure with the status and the message the client shows. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const forbidden = (message = 'You do not have permission to do that') => new AppError(403, 'forbidden', message);
export const unauthenticated = (message = 'Please log in to continue') => new AppError(401, 'unauthenticated', message);
export const badRequest = (message: string) => new AppError(400, 'validation_error', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
