import sharp from 'sharp';
import { expectStatus, type ApiClient } from '../lib/http-client.ts';
import { signUp, uniqueUsername, type Session } from '../lib/accounts.ts';
import { multipart } from '../uploads/multipart.ts';
import { UNIVERSITY } from '../durability/workload.ts';
import type { SmtpSink } from '../../apps/server/test/smtp-sink.ts';
import { sleep } from './layout.ts';

/**
 * Checks that several app processes behave as one product: each asks processes directly (not
 * through nginx), so which process answers is known.
 */

/** How long another process may show a set made private when the change feed cannot tell it (ADR 0022). */
export const LISTING_BOUND_MS = 5000;
/** The listing cache's own time limit: a change seen sooner was told, not waited out. */
export const LISTING_TTL_MS = 3000;

export class CheckFailed extends Error {}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new CheckFailed(message);
}

export interface Processes {
  /** one client per app process, talking to it directly */
  direct: ApiClient[];
}

const address = (n: number) => ({ 'x-forwarded-for': `192.0.2.${n}` });

/** A session made on one process is honoured by every other, and a logout on one ends it everywhere. */
export async function sessionsAreShared(p: Processes, tag: string): Promise<Session> {
  const [first, ...others] = p.direct;
  const username = uniqueUsername(`scale${tag}`, 0);
  const session = await signUp(
    first!,
    { email: `${username.toLowerCase()}@ucsc.edu`, username, password: 'scale-password-1', university: UNIVERSITY },
    address(1),
  );
  for (const api of others) {
    const answer = await api.call('GET', '/auth/verify-token', { token: session.token });
    check(answer.status === 200, `a session made on one process is refused by another: HTTP ${answer.status}`);
  }
  return session;
}

/**
 * Per-address limits count once across processes: the username check allows 120 a minute per
 * address; 40 on each of three processes use it up, and the next is refused on every one.
 */
export async function limitsAreShared(p: Processes, addressNumber: number): Promise<void> {
  const headers = address(addressNumber);
  const per = Math.ceil(120 / p.direct.length);
  for (const api of p.direct)
    for (let i = 0; i < per; i++) {
      const answer = await api.call('POST', '/auth/check-username', { body: { username: `free_${i}` }, headers });
      check(answer.status === 200, `username check ${i} refused early: HTTP ${answer.status}`);
    }
  for (const [i, api] of p.direct.entries()) {
    const answer = await api.call('POST', '/auth/check-username', { body: { username: 'one_more' }, headers });
    check(answer.status === 429, `process ${i + 1} allowed a request past the shared limit: HTTP ${answer.status}`);
  }
}

/** The per-address count each process keeps alone while Redis is away: the 121st is still allowed. */
export async function limitsCountPerProcess(p: Processes, addressNumber: number): Promise<void> {
  const headers = address(addressNumber);
  for (const api of p.direct) {
    const answer = await api.call('POST', '/auth/check-username', { body: { username: 'free_1' }, headers });
    check(answer.status === 200 || answer.status === 429, `username check while Redis is away: HTTP ${answer.status}`);
  }
}

/** A photo-like PNG of a few hundred kilobytes: nginx buffers a body that size in a file before passing it on. */
async function pngCard(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 96 + (seed % 64), sigma: 40 },
    },
  })
    .png()
    .toBuffer();
}

