import { AiLimits } from '@coursecards/shared/constants/limits';
import { once } from 'node:events';
import { availableParallelism, totalmem } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PdfText } from './pdf-document-text.ts';
import type { ReadRequest, WorkerMessage } from './pdf-worker-protocol.ts';

export interface PdfReaderOptions {
  /** worker threads reading at once */
  workers: number;
  /** documents that may wait for a free worker; more are turned away as busy */
  maxQueue: number;
  /** how long a waiting document waits for a worker before it is turned away as busy */
  queueWaitMs: number;
  /** how long one document may take, from the moment a ready worker receives it */
  timeoutMs: number;
  /** how long a new worker may take to load pdf.js */
  startupMs: number;
  /** the V8 heap a worker may use; past it the worker dies and the document is refused */
  maxOldGenerationSizeMb: number;
  /**
   * How much the process's resident memory may grow while documents are read (from when the earliest
   * of them was handed to its worker); past it the reading workers are stopped. The heap bound above
   * does not cover the buffers pdf.js decodes streams into, and a 1 MB PDF can inflate to gigabytes.
   */
  maxMemoryGrowthMb: number;
  /** reading stops at the end of the page where the text passes this */
  maxTextChars: number;
  /** an idle worker is stopped after this long, giving its memory back */
  idleMs: number;
  /** a worker is replaced after this many documents, so nothing a document left behind lingers */
  documentsPerWorker: number;
}

/** 1 GB, or 40% of the memory this process may have (its cgroup's limit, or the machine's) if less. */
function defaultMaxMemoryGrowthMb(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  const available = constrained > 0 && constrained < totalmem() ? constrained : totalmem();
  return Math.min(1024, Math.round((available / 2 ** 20) * 0.4));
}

/** How often resident memory is checked while documents are read. */
const MEMORY_CHECK_MS = 25;

export const defaultPdfReaderOptions: PdfReaderOptions = {
  workers: Math.min(2, availableParallelism()),
  maxQueue: 4,
  queueWaitMs: 30_000,
  timeoutMs: 20_000,
  startupMs: 15_000,
  maxOldGenerationSizeMb: 256,
  maxMemoryGrowthMb: defaultMaxMemoryGrowthMb(),
  // Notes hold 40,000 characters; twice that leaves room for the running headers and page numbers
  // the layout drops, and still shows the client that the PDF held more than it keeps.
  maxTextChars: 2 * AiLimits.notesMax,
  idleMs: 60_000,
  documentsPerWorker: 50,
};

/**
 * Why a document was not read: the file's fault (`password`, `damaged`, `timeout`, `too-complex`),
 * the reader's (`crashed`), or no room (`busy`).
 */
export type PdfReadFailure = 'password' | 'damaged' | 'timeout' | 'too-complex' | 'crashed' | 'busy';

export class PdfReadError extends Error {
  constructor(
    readonly failure: PdfReadFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PdfReadError';
  }
}

interface Job {
  data: Uint8Array;
  resolve: (text: PdfText) => void;
  reject: (err: PdfReadError) => void;
  /** while queued: turns the job away when no worker frees up in time */
  waitTimer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker | null;
  ready: boolean;
  job: Job | null;
  jobId: number;
  /** the running job's (or the startup's) deadline */
  timer?: NodeJS.Timeout;
  /** the process's resident memory when the running job was handed to the worker */
  rssAtStart: number;
  idleTimer?: NodeJS.Timeout;
  documents: number;
}

// In the bundled server the worker is dist/pdf-text-worker.js beside dist/server.js. From source (tsx in
// development, Vitest, the bench) it is pdf-text-worker.ts beside this file, loaded through a small
// bootstrap that registers tsx in the worker thread.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCE ? './pdf-text-worker.dev.mjs' : './pdf-text-worker.js', import.meta.url);

/**
 * A small pool of worker threads that read PDFs, so a slow or hostile document never stalls the
 * API's event loop. Each document gets a time bound and each worker a heap bound; a worker that
 * crashes, runs out of memory or overruns its time is terminated and a new one takes its place.
 * Workers start on first use and stop when idle.
 */
