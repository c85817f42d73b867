import type { AnswerCheckResponse } from '@coursecards/shared/schemas/ai';
import { Worker } from 'node:worker_threads';
import type { CheckerMessage, CheckRequest } from './answer-check-protocol.ts';

export interface AnswerCheckPoolOptions {
  /** checks that may wait while one is graded; more are turned away as busy */
  maxQueue: number;
  /** how long one check may take once the worker has it (a few tens of ms at worst is expected) */
  timeoutMs: number;
  /** how long a new worker may take to load the word lists and the thesaurus */
  startupMs: number;
  /** an idle worker is stopped after this long, giving its memory back */
  idleMs: number;
}

export const defaultAnswerCheckPoolOptions: AnswerCheckPoolOptions = {
  maxQueue: 64,
  timeoutMs: 2_000,
  startupMs: 15_000,
  idleMs: 60_000,
};

/** Why a check was not made: no room (`busy`), too long (`timeout`), or the checker's fault (`crashed`). */
export type AnswerCheckFailure = 'busy' | 'timeout' | 'crashed';

export class AnswerCheckError extends Error {
  constructor(
    readonly failure: AnswerCheckFailure,
    message: string,
  ) {
    super(message);
    this.name = 'AnswerCheckError';
  }
}

interface Job extends CheckRequest {
  resolve: (result: AnswerCheckResponse) => void;
  reject: (err: AnswerCheckError) => void;
}

// In the bundled server the worker is dist/answer-check-worker.js beside dist/server.js; from source
// (tsx, Vitest, the bench) it is answer-check-worker.ts, loaded through a bootstrap that registers tsx.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCE ? './answer-check-worker.dev.mjs' : './answer-check-worker.js', import.meta.url);

/**
 * One worker thread that grades the long answers (a card side may hold 5,000 characters), so no check
 * holds the API's event loop: the checks wait in a bounded queue and run one at a time, each within a
 * time bound. A worker that crashes or overruns is terminated and a new one starts for the next check;
 * an idle one stops after a while and never keeps the process alive.
 */
export class AnswerCheckPool {
  readonly options: AnswerCheckPoolOptions;
  private worker: Worker | null = null;
  private ready = false;
  private running: Job | null = null;
  private readonly queue: Job[] = [];
  private timer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 0;
  private closed = false;
  private started = 0;

  constructor(
    options: Partial<AnswerCheckPoolOptions> = {},
    private readonly onWorkerError: (err: Error) => void = () => undefined,
    private readonly workerUrl: URL = WORKER_URL,
  ) {
    this.options = { ...defaultAnswerCheckPoolOptions, ...options };
  }

  check(userAnswer: string, correctAnswer: string, question = ''): Promise<AnswerCheckResponse> {
    return new Promise((resolve, reject) => {
      if (this.closed || this.queue.length >= this.options.maxQueue) return reject(busy());
      this.queue.push({ id: ++this.nextId, userAnswer, correctAnswer, question, resolve, reject });
      this.next();
    });
  }

  /** What the pool is doing, for tests and logs. */
  stats() {
    return { checking: this.running !== null, queued: this.queue.length, started: this.started };
  }

  /** Turns away the waiting and running checks and stops the worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(busy());
    this.finish()?.reject(busy());
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private next(): void {
    if (this.running || this.closed) return;
    const job = this.queue.shift();
    if (!job) return;
    clearTimeout(this.idleTimer);
    this.running = job;
    if (!this.worker) this.spawn();
    const worker = this.worker!;
    worker.ref();
    if (this.ready) this.send(worker, job);
    else this.timer = setTimeout(() => this.overran(worker, 'startup'), this.options.startupMs);
  }

  private send(worker: Worker, { id, userAnswer, correctAnswer, question }: Job): void {
    const request: CheckRequest = { id, userAnswer, correctAnswer, question };
    worker.postMessage(request);
    this.timer = setTimeout(() => this.overran(worker, 'check'), this.options.timeoutMs);
  }

  private spawn(): void {
    const worker = new Worker(this.workerUrl, { resourceLimits: { maxOldGenerationSizeMb: 256, stackSizeMb: 4 } });
    this.started++;
    this.worker = worker;
    this.ready = false;
    worker.on('message', (message: CheckerMessage) => this.onMessage(worker, message));
    worker.on('error', (err) => this.died(worker, err));
    worker.on('exit', (code) => this.died(worker, new Error(`answer-check worker exited with code ${code}`)));
  }

  private onMessage(worker: Worker, message: CheckerMessage): void {
    if (this.worker !== worker) return;
    if (message.type === 'ready') {
      this.ready = true;
      clearTimeout(this.timer);
      if (this.running) this.send(worker, this.running);
      return;
    }
    if (message.id !== this.running?.id) return;
    const job = this.finish()!;
    if (message.type === 'checked') job.resolve(message.result);
    else {
      this.onWorkerError(new Error(`answer-check worker failed: ${message.detail}`));
      job.reject(new AnswerCheckError('crashed', message.detail));
    }
    this.idle(worker);
    this.next();
  }

  /** The worker died: its check fails; a new worker starts for the next one. */
  private died(worker: Worker, err: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.onWorkerError(err);
    this.finish()?.reject(new AnswerCheckError('crashed', `answer-check worker stopped: ${err.message}`));
    this.next();
  }

  /** A check took too long, or the worker took too long to start: the worker is terminated, never reused. */
  private overran(worker: Worker, what: 'startup' | 'check'): void {
    if (this.worker !== worker) return;
    this.worker = null;
    void worker.terminate();
    if (what === 'startup') this.onWorkerError(new Error('answer-check worker did not start in time'));
    this.finish()?.reject(
      what === 'check'
        ? new AnswerCheckError('timeout', 'the answer took too long to check')
        : new AnswerCheckError('crashed', 'the answer checker did not start in time'),
    );
    this.next();
  }

  private finish(): Job | null {
    clearTimeout(this.timer);
    const job = this.running;
    this.running = null;
    return job;
  }

  /** An idle worker does not keep the process alive, and stops after a while. */
  private idle(worker: Worker): void {
    if (this.queue.length > 0) return;
    worker.unref();
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker && !this.running) {
        this.worker = null;
        void worker.terminate();
      }
    }, this.options.idleMs);
    this.idleTimer.unref();
  }
}

const busy = () => new AnswerCheckError('busy', 'the answer checker is busy');
