import type { FastifyReply } from 'fastify';

/** Work a request leaves for after its answer: mail to send, links to issue. */
export interface BackgroundWork {
  /** Starts `work` soon; a failure is logged under `what`, never thrown at anyone. */
  run(what: string, work: () => Promise<void>): void;
  /** Resolves when everything started so far has finished (the server waits for it on close). */
  idle(): Promise<void>;
}

/** The server's background work: started on the next turn of the event loop, tracked until done. */
export class BackgroundTasks implements BackgroundWork {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly logFailure: (err: unknown, what: string) => void) {}

  run(what: string, work: () => Promise<void>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => this.logFailure(err, what))
      .finally(() => this.#pending.delete(task));
    this.#pending.add(task);
  }

  async idle(): Promise<void> {
    while (this.#pending.size) await Promise.all(this.#pending);
  }
}

/**
 * Runs `work` once the answer has left (or the client has gone): nothing it does, and nothing it
 * costs, can show in the answer or its timing.
 */
export function afterResponse(reply: FastifyReply, tasks: BackgroundWork, what: string, work: () => Promise<void>) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    tasks.run(what, work);
  };
  reply.raw.once('finish', start);
  reply.raw.once('close', start);
}
