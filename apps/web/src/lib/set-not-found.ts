import { ApiError } from './api-client.ts';

/**
 * GET /sets/{id} answered 404: no such set, or another student's private one (the server does not
 * tell them apart). That is not a failed request: asking again will not help, and the connection
 * is fine, so the pages say so instead of "Please check your connection".
 */
export const isSetNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
