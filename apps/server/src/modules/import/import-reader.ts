import { ImportMessages } from '@coursecards/shared/constants/import-messages';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ReadAnswer, ReaderMessage, ReadRequest } from './import-worker-protocol.ts';

export interface ImportReaderOptions {
  /** files read at once, each in a thread of its own */
  concurrent: number;
  /** files that may wait for a thread; past it newcomers are turned away as busy */
  maxQueue: number;
  /** how long a waiting file waits before it is turned away as busy */
  queueWaitMs: number;
  /** how long one file may take in its thread (wall clock, startup included) */
  timeoutMs: number;
  /** the thread's V8 heap; past it the thread dies and the file is refused */
  maxOldGenerationSizeMb: number;
}

export const defaultImportReaderOptions: ImportReaderOptions = {
  concurrent: Math.min(2, availableParallelism()),
  maxQueue: 8,
  queueWaitMs: 30_000,
  timeoutMs: 30_000,
  maxOldGenerationSizeMb: 256,
};

/** Why a file was not read: its own fault (`refused`, `timeout`, `too-large`), no room (`busy`), ours (`crashed`). */
export type ImportReadFailure = 'refused' | 'timeout' | 'too-large' | 'busy' | 'crashed';

export class ImportReadError extends Error {
  constructor(
    readonly failure: ImportReadFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ImportReadError';
  }
}

// Bundled: dist/import-worker.js beside dist/server.js. From source: the .ts file through a bootstrap
// that registers tsx in the thread.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCE ? './import-worker.dev.mjs' : './import-worker.js', import.meta.url);

/**
 * Reads import files in worker threads, so unzipping, decompressing and querying a package never
 * stalls the API's event loop. Each file gets a fresh thread with a heap bound and a time bound; a
 * thread that overruns is terminated, and every thread ends with its file, giving its memory back.
 * Bytes unpacked are bounded inside (bounded-zip.ts).
 */
export class ImportReader {
  readonly options: ImportReaderOptions;
  private running = 0;
  private readonly waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
  private readonly threads = new Set<Worker>();
  private closed = false;

  constructor(
    options: Partial<ImportReaderOptions> = {},
    private readonly workerUrl: URL = WORKER_URL,
  ) {
    this.options = { ...defaultImportReaderOptions, ...options };
  }

  /** Whether a new file would be turned away as busy at once. */
  isFull(): boolean {
    return this.running >= this.options.concurrent && this.waiting.length >= this.options.maxQueue;
  }

  async read(request: ReadRequest): Promise<ReadAnswer> {
    await this.slot();
    try {
      return await this.inThread(request);
    } finally {
      this.running--;
      this.waiting.shift()?.start();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const entry of this.waiting.splice(0)) clearTimeout(entry.timer);
    await Promise.all([...this.threads].map((thread) => thread.terminate()));
  }

  private slot(): Promise<void> {
    if (this.closed) return Promise.reject(busy());
    if (this.running < this.options.concurrent) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxQueue) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          this.running++;
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(busy());
        }, this.options.queueWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  private inThread(request: ReadRequest): Promise<ReadAnswer> {
    return new Promise((resolve, reject) => {
      const thread = new Worker(this.workerUrl, {
        resourceLimits: { maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb, stackSizeMb: 4 },
        stdout: false,
        stderr: false,
      });
      this.threads.add(thread);
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.threads.delete(thread);
        void thread.terminate();
        outcome();
      };
      const timer = setTimeout(
        () => finish(() => reject(new ImportReadError('timeout', ImportMessages.tooSlow))),
        this.options.timeoutMs,
      );
      thread.once('message', (message: ReaderMessage) => {
        finish(() => {
          if (message.kind === 'read') resolve(message);
          else if (message.kind === 'refused') reject(new ImportReadError('refused', message.message));
          else reject(new ImportReadError('crashed', message.detail));
        });
      });
      thread.once('error', (err: Error & { code?: string }) => {
        finish(() =>
          reject(
            err.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new ImportReadError('too-large', ImportMessages.unpacksTooLarge)
              : new ImportReadError('crashed', err.message),
          ),
        );
      });
      thread.once('exit', () => finish(() => reject(new ImportReadError('crashed', 'import reader exited'))));
      // The file's bytes move to the thread: the request no longer holds them here.
      const data =
        request.data.buffer instanceof ArrayBuffer &&
        request.data.byteOffset === 0 &&
        request.data.byteLength === request.data.buffer.byteLength
          ? request.data
          : request.data.slice();
      thread.postMessage({ ...request, data }, [data.buffer as ArrayBuffer]);
    });
  }
}

const busy = () => new ImportReadError('busy', ImportMessages.busy);
