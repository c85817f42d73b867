import { build } from 'esbuild';

// Bundles the server with the shared package inlined; npm dependencies stay in node_modules.
await build({
  absWorkingDir: import.meta.dirname,
  // The PDF reader runs in worker threads, loaded from its own file beside server.js.
  entryPoints: { server: 'src/server.ts', 'pdf-text-worker': 'src/modules/files/pdf-text-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@coursecards/shared': '../../packages/shared/src' },
  logLevel: 'warning',
});
console.log('built apps/server/dist/server.js and dist/pdf-text-worker.js');