/** An upload, raw (multipart): its status, and the image URL when stored. */
export async function upload(baseUrl: string, token: string, seed: number) {
  const form = multipart([{ name: 'image', filename: 'card.png', type: 'image/png', data: await pngCard(seed) }]);
  const res = await fetch(`${baseUrl}/api/uploads/image`, {
    method: 'POST',
    body: form.body,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { imageUrl?: string; message?: string };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ...body };
}

/** An image uploaded through one process is served, the same bytes, by every other. */
export async function uploadsAreShared(p: Processes, session: Session, baseUrls: string[]): Promise<string> {
  const stored = await upload(baseUrls[0]!, session.token, 7);
  check(stored.status === 201 && !!stored.imageUrl, `upload failed: HTTP ${stored.status} ${stored.message ?? ''}`);
  const sizes = new Set<number>();
  for (const base of baseUrls) {
    const res = await fetch(`${base}${stored.imageUrl}`);
    check(res.status === 200, `an image stored through one process is missing on another: HTTP ${res.status}`);
    sizes.add((await res.arrayBuffer()).byteLength);
  }
  check(sizes.size === 1, 'processes serve different bytes for one image');
  return stored.imageUrl;
}

/** A reset mailed through one process (SMTP relay) is spent on another, and the new password works on a third. */
export async function mailAndTokensAreShared(p: Processes, smtp: SmtpSink, tag: string): Promise<void> {
  const [a, b, c] = p.direct;
  const username = uniqueUsername(`mail${tag}`, 0);
  const email = `${username.toLowerCase()}@ucsc.edu`;
  await signUp(a!, { email, username, password: 'scale-password-1', university: UNIVERSITY }, address(2));
  const before = smtp.received.filter((m) => m.to.includes(email) && m.body.includes('reset-password')).length;
  expectStatus(
    'forgot password',
    await b!.call('POST', '/auth/forgot-password', { body: { email }, headers: address(3) }),
    200,
  );
  const mail = await smtp.nextTo(email, before, { containing: 'reset-password', timeoutMs: 15_000 });
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  check(!!token, 'no reset link in the mail');
  const reset = await c!.call('POST', '/auth/reset-password', {
    body: { token, password: 'scale-password-2' },
    headers: address(4),
  });
  check(reset.status === 200, `a reset link mailed by one process does not work on another: HTTP ${reset.status}`);
  const again = await a!.call('POST', '/auth/reset-password', {
    body: { token, password: 'scale-password-3' },
    headers: address(4),
  });
  check(again.status !== 200, 'a reset link was spent twice on two processes');
  const login = await a!.call('POST', '/auth/login', {
    body: { email, password: 'scale-password-2' },
    headers: address(5),
  });
  check(login.status === 200, `the new password does not work on another process: HTTP ${login.status}`);
}

function setBody(title: string, classCode: string, isPublic: boolean) {
  return {
    title,
    classCode,
    description: 'made private across processes',
    isPublic,
    flashcards: [{ question: 'one', answer: 'uno' }],
  };
}

const searchIds = async (api: ApiClient, classCode: string) => {
  const answer = expectStatus<Array<{ id: string }>>(
    'search',
    await api.call('GET', `/sets/search?classCode=${encodeURIComponent(classCode)}`),
    200,
  );
  return answer.body.map((s) => s.id);
};

/**
 * A set made private through one process leaves every other's search results: each has the results
 * cached (asked just before), and must stop showing the set within `boundMs`. Answers how long the
 * slowest took from the change's acknowledgement.
 */
export async function privateLeavesSearch(
  p: Processes,
  session: Session,
  classCode: string,
  title: string,
  boundMs: number,
): Promise<number> {
  const [first, ...others] = p.direct;
  const created = expectStatus<{ id: string }>(
    'create set',
    await first!.call('POST', '/sets/create', { token: session.token, body: setBody(title, classCode, true) }),
    201,
  ).body;
  // Every process shows it (within the bound), and has that answer cached.
  for (const api of p.direct) {
    const deadline = performance.now() + boundMs;
    while (!(await searchIds(api, classCode)).includes(created.id)) {
      check(performance.now() < deadline, 'a new public set did not reach search on another process within the bound');
      await sleep(50);
    }
  }
  expectStatus(
    'make private',
    await first!.call('PUT', `/sets/update/${created.id}`, {
      token: session.token,
      body: setBody(title, classCode, false),
    }),
    200,
  );
  const changed = performance.now();
  check(
    !(await searchIds(first!, classCode)).includes(created.id),
    'the process that made the set private still lists it',
  );
  let slowest = 0;
  await Promise.all(
    others.map(async (api, i) => {
      for (;;) {
        const ids = await searchIds(api, classCode);
        const elapsed = performance.now() - changed;
        if (!ids.includes(created.id)) {
          slowest = Math.max(slowest, elapsed);
          return;
        }
        check(
          elapsed < boundMs,
          `process ${i + 2} still lists a private set ${Math.round(elapsed)} ms after the change`,
        );
        await sleep(25);
      }
    }),
  );
  return slowest;
}
