import { build } from 'esbuild';

// Bundles the server with the shared package inlined; npm dependencies stay in node_modules.
await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@coursecards/shared': '../../packages/shared/src' },
  logLevel: 'warning',
});
console.log('built apps/server/dist/server.js');
