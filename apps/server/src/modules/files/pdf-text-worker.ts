import { PdfUnreadableError, readPdfText } from './pdf-document-text.ts';
import type { PdfWork } from './pdf-work-budget.ts';
import type { ReadRequest, WorkerMessage } from './pdf-worker-protocol.ts';

/**
 * A reader process of the PDF reader pool (pdf-reader-pool.ts): reads one document at a time, off the
 * API's event loop and out of its memory, inside the work, time and memory bounds the pool sets.
 */
if (!process.send) throw new Error('pdf-text-worker.ts runs as a reader process of the PDF reader pool');

const send = (message: WorkerMessage) => process.send!(message);

process.on('message', (request: ReadRequest) => {
  let work: PdfWork = { contentObjects: 0, decodedBytes: 0 };
  const { id, data, ...options } = request;
  // The bytes arrive as a Buffer, which pdf.js refuses: the same bytes, seen as a plain Uint8Array.
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  readPdfText(bytes, options, (used) => (work = used)).then(
    ({ text, pageCount }) => send({ type: 'read', id, text, pageCount, work }),
    (err: unknown) => {
      if (err instanceof PdfUnreadableError) {
        send({ type: 'unreadable', id, failure: err.failure, detail: err.message, work });
      } else {
        send({ type: 'failed', id, detail: err instanceof Error ? (err.stack ?? err.message) : String(err), work });
      }
    },
  );
});
// The server is gone (stopped, or killed): so is its reader.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
