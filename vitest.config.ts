import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

// Dates in tests are UTC whatever the machine's zone.
process.env.TZ = 'UTC';

const server = (dialect: 'sqlite' | 'postgres'): TestProjectConfiguration => ({
  test: {
    name: `server (${dialect})`,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DIALECT: dialect },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      server('sqlite'),
      // CI sets TEST_DATABASE_URL, so the same server suite also runs on PostgreSQL there.
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
        },
      },
    ],
  },
});
