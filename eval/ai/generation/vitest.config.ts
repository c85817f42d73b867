import { defineConfig } from 'vitest/config';

// The eval's own checks: npx vitest run --config eval/ai/generation/vitest.config.ts
export default defineConfig({
  test: { root: 'eval/ai/generation', include: ['*.test.ts'], environment: 'node' },
});
