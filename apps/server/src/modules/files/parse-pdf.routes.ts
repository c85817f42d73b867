import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Authenticators } from '../auth/authenticate.ts';
import type { Limiter } from '../rate-limit/rate-limit.ts';

/** POST /files/parse-pdf (multipart field pdfFile) → {text, pageCount}: built by the PDF work of issue 7. */
export const parsePdfRoutes: FastifyPluginAsyncZod<{ auth: Authenticators; limit: Limiter }> = async (
  app,
  { auth, limit },
) => {
  void app;
  void auth;
  void limit;
};
