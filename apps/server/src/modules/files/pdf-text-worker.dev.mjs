// The PDF reader process from source (tsx in development, Vitest, the bench): it is started with no
// loader of its own, so this registers tsx, then loads the TypeScript reader.
// pdf.js is loaded first, by Node itself: tsx would otherwise transform its megabytes on every start
// (and its document-side module, patched and loaded from a data: URL, past a worker's heap).
// The bundled server runs dist/pdf-text-worker.js instead and never loads this file.
import 'pdfjs-dist/legacy/build/pdf.mjs';
import { register } from 'tsx/esm/api';
import { loadBoundedPdfWorker } from './pdfjs-bounded.mjs';

await loadBoundedPdfWorker();
register();
await import('./pdf-text-worker.ts');
