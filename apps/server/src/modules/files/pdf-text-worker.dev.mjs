// The PDF worker from source (tsx in development, Vitest, the bench): Node 20 does not register tsx's
// loader inside worker threads by itself, so this registers it, then loads the TypeScript worker.
// pdf.js is loaded first, by Node itself: tsx would otherwise transform its 3 MB on every start.
// The bundled server runs dist/pdf-text-worker.js instead and never loads this file.
import 'pdfjs-dist/legacy/build/pdf.mjs';
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { register } from 'tsx/esm/api';

register();
await import('./pdf-text-worker.ts');
