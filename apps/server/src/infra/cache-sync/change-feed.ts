import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** What a write may have made stale: the listings (search, popular sets) or the sets' own content. */
export type ChangeTopic = 'catalogue' | 'sets';

type Listener = () => void;

export interface ChangeFeedLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * Tells every app process that something its in-memory caches were computed from has changed.
 * `publish` runs this process's listeners at once (nobody waits to see their own write) and, with
 * Redis, every other process's within a moment. Without Redis, or while it cannot answer, other
 * processes rely on their caches' own time limits (ADR 0022 gives the bound); when the subscription
 * comes back every listener runs once, since changes may have been missed meanwhile.
 */
export class ChangeFeed {
  private readonly listeners = new Map<ChangeTopic, Listener[]>();

  constructor(private readonly transport: ChangeTransport | null = null) {
    transport?.onMessage((topics) => this.notify(topics));
    // Whatever was published while the subscription was down is unknown: everything is stale.
    transport?.onResubscribed(() => this.notify([...this.listeners.keys()]));
  }

  on(topic: ChangeTopic, listener: Listener): void {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), listener]);
  }

  publish(...topics: ChangeTopic[]): void {
    this.notify(topics);
    this.transport?.send(topics);
  }

  async close(): Promise<void> {
    await this.transport?.close();
  }

  private notify(topics: readonly ChangeTopic[]): void {
    for (const topic of topics) for (const listener of this.listeners.get(topic) ?? []) listener();
  }
}

/**
 * The app's change feed, closed with the app: through Redis when a URL is given, so every app
 * process hears a write; otherwise this process only.
 */
export function registerChangeFeed(app: FastifyInstance, redisUrl: string | undefined): ChangeFeed {
  const log = app.log;
  const feed = redisUrl
    ? new ChangeFeed(redisChangeTransport(redisUrl, { warn: (o, m) => log.warn(o, m), info: (m) => log.info(m) }))
    : new ChangeFeed();
  app.addHook('onClose', async () => feed.close());
  return feed;
}

/** How changes travel between processes. */
export interface ChangeTransport {
  send(topics: readonly ChangeTopic[]): void;
  onMessage(handler: (topics: ChangeTopic[]) => void): void;
  /** after a lost subscription is back (not after the first one) */
  onResubscribed(handler: () => void): void;
  close(): Promise<void>;
}

const TOPICS: readonly string[] = ['catalogue', 'sets'] satisfies ChangeTopic[];

/**
 * Redis pub/sub on one channel: a publishing connection that never queues (a change published while
 * Redis is away is dropped at once, not sent late) and a subscribing one that reconnects by itself.
 * Messages carry the sender's id, so a process ignores its own.
 */
export function redisChangeTransport(
  url: string,
  log: ChangeFeedLog,
  channel = 'coursecards:changes',
  // ioredis's default waits up to 2 s between attempts; 1 s brings caches back in line sooner.
  retryStrategy: (times: number) => number | null = (times) => Math.min(times * 100, 1000),
): ChangeTransport {
  const origin = randomUUID();
  const connectionName = `coursecards-changes-${origin}`;
  const publisher = new Redis(url, {
    connectionName,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy,
  });
  // A subscription waits for Redis however long it takes.
  const subscriber = new Redis(url, { connectionName, maxRetriesPerRequest: null, retryStrategy });
  let warnedAt = -Infinity;
  const warn = (err: unknown, what: string) => {
    // One line per outage minute, not one per write.
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    log.warn({ err }, `change feed (Redis) ${what}; other processes' caches follow their time limits meanwhile`);
  };
  publisher.on('error', (err) => warn(err, 'unreachable'));
  subscriber.on('error', (err) => warn(err, 'unreachable'));

  let onMessage: (topics: ChangeTopic[]) => void = () => {};
  let onResubscribed: () => void = () => {};
  let subscribedBefore = false;
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after reconnecting; this runs once it has.
    if (subscribedBefore) {
      log.info('change feed (Redis) back: caches dropped once');
      onResubscribed();
    }
  });
  subscriber.subscribe(channel).then(
    () => (subscribedBefore = true),
    (err: unknown) => {
      subscribedBefore = true;
      warn(err, 'could not subscribe');
    },
  );
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = parseMessage(text);
    if (message && message.origin !== origin) onMessage(message.topics);
  });

  return {
    send(topics) {
      publisher
        .publish(channel, JSON.stringify({ origin, topics }))
        .catch((err: unknown) => warn(err, 'publish failed'));
    },
    onMessage(handler) {
      onMessage = handler;
    },
    onResubscribed(handler) {
      onResubscribed = handler;
    },
    async close() {
      await Promise.all([
        publisher.quit().catch(() => publisher.disconnect()),
        subscriber.quit().catch(() => subscriber.disconnect()),
      ]);
    },
  };
}

function parseMessage(text: string): { origin: string; topics: ChangeTopic[] } | null {
  try {
    const value = JSON.parse(text) as { origin?: unknown; topics?: unknown };
    if (typeof value.origin !== 'string' || !Array.isArray(value.topics)) return null;
    const topics = value.topics.filter((t): t is ChangeTopic => typeof t === 'string' && TOPICS.includes(t));
    return { origin: value.origin, topics };
  } catch {
    return null;
  }
}
