import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type LogStream } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import type { DB } from '../src/db/types.ts';
import { loadConfig, type Config } from '../src/env.ts';
import type { BackgroundWork } from '../src/lib/background-tasks.ts';
import type { Clock } from '../src/lib/clock.ts';
import { staticLists } from './factories.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: Kysely<DB>;
  database: Database;
}

/** The whole API on a fresh database, for app.inject(). Closing the app closes the database. */
export interface TestAppOptions {
  clock?: Clock;
  env?: Record<string, string>;
  /** a built web app to serve (default: none, the API alone) */
  webDist?: string;
  /** receives the log lines (default: no logging) */
  logStream?: LogStream;
  /** runs the work requests leave for after their answers (default: the server's own) */
  background?: BackgroundWork;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Tests of limits turn them on; others would trip them, all coming from one address.
    RATE_LIMITS: 'off',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'coursecards-test-')),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    lists: staticLists(),
    webDist: options.webDist ?? null,
    logger: options.logStream ? { stream: options.logStream } : false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.background ? { background: options.background } : {}),
  });
  await app.ready();
  return { app, config, db: database.db, database };
}
