import { type ApiClient, type CallOptions } from '../lib/http-client.ts';
import { signUp, uniqueUsername } from '../lib/accounts.ts';
import { UNIVERSITY, type Caller, type Workload } from '../durability/workload.ts';
import type { Recorder } from '../load/recorder.ts';

/**
 * Each simulated student on a machine of their own: their address goes in X-Forwarded-For (the
 * load balancer in front of nginx would set it), and every new account is a new student, so per-address
 * limits count each one as they would on campus.
 */
export class StudentAddresses {
  private next = 1;

  callerFor(api: ApiClient): Caller {
    let address = this.take();
    return {
      call: (method: string, path: string, options: CallOptions = {}) => {
        if (path === '/auth/signup') address = this.take();
        return api.call(method, path, { ...options, headers: { ...options.headers, 'x-forwarded-for': address } });
      },
    };
  }

  take(): string {
    const n = this.next++;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }
}

/**
 * A signed-in student reading: the class's search results, then a set others made, again and again.
 * Every answer but 200 counts as an error, with its latency recorded either way.
 */
export async function runReader(
  w: Workload,
  caller: Caller,
  index: number,
  classCodes: readonly string[],
  recorder: Recorder,
  stopped: () => boolean,
): Promise<void> {
  const username = uniqueUsername('reader', index);
  const { token } = await signUp(caller, {
    email: `${username.toLowerCase()}@ucsc.edu`,
    username,
    password: 'reader-password',
    university: UNIVERSITY,
  });
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
  const get = async (name: string, path: string) => {
    try {
      const answer = await caller.call('GET', path, { token });
      recorder.record(name, answer.ms);
      if (answer.status !== 200)
        recorder.error(name, `HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    } catch (err) {
      recorder.error(name, err instanceof Error ? err.message : String(err));
    }
  };
  while (!stopped()) {
    await w.gate.pass();
    if (stopped()) break;
    w.inFlight++;
    try {
      if (Math.random() < 0.5)
        await get('search', `/sets/search?classCode=${encodeURIComponent(pick(classCodes) ?? 'CSE101')}`);
      else {
        const set = pick(w.publicSets.slice(-200));
        if (set) await get('view set', `/sets/${set.id}`);
        else await get('popular', '/sets/popular');
      }
    } finally {
      w.inFlight--;
    }
  }
}
