import { PublicConfig } from '@coursecards/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../env.ts';

/** GET /config: the few facts about this server's setup the web app shows or depends on. */
export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body: PublicConfig = {
    contactEmail: config.CONTACT_EMAIL,
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
  };
  app.get('/config', { schema: { response: { 200: PublicConfig } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
};
