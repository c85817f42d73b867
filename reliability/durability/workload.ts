import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signUp, uniqueUsername, type Session } from '../lib/accounts.ts';
import { expectStatus, UnexpectedStatus, type ApiClient } from '../lib/http-client.ts';
import type { Ledger, SetVersion } from './ledger.ts';

export const UNIVERSITY = 'University of California, Santa Cruz';
/** The first 300 class codes of UCSC's list: the sets the simulated students write use these. */
export const CLASS_CODES = readFileSync(
  join(import.meta.dirname, '../../data/class-codes/university-of-california-santa-cruz-class-codes.csv'),
  'utf8',
)
  .split('\n')
  .filter(Boolean)
  .slice(0, 300);

/**
 * Closed while the server is being killed and restarted: clients wait here between writes, so a
 * write sent after the kill is never mistaken for one the kill interrupted.
 */
export class Gate {
  #open = true;
  #opened: Promise<void> = Promise.resolve();
  #release: () => void = () => {};

  get isOpen(): boolean {
    return this.#open;
  }

  close(): void {
    if (!this.#open) return;
    this.#open = false;
    this.#opened = new Promise((resolve) => (this.#release = resolve));
  }

  open(): void {
    this.#open = true;
    this.#release();
  }

  pass(): Promise<void> {
    return this.#opened;
  }
}

/** What a client sends its requests through. */
export type Caller = Pick<ApiClient, 'call'>;

export interface Workload {
  ledger: Ledger;
  gate: Gate;
  api: Caller;
  /** a client's own caller (its own address behind a proxy, say); `api` otherwise */
  apiFor?: (clientIndex: number) => Caller;
  /** public sets whose creation was acknowledged; the newest are what others like and save, so writes contend */
  publicSets: Array<{ id: string; ownerId: string }>;
  /** requests that failed with the gate open, or answered with a status nobody expects */
  errors: string[];
  inFlight: number;
  stopped: boolean;
}

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** A set's content at its n-th version: the title and card count change with every edit. */
function versionOf(label: string, n: number): SetVersion {
  const cards = 1 + ((label.length * 7 + n * 5) % 9);
  return {
    title: `Durability ${label} v${n}`,
    questions: Array.from({ length: cards }, (_, i) => `${label} v${n} question ${i + 1}`),
  };
}

function setBody(version: SetVersion, classCode: string, isPublic: boolean) {
  return {
    title: version.title,
    classCode,
    description: 'written under SIGKILL',
    isPublic,
    flashcards: version.questions.map((question, i) => ({ question, answer: `answer ${i + 1}` })),
  };
}

/**
 * A network failure, as opposed to an answer: the server went away under the request. Behind a
 * proxy that is the proxy's 502 (the process it passed the request to died before answering).
 */
function isConnectionError(err: unknown): boolean {
  if (err instanceof UnexpectedStatus) return err.answer.status === 502;
  return err instanceof Error && 'code' in err;
}

/**
 * One student at a time per client, doing what a student does to the database: signs up, creates
 * and edits sets, likes, unlikes, saves and unsaves others' public sets. Every answered write goes
 * into the ledger; every write cut off by a kill marks its key uncertain.
 */
export async function runClient(w: Workload, clientIndex: number): Promise<void> {
  const api = w.apiFor?.(clientIndex) ?? w.api;
  let accounts = 0;
  let session: Session | undefined;
  const mySets: Array<{ id: string; label: string; version: number; classCode: string; isPublic: boolean }> = [];
  let setsMade = 0;

  const newAccount = async () => {
    const username = uniqueUsername(`dur${clientIndex}`, accounts++);
    const email = `${username.toLowerCase()}@ucsc.edu`;
    try {
      session = await signUp(api, { email, username, password: 'durable-password', university: UNIVERSITY });
      w.ledger.signedUp(email, session.uid, username, session.token);
      mySets.length = 0;
    } catch (err) {
      w.ledger.unansweredWrite();
      throw err;
    }
  };

  const createSet = async (s: Session) => {
    const label = `c${clientIndex}n${setsMade++}`;
    const classCode = pick(CLASS_CODES) ?? 'CSE101';
    const isPublic = Math.random() < 0.8;
    const version = versionOf(label, 0);
    try {
      const created = expectStatus<{ id: string }>(
        'create set',
        await api.call('POST', '/sets/create', { token: s.token, body: setBody(version, classCode, isPublic) }),
        201,
      ).body;
      w.ledger.created(created.id, s.uid, version);
      mySets.push({ id: created.id, label, version: 0, classCode, isPublic });
      if (isPublic) w.publicSets.push({ id: created.id, ownerId: s.uid });
    } catch (err) {
      w.ledger.unansweredWrite();
      throw err;
    }
  };

  // Owners edit the set they made last: it is among the newest, which others are liking and saving.
  const editSet = async (s: Session) => {
    const set = mySets.at(-1);
    if (!set) return createSet(s);
    const n = ++set.version;
    const version = versionOf(set.label, n);
    w.ledger.editing(set.id, n, version);
    try {
      expectStatus(
        'edit set',
        await api.call('PUT', `/sets/update/${set.id}`, {
          token: s.token,
          body: setBody(version, set.classCode, set.isPublic),
        }),
        200,
      );
      w.ledger.edited(set.id, n, version);
    } catch (err) {
      w.ledger.editUnanswered();
      throw err;
    }
  };

  const likeOrSave = async (s: Session, kind: 'like' | 'unlike' | 'save' | 'unsave') => {
    const target = pick(w.publicSets.filter((p) => p.ownerId !== s.uid).slice(-40));
    if (!target) return createSet(s);
    const path = { like: '/likes/like', unlike: '/likes/unlike', save: '/sets/save', unsave: '/sets/unsave' }[kind];
    try {
      const { body } = expectStatus<{ savedSetId?: string }>(
        kind,
        await api.call('POST', path, { token: s.token, body: { setId: target.id } }),
        200,
      );
      if (kind === 'like' || kind === 'unlike') w.ledger.liked(s.uid, target.id, kind === 'like');
      else w.ledger.saved(s.uid, target.id, kind === 'save' ? (body.savedSetId ?? '?') : null);
    } catch (err) {
      if (kind === 'like' || kind === 'unlike') w.ledger.likeUnanswered(s.uid, target.id);
      else w.ledger.saveUnanswered(s.uid, target.id);
      throw err;
    }
  };

  const step = async () => {
    if (!session || Math.random() < 0.06) return newAccount();
    const r = Math.random();
    if (r < 0.14) return createSet(session);
    if (r < 0.26) return editSet(session);
    if (r < 0.5) return likeOrSave(session, 'like');
    if (r < 0.62) return likeOrSave(session, 'unlike');
    if (r < 0.84) return likeOrSave(session, 'save');
    return likeOrSave(session, 'unsave');
  };

  while (!w.stopped) {
    await w.gate.pass();
    if (w.stopped) break;
    w.inFlight++;
    try {
      await step();
    } catch (err) {
      // Cut off by the kill (the gate closes before it): expected, and already marked uncertain.
      // Anything else fails the run, a session refused after a restart (a lost write) included.
      const killed = isConnectionError(err) && !w.gate.isOpen;
      if (!killed) w.errors.push(err instanceof Error ? err.message : String(err));
      if (err instanceof UnexpectedStatus && err.answer.status === 401) session = undefined;
    } finally {
      w.inFlight--;
    }
  }
}
