/**
 * What the clients were told. A write answered with a 2xx is acknowledged and must be in the
 * database after any crash; a write whose answer never came (the server was killed under it) may or
 * may not have landed, so the key it touched is uncertain until a later acknowledged write settles it.
 * Clients act one request at a time, and a killed server answers nothing more, so the last answered
 * write on a key is the state the key must be in.
 */

export type WriteKind = 'sign-up' | 'create set' | 'edit set' | 'like' | 'unlike' | 'save' | 'unsave';

export interface SetVersion {
  title: string;
  questions: string[];
}

interface SetRecord {
  ownerId: string;
  /** the versions the set may hold: one when the last write was answered, more after unanswered edits */
  possible: Map<number, SetVersion>;
}

type LikeState = 'liked' | 'unliked' | 'unknown';
type SaveState = { saved: string } | 'unsaved' | 'unknown';

export class Ledger {
  readonly acknowledged = new Map<WriteKind, number>();
  /** writes whose answer never came: the server was killed under them */
  unanswered = 0;
  readonly users = new Map<string, { uid: string; username: string }>();
  readonly sessions = new Map<string, string>();
  readonly sets = new Map<string, SetRecord>();
  readonly likes = new Map<string, LikeState>();
  readonly saves = new Map<string, SaveState>();

  #count(kind: WriteKind): void {
    this.acknowledged.set(kind, (this.acknowledged.get(kind) ?? 0) + 1);
  }

  signedUp(email: string, uid: string, username: string, token: string): void {
    this.#count('sign-up');
    this.users.set(email, { uid, username });
    this.sessions.set(token, uid);
  }

  created(setId: string, ownerId: string, version: SetVersion): void {
    this.#count('create set');
    this.sets.set(setId, { ownerId, possible: new Map([[0, version]]) });
  }

  /** An edit is under way: until it is answered the set may hold it or what it held before. */
  editing(setId: string, n: number, version: SetVersion): void {
    this.sets.get(setId)?.possible.set(n, version);
  }

  editUnanswered(): void {
    this.unanswered++;
  }

  edited(setId: string, n: number, version: SetVersion): void {
    this.#count('edit set');
    const record = this.sets.get(setId);
    if (record) record.possible = new Map([[n, version]]);
  }

  liked(userId: string, setId: string, liked: boolean): void {
    this.#count(liked ? 'like' : 'unlike');
    this.likes.set(`${userId} ${setId}`, liked ? 'liked' : 'unliked');
  }

  /** a sign-up or a new set whose answer never came: nothing to hold the database to */
  unansweredWrite(): void {
    this.unanswered++;
  }

  likeUnanswered(userId: string, setId: string): void {
    this.unanswered++;
    this.likes.set(`${userId} ${setId}`, 'unknown');
  }

  saved(userId: string, originalId: string, copyId: string | null): void {
    this.#count(copyId ? 'save' : 'unsave');
    this.saves.set(`${userId} ${originalId}`, copyId ? { saved: copyId } : 'unsaved');
  }

  saveUnanswered(userId: string, originalId: string): void {
    this.unanswered++;
    this.saves.set(`${userId} ${originalId}`, 'unknown');
  }

  get totalAcknowledged(): number {
    let n = 0;
    for (const v of this.acknowledged.values()) n += v;
    return n;
  }
}

/** The rows the checks read, loaded from the database after a restart. */
export interface Snapshot {
  users: Map<string, { id: string; username: string | null; completed: boolean }>;
  sessionHashes: Set<string>;
  sets: Map<string, { ownerId: string; title: string; isDerived: boolean; originalSetId: string | null }>;
  questionsBySet: Map<string, string[]>;
  likes: Set<string>;
  /** "owner original" of every saved copy, to its id */
  copies: Map<string, string>;
}

/**
 * Every acknowledged write checked against the rows: one line per write that is not there (or was
 * undone). Keys whose last write went unanswered are skipped: either outcome is right for them.
 */
export function lostWrites(ledger: Ledger, snapshot: Snapshot, hashToken: (token: string) => string): string[] {
  const lost: string[] = [];
  for (const [email, user] of ledger.users) {
    const row = snapshot.users.get(email);
    if (!row || row.id !== user.uid || row.username !== user.username || !row.completed)
      lost.push(`sign-up of ${email}: ${row ? JSON.stringify(row) : 'no user row'}`);
  }
  for (const [token, uid] of ledger.sessions)
    if (!snapshot.sessionHashes.has(hashToken(token))) lost.push(`session of user ${uid}: no session row`);
  for (const [setId, record] of ledger.sets) {
    const row = snapshot.sets.get(setId);
    if (!row || row.ownerId !== record.ownerId || row.isDerived) {
      lost.push(`set ${setId}: ${row ? 'wrong owner' : 'no set row'}`);
      continue;
    }
    const questions = snapshot.questionsBySet.get(setId) ?? [];
    const matches = [...record.possible.values()].some(
      (v) => v.title === row.title && v.questions.join('\n') === questions.join('\n'),
    );
    if (!matches)
      lost.push(
        `set ${setId}: holds "${row.title}" with ${questions.length} cards, acknowledged ${[...record.possible.values()].map((v) => `"${v.title}" with ${v.questions.length} cards`).join(' or ')}`,
      );
  }
  for (const [key, state] of ledger.likes) {
    if (state === 'unknown') continue;
    if (snapshot.likes.has(key) !== (state === 'liked')) lost.push(`like ${key}: acknowledged ${state}`);
  }
  for (const [key, state] of ledger.saves) {
    if (state === 'unknown') continue;
    const copy = snapshot.copies.get(key);
    if (state === 'unsaved' ? copy !== undefined : copy !== state.saved)
      lost.push(`save ${key}: acknowledged ${JSON.stringify(state)}, found ${copy ?? 'no copy'}`);
  }
  return lost;
}
