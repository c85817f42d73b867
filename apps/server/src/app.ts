import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/database.ts';
import type { Config } from './env.ts';
import { BackgroundTasks, type BackgroundWork } from './lib/background-tasks.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { appVersion } from './lib/version.ts';
import { registerAuthentication } from './infra/authentication/index.ts';
import { configRoutes } from './infra/config/config.routes.ts';
import { registerMail } from './infra/mail/mailer.ts';
import { registerRateLimits } from './infra/rate-limit/rate-limit.ts';
import { registerChangeFeed } from './infra/cache-sync/change-feed.ts';
import { healthRoutes } from './infra/health/health.routes.ts';
import { staticDataRoutes } from './infra/static-data/static-data.routes.ts';
import type { StaticLists } from './infra/static-data/static-lists.ts';
import { aiRoutes } from './modules/ai/ai.routes.ts';
import { DistractorPools } from './modules/ai/distractor-pools.ts';
import { engineForConfig } from './modules/ai/engine-for-config.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { deviceCookie } from './modules/auth/known-devices.ts';
import { SignInThrottle } from './modules/auth/sign-in-throttle.ts';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes.ts';
import { exportRoutes } from './modules/import/export.routes.ts';
import { importRoutes } from './modules/import/import.routes.ts';
import { discoveryRoutes } from './modules/discovery/discovery.routes.ts';
import { ListingCache } from './modules/discovery/listing-cache.ts';
import { ViewerSchools } from './modules/discovery/viewer-school.ts';
import { learnRoutes } from './modules/learn/learn.routes.ts';
import { likesRoutes } from './modules/likes/likes.routes.ts';
import { matchRoutes } from './modules/match/match.routes.ts';
import { ReviewCaches } from './modules/review/review-caches.ts';
import { reviewRoutes } from './modules/review/review.routes.ts';
import { savedSetsRoutes } from './modules/saved-sets/saved-sets.routes.ts';
import { schoolsRoutes } from './modules/schools/schools.routes.ts';
import { ClassCodeLists } from './modules/sets/set-content.ts';
import { setsRoutes } from './modules/sets/sets.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { parsePdfRoutes } from './modules/files/parse-pdf.routes.ts';
import { googleRoutes } from './modules/google/google.routes.ts';
import { ImageCollector } from './modules/uploads/image-collector.ts';
import { diskImageStore, s3ImageStore, type ImageStore } from './modules/uploads/image-store.ts';
import { uploadImageRoutes } from './modules/uploads/upload-image.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { INTERNAL_MESSAGE, installErrorHandler, notFoundBody } from './plugins/error-handler.ts';
import { AccessLogController, loggableUrl, stdoutLog } from './plugins/access-log.ts';
import { apiSecurityHeaders, registerResponseHeaders } from './plugins/security-headers.ts';
import { registerResponseBatching } from './plugins/response-batching.ts';
import { registerCloseAnsweredConnections } from './plugins/close-answered-connections.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerWebApp } from './plugins/web-app.ts';
// Our zod defaults ("Email is required") apply to every schema the API validates.
import '@coursecards/shared/schemas/z';

export interface AppDeps {
  config: Config;
  database: Database;
  lists: StaticLists;
  clock?: Clock;
  /** directory of the built SPA; null serves the API alone (tests) */
  webDist: string | null;
  /** false silences logs; a stream receives them instead of stdout (tests read it) */
  logger?: boolean | { stream: LogStream };
  /** where work left for after an answer runs (tests hold it to look before it happens) */
  background?: BackgroundWork;
  /** look for images no card shows, in the background (the server process does; tests run it by hand) */
  collectUnusedImages?: boolean;
}