export class PdfReaderPool {
  readonly options: PdfReaderOptions;
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextJobId = 0;
  private started = 0;
  private closed = false;
  private memoryCheck: NodeJS.Timeout | undefined;
  private reclaiming = false;
  private readonly onWorkerError: (err: Error) => void;

  constructor(options: Partial<PdfReaderOptions> = {}, onWorkerError: (err: Error) => void = () => undefined) {
    this.options = { ...defaultPdfReaderOptions, ...options };
    this.slots = Array.from({ length: Math.max(1, this.options.workers) }, () => ({
      worker: null,
      ready: false,
      job: null,
      jobId: 0,
      rssAtStart: 0,
      documents: 0,
    }));
    this.onWorkerError = onWorkerError;
  }

  /** The text of a PDF and its page count, or a PdfReadError saying why not. */
  read(data: Uint8Array): Promise<PdfText> {
    return new Promise<PdfText>((resolve, reject) => {
      const job: Job = { data, resolve, reject };
      if (this.closed) return reject(busy());
      const free = this.slots.find((slot) => slot.job === null);
      if (free) return this.start(free, job);
      if (this.queue.length >= this.options.maxQueue) return reject(busy());
      job.waitTimer = setTimeout(() => {
        const index = this.queue.indexOf(job);
        if (index >= 0) this.queue.splice(index, 1);
        reject(busy());
      }, this.options.queueWaitMs);
      this.queue.push(job);
    });
  }

  /** True when a new document would be turned away at once: every worker busy and the queue full. */
  isFull(): boolean {
    return this.slots.every((slot) => slot.job !== null) && this.queue.length >= this.options.maxQueue;
  }

  /** What the pool is doing, for logs and tests. */
  stats() {
    return {
      /** workers alive now */
      workers: this.slots.filter((slot) => slot.worker !== null).length,
      reading: this.slots.filter((slot) => slot.job !== null).length,
      queued: this.queue.length,
      /** workers started since the pool was made (a replaced worker counts again) */
      started: this.started,
    };
  }

  /** Turns away waiting and running documents and stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.memoryCheck);
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.waitTimer);
      job.reject(busy());
    }
    await Promise.all(
      this.slots.map(async (slot) => {
        this.finish(slot)?.reject(busy());
        await this.stopWorker(slot);
      }),
    );
  }

  private start(slot: Slot, job: Job): void {
    clearTimeout(job.waitTimer);
    clearTimeout(slot.idleTimer);
    slot.job = job;
    slot.jobId = ++this.nextJobId;
    if (!slot.worker) this.spawn(slot);
    const worker = slot.worker!;
    worker.ref();
    if (slot.ready) this.send(slot, worker);
    else slot.timer = setTimeout(() => this.overran(slot, worker, 'startup'), this.options.startupMs);
    this.watchMemory();
  }

  /** While documents are read, stops the reading workers if the process's memory grows past the bound. */
  private watchMemory(): void {
    if (this.memoryCheck) return;
    this.memoryCheck = setInterval(() => {
      if (this.slots.every((slot) => slot.job === null)) {
        clearInterval(this.memoryCheck);
        this.memoryCheck = undefined;
        return;
      }
      // Workers just stopped give their memory back only once they are gone: wait for that.
      if (this.reclaiming) return;
      const reading = this.slots.filter((slot) => slot.job && slot.worker && slot.ready);
      if (reading.length === 0) return;
      const growth = process.memoryUsage.rss() - Math.min(...reading.map((slot) => slot.rssAtStart));
      if (growth <= this.options.maxMemoryGrowthMb * 2 ** 20) return;
      const stopping: Promise<unknown>[] = [];
      for (const slot of reading) {
        stopping.push(once(slot.worker!, 'exit'));
        this.overran(slot, slot.worker!, 'memory');
      }
      if (stopping.length > 0) {
        this.reclaiming = true;
        void Promise.allSettled(stopping).then(() => (this.reclaiming = false));
      }
    }, MEMORY_CHECK_MS);
    this.memoryCheck.unref();
  }

