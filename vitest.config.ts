import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

// Dates in tests are UTC whatever the machine's zone.
process.env.TZ = 'UTC';

const SERVER_ROOT = 'apps/server';
const SERVER_TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * The server test files that open a database (the test app, or a test database of their own): only
 * these can behave differently on PostgreSQL. The rest (the answer checker, the PDF reader pool, the
 * mailer, …) never touch one, so running them a second time under the PostgreSQL project would only
 * repeat the SQLite run.
 */
function serverDatabaseTests(): string[] {
  const opensDatabase = /\b(buildTestApp|suiteApp|createTestDatabase|testDialect)\b/;
  return ['src', 'test']
    .flatMap((dir) =>
      readdirSync(join(import.meta.dirname, SERVER_ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => `${dir}/${file.split('\\').join('/')}`),
    )
    .filter((file) => opensDatabase.test(readFileSync(join(import.meta.dirname, SERVER_ROOT, file), 'utf8')))
    .sort();
}

const server = (dialect: 'sqlite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `server (${dialect})`,
    root: SERVER_ROOT,
    include: dialect === 'sqlite' ? SERVER_TESTS : serverDatabaseTests(),
    environment: 'node',
    env: { TEST_DIALECT: dialect },
    // Each file builds its own app on its own database, and nothing here mocks modules or stubs
    // globals: a worker can keep the modules it has loaded for its next file. Loading the app's
    // module graph afresh (Fastify, the AWS SDK, sharp, pdf.js, the AI lexicons) for each file took
    // most of the server suite's time.
    isolate: false,
    // Many tests here hash passwords (argon2id), start worker threads or wait on PostgreSQL: on a busy
    // two-core machine that can pass Vitest's 5 s default without anything being wrong.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine.
    // The files wait on PostgreSQL, worker threads and sockets much of the time, so one per core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'ai-engine',
          root: 'packages/ai-engine',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // As in the server project: the lexicons load once per worker, and the pool's tests start
          // worker threads, which can take seconds on a busy two-core machine.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      server('sqlite'),
      // CI sets TEST_DATABASE_URL, so the server files that open a database also run on PostgreSQL there.
      ...(process.env.TEST_DATABASE_URL ? [server('postgres')] : []),
      // The AI evaluation's own checkers (the figures are only as good as they are).
      { test: { name: 'eval', root: 'eval', include: ['**/*.test.ts'], environment: 'node' } },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          // jsdom renders and lazy chunks are slow on a busy machine; the tests wait on what they see.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
