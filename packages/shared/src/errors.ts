import { z } from 'zod';

/** Stable, machine-readable error ids. Clients show `message`; they branch on `code`. */
export const errorCodes = [
  'validation_error',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'unavailable',
  'internal_error',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The one error body every API failure returns. */
export const ApiErrorBody = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  /** Per-field problems of a validation error, in request order. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
