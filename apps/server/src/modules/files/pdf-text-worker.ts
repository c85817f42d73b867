import { parentPort } from 'node:worker_threads';
import { PdfUnreadableError, readPdfText } from './pdf-document-text.ts';
import type { ReadRequest, WorkerMessage } from './pdf-worker-protocol.ts';

/**
 * A worker thread of the PDF reader pool (pdf-reader-pool.ts): reads one document at a time, off the
 * API's event loop, inside the time and memory bounds the pool sets.
 */
if (!parentPort) throw new Error('pdf-text-worker.ts runs as a worker thread of the PDF reader pool');
const port = parentPort;

const send = (message: WorkerMessage) => port.postMessage(message);

port.on('message', (request: ReadRequest) => {
  readPdfText(request.data, { maxTextChars: request.maxTextChars }).then(
    ({ text, pageCount }) => send({ type: 'read', id: request.id, text, pageCount }),
    (err: unknown) => {
      if (err instanceof PdfUnreadableError) {
        send({ type: 'unreadable', id: request.id, failure: err.failure, detail: err.message });
      } else {
        send({
          type: 'failed',
          id: request.id,
          detail: err instanceof Error ? (err.stack ?? err.message) : String(err),
        });
      }
    },
  );
});
send({ type: 'ready' });
