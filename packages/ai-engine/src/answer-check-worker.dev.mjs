// The answer-check worker from source (tsx in development, Vitest, the bench): Node 20 does not
// register tsx's loader inside worker threads by itself, so this registers it, then loads the
// TypeScript worker. The bundled server runs dist/answer-check-worker.js and never loads this file.
import { register } from 'tsx/esm/api';

register();
await import('./answer-check-worker.ts');
