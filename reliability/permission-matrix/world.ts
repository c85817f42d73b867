import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../apps/server/src/db/types.ts';
import type { Clock } from '../../apps/server/src/lib/clock.ts';
import { newId } from '../../apps/server/src/lib/ids.ts';
import { createSession, SESSION_IDLE_LIFETIME } from '../../apps/server/src/infra/authentication/sessions.ts';
import { newSecretToken } from '../../apps/server/src/infra/authentication/secret-tokens.ts';
import { createLike, createSet, createUser } from '../../apps/server/test/factories.ts';
import type { OwnedRows } from './audit.ts';

/** The app's time, moved by hand: worlds are a minute apart, so no cache outlives its world. */
export class MatrixClock implements Clock {
  private time = Date.now();
  now(): number {
    return this.time;
  }
  advance(ms: number): void {
    this.time += ms;
  }
  /** Runs `fn` as if it were `ms` earlier, then comes back. */
  async earlier<T>(ms: number, fn: () => Promise<T>): Promise<T> {
    this.time -= ms;
    try {
      return await fn();
    } finally {
      this.time += ms;
    }
  }
}

/** The password every world's owner has (hashed once: argon2 is slow on purpose). */
export const OWNER_PASSWORD = 'matrix owner password';

export interface Party {
  id: string;
  email: string;
  username: string;
  /** a live session token */
  token: string;
  /** strings only this user may ever see: e-mail, private set content, saved copies, session token */
  secrets: string[];
}

export interface World {
  /** the user whose sets and profile are the resources */
  owner: Party;
  /** a second, ordinary user: "another user" */
  other: Party;
  /** tokens that must open nothing */
  forgedToken: string;
  tamperedToken: string;
  expiredToken: string;
  /** the owner's school and the class code of every set here, both unique to this world */
  university: string;
  classCode: string;
  sets: {
    /** the owner's public set */
    public: string;
    /** the owner's private set */
    private: string;
    /** the owner's saved copy of the other user's public set */
    derived: string;
    /** the other user's public set the copy was made from (since changed, so the copy holds text of its own) */
    original: string;
    /** the owner's saved copy of a set the other user has since made private (and the owner had liked) */
    copyOfPrivate: string;
    /** that original, now private: nothing of it may reach the owner through the copy */
    privateOriginal: string;
  };
  /** a text only the public set holds, to show that an answer really lists it */
  publicTitle: string;
  privateTitle: string;
  privateAnswer: string;
  derivedTitle: string;
  derivedAnswer: string;
  copyOfPrivateTitle: string;
  copyOfPrivateAnswer: string;
  /** both users' rows after the last cell run here (see audit.ts) */
  snapshot?: Promise<OwnedRows[]>;
}

const SECOND_SCHOOL = 'Stanford University';
let worlds = 0;

/**
 * A fresh world for one cell: two users, the owner's public, private and derived sets, a saved copy
 * whose original went private after the owner liked and saved it, a like on the public set by the
 * other user, and every kind of token. Nothing is shared between cells, so a
 * write in one (a deletion, a logout) cannot change what another cell sees.
 */
