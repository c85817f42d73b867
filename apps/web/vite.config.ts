import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiServer = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies beside each file; the server sends them as they are.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle-budget.ts reads the manifest to size each route's initial JavaScript.
    manifest: true,
    // Maps are written for the bundle report (bench/bundle-budget.ts) but not linked from the code.
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every icon in one small chunk, not one file each: a page's icons cost one request, not twenty
          // (on HTTP/1.1 and a slow phone network each extra round trip delays the first paint).
          groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/data': apiServer,
      '/uploads': apiServer,
    },
  },
});