/** Where log lines go: stdout by default. */
export interface LogStream {
  write(line: string): void;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * How long another app process's change may take to show in search and popular sets when the change
 * feed cannot tell them (no Redis, or Redis away): this plus the listing cache's 2 s of staleness.
 */
const LISTING_TTL_MS = 3000;

/** Builds the whole application without listening: server.ts listens, tests call inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, lists } = deps;
  const clock = deps.clock ?? systemClock;

  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { ...loggerOptions(config), stream: typeof deps.logger === 'object' ? deps.logger.stream : stdoutLog() },
    trustProxy: config.TRUST_PROXY,
    // A request id from the proxy in front ties our log lines to its own; without one, we make it.
    genReqId: (req) => {
      const given = config.TRUST_PROXY === false ? undefined : req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Slow or stalled clients cannot hold a connection forever.
    requestTimeout: 120_000,
    logController: new AccessLogController(),
    // A request that reaches a stopping process on a connection it had already accepted is answered,
    // not refused with 503: the proxy in front would not resend a refused POST (ADR 0022).
    return503OnClosing: false,
    // The router refuses a bad escape (%zz) or an over-long path parameter before any route or hook
    // runs; without this its answer would be Fastify's own body, not ours.
    frameworkErrors: answerRouterError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks that run on every request take a callback rather than return a promise: a little less work each.
  registerResponseHeaders(app, { https: config.publicUrl.startsWith('https:') });
  registerResponseBatching(app);
  registerCloseAnsweredConnections(app);
  // Only POST, PUT and PATCH carry a body to decompress: other routes skip that hook.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.some((method) => ['POST', 'PUT', 'PATCH'].includes(method))) route.decompress ??= false;
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  installErrorHandler(app);
  registerTextGuard(app);

  const background =
    deps.background ?? new BackgroundTasks((err, what) => app.log.error({ err }, `background work failed: ${what}`));
  app.addHook('onClose', async () => {
    // Mail and links a request left for after its answer are finished before the database goes.
    await background.idle();
    await database.destroy();
  });

  const { db } = database;
  const { limit, counters } = await registerRateLimits(app, {
    enabled: config.RATE_LIMITS === 'on',
    redisUrl: config.REDIS_URL,
    clock,
  });
  const throttle = new SignInThrottle({
    db,
    clock,
    counters,
    cookie: deviceCookie(config.publicUrl.startsWith('https:')),
  });
  const auth = registerAuthentication(app, { db, clock });
  const mailer = registerMail(app, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: join(config.dataDir, 'outbox'),
    production: config.NODE_ENV === 'production',
  });
  const images = imageStoreFor(config);
  if (deps.collectUnusedImages) {
    const collector = new ImageCollector(db, images, clock, app.log);
    collector.start();
    app.addHook('preClose', () => collector.stop());
  }
  // Search results and popular sets, shared by every student asking the same thing (a few seconds).
  const listings = new ListingCache(clock, {
    ttlMs: LISTING_TTL_MS,
    maxEntries: 5000,
    maxBytes: 32 * 2 ** 20,
    cacheControl: 'private, no-cache',
  });
  // Quiz questions of one set share its distractor pool for a minute; a set written here renews them.
  const distractorPools = new DistractorPools(db, clock);
  // A write here drops these caches here at once, and in every other app process through Redis.
  const changes = registerChangeFeed(app, config.REDIS_URL);
  // Counts derived from students' reviews (queue, statistics); a set written anywhere renews them.
  const reviewCaches = new ReviewCaches(clock);
  changes.on('catalogue', () => listings.markChanged());
  changes.on('sets', () => {
    distractorPools.markChanged();
    reviewCaches.clear();
  });
  const catalogueChanged = () => changes.publish('catalogue');
  const setsChanged = () => changes.publish('catalogue', 'sets');

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: appVersion });
      await api.register(configRoutes, { config });
      const accountDeps = { db, clock, mailer, publicUrl: config.publicUrl, background };
      await api.register(authRoutes, { deps: { ...accountDeps, schools: lists.schools }, auth, limit, throttle });
      await api.register(emailVerificationRoutes, { deps: accountDeps, auth, limit });
      await api.register(usersRoutes, { db, clock, auth, limit });
      await api.register(schoolsRoutes, { db, clock, auth, limit });
      await api.register(feedbackRoutes, { db, clock, auth, limit });
      await api.register(uploadImageRoutes, { db, clock, store: images, auth, limit });
      await api.register(discoveryRoutes, { db, viewers: new ViewerSchools(db, clock), listings });
      await api.register(savedSetsRoutes, { db, clock, auth, limit });
      await api.register(likesRoutes, { db, clock, auth, limit, catalogueChanged });
      const setsDeps = { db, clock, classCodes: new ClassCodeLists(lists), catalogueChanged: setsChanged };
      await api.register(setsRoutes, { deps: setsDeps, auth, limit });
      await api.register(exportRoutes, { deps: setsDeps, store: images, auth, limit, publicUrl: config.publicUrl });
      await api.register(reviewRoutes, {
        db,
        dialect: database.dialect,
        clock,
        auth,
        limit,
        testClock: config.TEST_CLOCK === 'on',
        caches: reviewCaches,
        background,
      });
      await api.register(googleRoutes, { db, clock, config, schools: lists.schools, limit, mailer, background });
      await api.register(aiRoutes, { pools: distractorPools, engine: engineForConfig(config, app.log), auth, limit });
      await api.register(parsePdfRoutes, { auth, limit });
      await api.register(learnRoutes, { db, clock, auth, limit });
      await api.register(matchRoutes, { db, clock, auth, limit });
      await api.register(importRoutes, { db, clock, store: images, auth, limit });
    },
    { prefix: '/api' },
  );
  await app.register(staticDataRoutes, { lists });
  await app.register(uploadsRoutes, { store: images });

  const web = deps.webDist ? registerWebApp(app, deps.webDist) : null;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|data|uploads|assets)(\/|$)/.test(path) &&
      request.headers.accept?.includes('text/html');
    // Client-side routes (/login, /study/abc…) all load the SPA, which routes them itself.
    if (web && isPageRequest) return web.sendIndex(request, reply);
    return reply.code(404).send(notFoundBody(request.method, request.url));
  });

  return app;
}

function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id).headers(apiSecurityHeaders());
  // No id is that long: there is nothing at such an address.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(404).send(notFoundBody(request.method, request.url));
  else if (error.code === 'FST_ERR_BAD_URL')
    void reply.code(400).send({ message: 'The address is not valid', code: 'validation_error' });
  // Anything else the router reports (an async constraint failing) is our fault, not the address's.
  else {
    request.log.error({ err: error }, 'router error');
    void reply.code(500).send({ message: INTERNAL_MESSAGE, code: 'internal_error' });
  }
}

/** S3-compatible storage when S3_BUCKET is set; otherwise files under DATA_DIR/uploads. */
export function imageStoreFor(config: Config): ImageStore {
  if (!config.S3_BUCKET) return diskImageStore(join(config.dataDir, 'uploads'));
  return s3ImageStore({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
  });
}

function loggerOptions(config: Config) {
  return {
    level: config.LOG_LEVEL,
    serializers: {
      // Query strings can carry one-time tokens (password reset, token exchange): keep them out of logs.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: loggableUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