  private send(slot: Slot, worker: Worker): void {
    const job = slot.job!;
    const request: ReadRequest = { id: slot.jobId, data: job.data, maxTextChars: this.options.maxTextChars };
    slot.rssAtStart = process.memoryUsage.rss();
    worker.postMessage(request);
    slot.timer = setTimeout(() => this.overran(slot, worker, 'document'), this.options.timeoutMs);
  }

  private spawn(slot: Slot): void {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb,
        maxYoungGenerationSizeMb: Math.min(32, Math.ceil(this.options.maxOldGenerationSizeMb / 4)),
        stackSizeMb: 4,
      },
    });
    this.started++;
    slot.worker = worker;
    slot.ready = false;
    slot.documents = 0;
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, worker, message));
    worker.on('error', (err) => this.died(slot, worker, err));
    worker.on('exit', (code) => this.died(slot, worker, new Error(`PDF worker exited with code ${code}`)));
  }

  private onMessage(slot: Slot, worker: Worker, message: WorkerMessage): void {
    if (slot.worker !== worker) return;
    if (message.type === 'ready') {
      slot.ready = true;
      clearTimeout(slot.timer);
      if (slot.job) this.send(slot, worker);
      return;
    }
    if (message.id !== slot.jobId) return;
    const job = this.finish(slot);
    if (!job) return;
    switch (message.type) {
      case 'read':
        job.resolve({ text: message.text, pageCount: message.pageCount });
        break;
      case 'unreadable':
        job.reject(new PdfReadError(message.failure, message.detail));
        break;
      case 'failed':
        this.onWorkerError(new Error(`PDF worker failed: ${message.detail}`));
        job.reject(new PdfReadError('crashed', message.detail));
        break;
    }
    slot.documents++;
    if (slot.documents >= this.options.documentsPerWorker) void this.stopWorker(slot);
    else this.idle(slot, worker);
    this.next(slot);
  }

  /** The worker died: out of memory, an uncaught error, or an exit. Its document fails; a new worker comes on next use. */
  private died(slot: Slot, worker: Worker, err: Error): void {
    if (slot.worker !== worker) return;
    slot.worker = null;
    clearTimeout(slot.idleTimer);
    // Out of memory while reading is the document's doing; dying any other way, or before pdf.js
    // has loaded, is the reader's.
    const outOfMemory = slot.ready && (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
    if (!outOfMemory) this.onWorkerError(err);
    this.finish(slot)?.reject(
      new PdfReadError(outOfMemory ? 'too-complex' : 'crashed', `PDF worker stopped: ${err.message}`),
    );
    this.next(slot);
  }

  /**
   * A document took too long or too much memory, or a worker took too long to start: the worker is
   * terminated, never reused.
   */
  private overran(slot: Slot, worker: Worker, what: 'startup' | 'document' | 'memory'): void {
    if (slot.worker !== worker) return;
    slot.worker = null;
    void worker.terminate();
    if (what === 'startup') this.onWorkerError(new Error('PDF worker did not start in time'));
    const error = {
      startup: () => new PdfReadError('crashed', 'the PDF reader did not start in time'),
      document: () => new PdfReadError('timeout', 'the document took too long'),
      memory: () => new PdfReadError('too-complex', `memory grew by over ${this.options.maxMemoryGrowthMb} MB`),
    }[what]();
    this.finish(slot)?.reject(error);
    this.next(slot);
  }

  /** Ends the slot's current job and hands it back to be settled. */
  private finish(slot: Slot): Job | null {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    return job;
  }

  private next(slot: Slot): void {
    const job = this.queue.shift();
    if (job) this.start(slot, job);
  }

  /** An idle worker does not keep the process alive, and stops after a while. */
  private idle(slot: Slot, worker: Worker): void {
    worker.unref();
    slot.idleTimer = setTimeout(() => {
      if (slot.worker === worker && slot.job === null) void this.stopWorker(slot);
    }, this.options.idleMs);
    slot.idleTimer.unref();
  }

  private async stopWorker(slot: Slot): Promise<void> {
    clearTimeout(slot.idleTimer);
    const worker = slot.worker;
    slot.worker = null;
    if (worker) await worker.terminate();
  }
}

const busy = () => new PdfReadError('busy', 'the PDF reader is busy');