export async function newWorld(
  app: FastifyInstance,
  db: Kysely<DB>,
  clock: MatrixClock,
  ownerPasswordHash: string,
): Promise<World> {
  clock.advance(61_000);
  const n = ++worlds;
  const tag = newId().slice(0, 10);
  const university = `Matrix University ${n} ${tag}`;
  const classCode = `PM ${n}${tag.slice(0, 4).toUpperCase()}`;

  const ownerRow = await createUser(db, {
    username: `pm_owner_${tag}`,
    username_key: `pm_owner_${tag}`,
    email: `pm-owner-${tag}@matrix.example.edu`,
    password_hash: ownerPasswordHash,
    university,
  });
  const otherRow = await createUser(db, {
    username: `pm_other_${tag}`,
    username_key: `pm_other_${tag}`,
    email: `pm-other-${tag}@matrix.example.edu`,
    university: SECOND_SCHOOL,
  });

  const texts = {
    publicTitle: `Public set ${tag}`,
    privateTitle: `Private title ${tag}`,
    privateAnswer: `Privateanswer${tag}`,
    derivedTitle: `Saved copy title ${tag}`,
    derivedAnswer: `Savedcopyanswer${tag}`,
    copyOfPrivateTitle: `Copy of a hidden set ${tag}`,
    copyOfPrivateAnswer: `Hiddencopyanswer${tag}`,
  };
  const common = { university, class_code: classCode, class_code_key: classCode.replace(/\s+/g, '').toUpperCase() };
  const { set: publicSet } = await createSet(db, {
    ...common,
    owner: ownerRow,
    title: texts.publicTitle,
    description: `Open to everyone ${tag}`,
    is_public: 1,
    cards: [
      { question: 'Powerhouse of the cell?', answer: 'Mitochondria' },
      { question: 'Unit of heredity?', answer: 'Gene' },
    ],
  });
  const { set: privateSet } = await createSet(db, {
    ...common,
    owner: ownerRow,
    title: texts.privateTitle,
    description: `Private description ${tag}`,
    is_public: 0,
    cards: [
      { question: `Private question ${tag}?`, answer: texts.privateAnswer },
      { question: 'Second private question?', answer: `${texts.privateAnswer}b` },
      { question: 'Third private question?', answer: `${texts.privateAnswer}c` },
      { question: 'Fourth private question?', answer: `${texts.privateAnswer}d` },
    ],
  });
  const { set: original } = await createSet(db, {
    ...common,
    university: SECOND_SCHOOL,
    owner: otherRow,
    title: texts.derivedTitle,
    is_public: 1,
    cards: [
      { question: 'Saved question one?', answer: texts.derivedAnswer },
      { question: 'Saved question two?', answer: `${texts.derivedAnswer}b` },
    ],
  });
  const { set: privateOriginal } = await createSet(db, {
    ...common,
    university: SECOND_SCHOOL,
    owner: otherRow,
    title: texts.copyOfPrivateTitle,
    is_public: 1,
    cards: [{ question: 'Hidden question?', answer: texts.copyOfPrivateAnswer }],
  });
  await createLike(db, otherRow, publicSet);
  await createLike(db, ownerRow, privateOriginal);

  const ownerToken = await createSession(db, clock, ownerRow.id);
  const otherToken = await createSession(db, clock, otherRow.id);
  // Issued, then left unused past its lifetime: the app's own clock decides it has expired.
  const expiredToken = await clock.earlier(SESSION_IDLE_LIFETIME + 60_000, () => createSession(db, clock, ownerRow.id));

  // The owner saves the other user's set through the API, as the product makes saved copies...
  const saved = await app.inject({
    method: 'POST',
    url: '/api/sets/save',
    headers: { authorization: `Bearer ${ownerToken}` },
    payload: { setId: original.id },
  });
  if (saved.statusCode !== 200) throw new Error(`world: saving a set failed: ${saved.statusCode} ${saved.body}`);
  const derived = saved.json<{ savedSetId: string }>().savedSetId;
  const savedHidden = await app.inject({
    method: 'POST',
    url: '/api/sets/save',
    headers: { authorization: `Bearer ${ownerToken}` },
    payload: { setId: privateOriginal.id },
  });
  if (savedHidden.statusCode !== 200) throw new Error(`world: saving a set failed: ${savedHidden.statusCode}`);
  const copyOfPrivate = savedHidden.json<{ savedSetId: string }>().savedSetId;
  // ...then the originals change (one goes private), so the copies' titles and answers exist nowhere else.
  await db
    .updateTable('sets')
    .set({ title: `Hidden original ${tag}`, is_public: 0 })
    .where('id', '=', privateOriginal.id)
    .execute();
  await db
    .updateTable('cards')
    .set({ answer: `Hiddenoriginalanswer${tag}` })
    .where('set_id', '=', privateOriginal.id)
    .execute();
  await db
    .updateTable('sets')
    .set({ title: `Changed original ${tag}` })
    .where('id', '=', original.id)
    .execute();
  await db.updateTable('cards').set({ answer: 'Changed answer' }).where('set_id', '=', original.id).execute();

  return {
    owner: {
      id: ownerRow.id,
      email: ownerRow.email,
      username: ownerRow.username ?? '',
      token: ownerToken,
      secrets: [
        ownerRow.email,
        ownerToken,
        expiredToken,
        privateSet.id,
        texts.privateTitle,
        texts.privateAnswer,
        `Private description ${tag}`,
        `Private question ${tag}`,
        derived,
        texts.derivedTitle,
        texts.derivedAnswer,
        copyOfPrivate,
        texts.copyOfPrivateTitle,
        texts.copyOfPrivateAnswer,
      ],
    },
    other: {
      id: otherRow.id,
      email: otherRow.email,
      username: otherRow.username ?? '',
      token: otherToken,
      // The set made private: its id, title and text are the other user's alone now.
      secrets: [otherRow.email, otherToken, privateOriginal.id, `Hidden original ${tag}`, `Hiddenoriginalanswer${tag}`],
    },
    forgedToken: newSecretToken(),
    tamperedToken: tamper(ownerToken),
    expiredToken,
    university,
    classCode,
    sets: {
      public: publicSet.id,
      private: privateSet.id,
      derived,
      original: original.id,
      copyOfPrivate,
      privateOriginal: privateOriginal.id,
    },
    ...texts,
  };
}

/** The owner's real token with one character changed: still well-formed, never issued. */
function tamper(token: string): string {
  const at = Math.floor(token.length / 2);
  const swapped = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${swapped}${token.slice(at + 1)}`;
}
