import { parentPort } from 'node:worker_threads';
import type { ReaderMessage, ReadRequest } from './import-worker-protocol.ts';
import { readImportFile } from './read-import-file.ts';
import { ImportInputError } from './text-import.ts';

// One file per worker: the pool starts a thread for it and ends the thread after, so whatever the
// file made the thread allocate goes with it.
parentPort?.once('message', (request: ReadRequest) => {
  let message: ReaderMessage;
  let transfer: ArrayBuffer[] = [];
  try {
    const answer = readImportFile(request);
    // Media that are views into the package share its buffer: copied, so each moves alone.
    for (const [name, bytes] of Object.entries(answer.media)) {
      if (bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength) answer.media[name] = bytes.slice();
    }
    message = answer;
    transfer = Object.values(answer.media).map((bytes) => bytes.buffer as ArrayBuffer);
  } catch (err) {
    message =
      err instanceof ImportInputError
        ? { kind: 'refused', message: err.message }
        : { kind: 'failed', detail: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  parentPort?.postMessage(message, transfer);
});
