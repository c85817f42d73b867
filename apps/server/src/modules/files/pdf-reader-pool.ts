import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PdfText } from './pdf-document-text.ts';
import { FairQueue } from './pdf-fair-queue.ts';
import { busy, defaultPdfReaderOptions, PdfReadError, type PdfReaderOptions } from './pdf-reader-options.ts';
import type { ReadRequest, WorkerMessage } from './pdf-worker-protocol.ts';
import { processUsage } from './process-usage.ts';

/** How often readers' CPU time and memory are checked while they read. */
const USAGE_CHECK_MS = 25;

interface Job {
  data: Uint8Array;
  /** whose document it is (an account), for fairness between owners */
  owner: string;
  resolve: (text: PdfText) => void;
  reject: (err: PdfReadError) => void;
  /** while queued: turns the job away when no reader frees up in time */
  waitTimer?: NodeJS.Timeout;
  /** performance.now() when a reader took it */
  startedAt?: number;
}

interface Slot {
  worker: ChildProcess | null;
  ready: boolean;
  job: Job | null;
  jobId: number;
  /** the running job's (or the startup's) deadline */
  timer?: NodeJS.Timeout;
  /** the reader's CPU time (ms) when the running job was handed to it, where known */
  cpuAtStart: number;
  idleTimer?: NodeJS.Timeout;
  documents: number;
}

// In the bundled server the reader is dist/pdf-text-worker.js beside dist/server.js. From source (tsx in
// development, Vitest, the bench) it is pdf-text-worker.ts beside this file, loaded through a small
// bootstrap that registers tsx in the reader process.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_PATH = fileURLToPath(
  new URL(FROM_SOURCE ? './pdf-text-worker.dev.mjs' : './pdf-text-worker.js', import.meta.url),
);

/**
 * A small pool of processes that read PDFs, so a slow or hostile document never stalls the API's
 * event loop and never keeps the API's memory. Each document gets a work budget (content stream
 * objects, decoded bytes), a CPU time, a wall-clock and a memory bound, and each reader a heap bound;
 * a reader that crashes, runs out of memory or overruns a bound is killed and a new one takes its
 * place, and so is one whose document was heavy: a process gives all its memory back when it ends,
 * which a thread does not (its allocator keeps what it freed). Waiting documents are taken in order
 * of how little their owners have used the readers lately, so a few accounts sending costly files
 * wait behind everyone else. Readers start on first use and stop when idle.
 */
export class PdfReaderPool {
  readonly options: PdfReaderOptions;
  private readonly slots: Slot[];
  private readonly queue: FairQueue<Job>;
  private nextJobId = 0;
  private started = 0;
  private closed = false;
  private usageCheck: NodeJS.Timeout | undefined;
  private readonly onWorkerError: (err: Error) => void;

  constructor(options: Partial<PdfReaderOptions> = {}, onWorkerError: (err: Error) => void = () => undefined) {
    this.options = { ...defaultPdfReaderOptions, ...options };
    this.queue = new FairQueue(this.options);
    this.slots = Array.from({ length: Math.max(1, this.options.workers) }, () => ({
      worker: null,
      ready: false,
      job: null,
      jobId: 0,
      cpuAtStart: 0,
      documents: 0,
    }));
    this.onWorkerError = onWorkerError;
  }

  /** The text of a PDF and its page count, or a PdfReadError saying why not. `owner`: whose it is. */
  read(data: Uint8Array, owner = ''): Promise<PdfText> {
    return new Promise<PdfText>((resolve, reject) => {
      const job: Job = { data, owner, resolve, reject };
      if (this.closed) return reject(busy());
      const free = this.slots.find((slot) => slot.job === null);
      if (free) return this.start(free, job);
      if (this.queue.length >= this.options.maxQueue) {
        const displaced = this.queue.displaceableFor(owner);
        if (!displaced) return reject(busy());
        this.queue.remove(displaced);
        clearTimeout(displaced.waitTimer);
        displaced.reject(busy());
      }
      job.waitTimer = setTimeout(() => {
        this.queue.remove(job);
        reject(busy());
      }, this.options.queueWaitMs);
      this.queue.push(job);
    });
  }

