import type { ApiErrorBody, ErrorCode } from '@coursecards/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const statusCodes: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Turns every failure into the one error body, `{ message, code }`; 5xx details stay in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ApiErrorBody;

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'is invalid',
      }));
      status = 400;
      body = { message: issues[0]?.message ?? 'The request is invalid', code: 'validation_error', issues };
    } else if (error instanceof AppError) {
      status = error.statusCode;
      body = { message: error.message, code: error.code };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported content type…
      status = error.statusCode;
      body = { message: clientErrorMessage(error), code: statusCodes[status] ?? 'validation_error' };
    } else {
      status = error.statusCode === 503 ? 503 : 500;
      request.log.error({ err: error }, 'request failed');
      body = { message: INTERNAL_MESSAGE, code: status === 503 ? 'unavailable' : 'internal_error' };
    }

    if (status < 500) request.log.info({ status, code: body.code }, body.message);
    return reply.code(status).send(body);
  });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported';
    default:
      return error.message;
  }
}

export function notFoundBody(method: string, url: string): ApiErrorBody {
  const path = url.split('?')[0] ?? url;
  return { message: `There is nothing at ${method} ${path}`, code: 'not_found' };
}
