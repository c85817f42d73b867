import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ChangeFeed, redisChangeTransport, type ChangeFeedLog } from './change-feed.ts';

const quiet: ChangeFeedLog = { warn: () => {}, info: () => {} };

describe('the change feed of one process', () => {
  it('runs the listeners of the topics published, at once', () => {
    const feed = new ChangeFeed();
    const catalogue = vi.fn();
    const sets = vi.fn();
    feed.on('catalogue', catalogue);
    feed.on('sets', sets);
    feed.publish('catalogue');
    expect([catalogue.mock.calls.length, sets.mock.calls.length]).toEqual([1, 0]);
    feed.publish('catalogue', 'sets');
    expect([catalogue.mock.calls.length, sets.mock.calls.length]).toEqual([2, 1]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the change feed through Redis', { timeout: 60_000 }, () => {
  // A channel of this run only: the Redis server is shared.
  const channel = `coursecards:test:changes:${randomUUID()}`;
  const feeds: ChangeFeed[] = [];
  const admin = new Redis(redisUrl ?? '');
  afterAll(async () => {
    await Promise.all(feeds.map((f) => f.close()));
    await admin.quit();
  });

  const startProcess = async () => {
    const feed = new ChangeFeed(redisChangeTransport(redisUrl ?? '', quiet, channel, () => 50));
    const heard = { catalogue: 0, sets: 0 };
    feed.on('catalogue', () => heard.catalogue++);
    feed.on('sets', () => heard.sets++);
    feeds.push(feed);
    // Subscribed once Redis counts a subscriber more on the channel.
    const before = feeds.length - 1;
    await vi.waitFor(async () => {
      const [, count] = (await admin.pubsub('NUMSUB', channel)) as [string, number];
      expect(count).toBe(before + 1);
    });
    return { feed, heard };
  };

  it("tells every other process, and the publisher's own listeners only once", async () => {
    const a = await startProcess();
    const b = await startProcess();
    const c = await startProcess();
    a.feed.publish('catalogue', 'sets');
    expect(a.heard).toEqual({ catalogue: 1, sets: 1 });
    await vi.waitFor(() => {
      expect(b.heard).toEqual({ catalogue: 1, sets: 1 });
      expect(c.heard).toEqual({ catalogue: 1, sets: 1 });
    });
    b.feed.publish('catalogue');
    await vi.waitFor(() => expect(a.heard).toEqual({ catalogue: 2, sets: 1 }));
    // Nothing more arrives late: a's own message did not come back to it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.heard).toEqual({ catalogue: 2, sets: 1 });
    expect(b.heard).toEqual({ catalogue: 2, sets: 1 });
  });

  it('drops everything once when a lost subscription comes back, then hears changes again', async () => {
    const a = await startProcess();
    const b = await startProcess();
    const subscriptions = String(await admin.client('LIST'))
      .split('\n')
      .filter((line) => / sub=1 /.test(line) && line.includes('name=coursecards-changes-'))
      .map((line) => Number(/id=(\d+)/.exec(line)?.[1]));
    // Cut b's subscription (the newest): it must notice, reconnect and subscribe again by itself.
    await admin.client('KILL', 'ID', String(Math.max(...subscriptions)));
    await vi.waitFor(() => expect(b.heard).toEqual({ catalogue: 1, sets: 1 }));
    a.feed.publish('sets');
    await vi.waitFor(() => expect(b.heard).toEqual({ catalogue: 1, sets: 2 }));
  });

  it('publishes nothing late when Redis cannot answer', async () => {
    const warnings: string[] = [];
    const down = new ChangeFeed(
      redisChangeTransport(
        'redis://127.0.0.1:1',
        { warn: (_, m) => warnings.push(m), info: () => {} },
        channel,
        () => null,
      ),
    );
    const heard = vi.fn();
    down.on('catalogue', heard);
    down.publish('catalogue');
    expect(heard).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(warnings.length).toBeGreaterThan(0));
    await down.close();
  });
});