  /**
   * True when `owner`'s document would be turned away at once: every reader busy, and the queue full
   * of owners who have used the readers no more than `owner`.
   */
  isFull(owner = ''): boolean {
    return (
      this.slots.every((slot) => slot.job !== null) &&
      this.queue.length >= this.options.maxQueue &&
      !this.queue.displaceableFor(owner)
    );
  }

  /** What the pool is doing, for logs and tests. */
  stats() {
    return {
      /** readers alive now */
      workers: this.slots.filter((slot) => slot.worker !== null).length,
      reading: this.slots.filter((slot) => slot.job !== null).length,
      queued: this.queue.length,
      /** readers started since the pool was made (a replaced reader counts again) */
      started: this.started,
    };
  }

  /** Turns away waiting and running documents and stops every reader. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.usageCheck);
    for (const job of this.queue.drain()) {
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
    job.startedAt = performance.now();
    if (!slot.worker) this.spawn(slot);
    const worker = slot.worker!;
    worker.ref();
    worker.channel?.ref();
    if (slot.ready) this.send(slot, worker);
    else slot.timer = setTimeout(() => this.overran(slot, worker, 'startup'), this.options.startupMs);
    this.watchUsage();
  }

  /** While documents are read: stops a reader whose document overran its CPU time or memory. */
  private watchUsage(): void {
    if (this.usageCheck) return;
    this.usageCheck = setInterval(() => {
      if (this.slots.every((slot) => slot.job === null)) {
        clearInterval(this.usageCheck);
        this.usageCheck = undefined;
        return;
      }
      for (const slot of this.slots) {
        const worker = slot.worker;
        if (!slot.job || !worker?.pid || !slot.ready) continue;
        const used = processUsage(worker.pid);
        if (!used) continue;
        if (used.cpuMs - slot.cpuAtStart > this.options.maxCpuMs) this.overran(slot, worker, 'cpu');
        else if (used.rssBytes > this.options.maxReaderMemoryMb * 2 ** 20) this.overran(slot, worker, 'memory');
      }
    }, USAGE_CHECK_MS);
    this.usageCheck.unref();
  }

  private send(slot: Slot, worker: ChildProcess): void {
    const job = slot.job!;
    const { maxTextChars, maxContentObjects, maxDecodedMb } = this.options;
    const request: ReadRequest = {
      id: slot.jobId,
      data: job.data,
      maxTextChars,
      maxContentObjects,
      maxDecodedBytes: maxDecodedMb * 2 ** 20,
    };
    slot.cpuAtStart = (worker.pid && processUsage(worker.pid)?.cpuMs) || 0;
    worker.send(request);
    slot.timer = setTimeout(() => this.overran(slot, worker, 'document'), this.options.timeoutMs);
  }

  private spawn(slot: Slot): void {
    const worker = fork(WORKER_PATH, [], {
      // Not the server's own flags (a loader, an inspector): only the reader's heap bound.
      execArgv: [
        `--max-old-space-size=${this.options.maxOldGenerationSizeMb}`,
        `--max-semi-space-size=${Math.min(16, Math.ceil(this.options.maxOldGenerationSizeMb / 16))}`,
      ],
      // Documents travel as bytes, not as JSON.
      serialization: 'advanced',
      // The server's output is its JSON log: what a reader prints goes into the report of its death.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.started++;
    slot.worker = worker;
    slot.ready = false;
    slot.documents = 0;
    let stderr = '';
    worker.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, worker, message));
    worker.on('error', (err) => this.died(slot, worker, err));
    worker.on('exit', (code, signal) => this.died(slot, worker, exitError(code, signal, stderr)));
  }

