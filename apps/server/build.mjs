import { build } from 'esbuild';

// Bundles the server with the shared package inlined; npm dependencies stay in node_modules.
await build({
  absWorkingDir: import.meta.dirname,
  // The PDF reader, the answer checker's long checks and the import reader run in worker threads, each loaded from its
  // own file beside server.js.
  entryPoints: {
    server: 'src/server.ts',
    'pdf-text-worker': 'src/modules/files/pdf-text-worker.ts',
    'answer-check-worker': '../../packages/ai-engine/src/answer-check-worker.ts',
    'import-worker': 'src/modules/import/import-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: {
    '@coursecards/shared': '../../packages/shared/src',
    '@coursecards/ai-engine': '../../packages/ai-engine/src/index.ts',
  },
  logLevel: 'warning',
});
console.log(
  'built apps/server/dist/server.js, dist/pdf-text-worker.js, dist/answer-check-worker.js and dist/import-worker.js',
);