  private onMessage(slot: Slot, worker: ChildProcess, message: WorkerMessage): void {
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
    let hitBound = false;
    switch (message.type) {
      case 'read':
        job.resolve({ text: message.text, pageCount: message.pageCount });
        break;
      case 'unreadable':
        hitBound = message.failure === 'too-complex';
        job.reject(new PdfReadError(message.failure, message.detail));
        break;
      case 'failed':
        this.onWorkerError(new Error(`PDF reader failed: ${message.detail}`));
        job.reject(new PdfReadError('crashed', message.detail));
        break;
    }
    slot.documents++;
    const heavy = hitBound || message.work.decodedBytes > this.options.heavyDecodedMb * 2 ** 20;
    if (heavy || slot.documents >= this.options.documentsPerWorker) void this.stopWorker(slot);
    else this.idle(slot, worker);
    this.next(slot);
  }

  /** The reader died: out of memory, an uncaught error, or an exit. Its document fails; a new reader comes on next use. */
  private died(slot: Slot, worker: ChildProcess, err: Error): void {
    if (slot.worker !== worker) return;
    slot.worker = null;
    clearTimeout(slot.idleTimer);
    // V8 aborts a process whose heap is full. Out of memory while reading is the document's doing;
    // dying any other way, or before pdf.js has loaded, is the reader's.
    const outOfMemory = slot.ready && (err as { signal?: string }).signal === 'SIGABRT';
    if (!outOfMemory) this.onWorkerError(err);
    this.finish(slot)?.reject(
      outOfMemory
        ? new PdfReadError('too-complex', `the reader ran out of its ${this.options.maxOldGenerationSizeMb} MB heap`)
        : new PdfReadError('crashed', `PDF reader stopped: ${err.message}`),
    );
    this.next(slot);
  }

  /**
   * A document took too long, too much CPU or too much memory, or a reader took too long to start:
   * the reader is killed, never reused.
   */
  private overran(slot: Slot, worker: ChildProcess, what: 'startup' | 'document' | 'cpu' | 'memory'): void {
    if (slot.worker !== worker) return;
    slot.worker = null;
    worker.kill('SIGKILL');
    if (what === 'startup') this.onWorkerError(new Error('PDF reader did not start in time'));
    const error = {
      startup: () => new PdfReadError('crashed', 'the PDF reader did not start in time'),
      document: () => new PdfReadError('timeout', 'the document took too long'),
      cpu: () => new PdfReadError('timeout', `the document took over ${this.options.maxCpuMs} ms of CPU`),
      memory: () => new PdfReadError('too-complex', `the reader grew past ${this.options.maxReaderMemoryMb} MB`),
    }[what]();
    this.finish(slot)?.reject(error);
    this.next(slot);
  }

  /** Ends the slot's current job, counts the reader time against its owner, and hands it back to be settled. */
  private finish(slot: Slot): Job | null {
    clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    if (job?.startedAt !== undefined) this.queue.recordUsage(job.owner, performance.now() - job.startedAt);
    return job;
  }

  private next(slot: Slot): void {
    const job = this.queue.takeNext();
    if (job) this.start(slot, job);
  }

  /** An idle reader does not keep the server running, and stops after a while. */
  private idle(slot: Slot, worker: ChildProcess): void {
    worker.unref();
    worker.channel?.unref();
    slot.idleTimer = setTimeout(() => {
      if (slot.worker === worker && slot.job === null) void this.stopWorker(slot);
    }, this.options.idleMs);
    slot.idleTimer.unref();
  }

  private async stopWorker(slot: Slot): Promise<void> {
    clearTimeout(slot.idleTimer);
    const worker = slot.worker;
    slot.worker = null;
    if (!worker || worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    // An idle reader is unreferenced: whoever waits for it to end must keep the process up meanwhile.
    worker.ref();
    worker.kill('SIGKILL');
    await exited;
  }
}

/** How much of a reader's last output is kept, for the report of its death. */
const STDERR_KEPT = 4096;

function exitError(code: number | null, signal: NodeJS.Signals | null, stderr: string): Error {
  const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
  const error = new Error(`PDF reader ${how}${stderr ? `: ${stderr.trim()}` : ''}`);
  return Object.assign(error, { code, signal });
}
