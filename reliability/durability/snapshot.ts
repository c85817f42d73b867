import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Snapshot } from './ledger.ts';

type Row = Record<string, unknown>;

/** Plain SQL both databases run, on a connection of its own that writes nothing. */
export interface ReadOnlyDatabase {
  name: string;
  all(sql: string): Promise<Row[]>;
  /** SQLite's own check of its file; PostgreSQL has none to run from a client */
  integrity(): Promise<string>;
  close(): Promise<void>;
}

export function openSqliteReadOnly(dataDir: string): ReadOnlyDatabase {
  const db = new Database(join(dataDir, 'coursecards.db'), { readonly: true, fileMustExist: true });
  return {
    name: 'SQLite',
    all: async (sql) => db.prepare(sql).all() as Row[],
    async integrity() {
      const integrity = db.pragma('integrity_check', { simple: true });
      const danglingKeys = db.pragma('foreign_key_check') as unknown[];
      return `${String(integrity)}${danglingKeys.length ? `, ${danglingKeys.length} dangling foreign keys` : ''}`;
    },
    close: async () => {
      db.close();
    },
  };
}

export async function openPostgresReadOnly(url: string): Promise<ReadOnlyDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('set default_transaction_read_only = on');
  return {
    name: 'PostgreSQL',
    all: async (sql) => (await client.query(sql)).rows as Row[],
    integrity: async () => 'n/a (PostgreSQL)',
    close: () => client.end(),
  };
}

/** A column as text; node-postgres returns bigint columns and counts as strings, SQLite as numbers. */
const text = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v);

/** The rows the acknowledged writes are checked against. */
export async function readSnapshot(db: ReadOnlyDatabase): Promise<Snapshot> {
  const users = await db.all('select id, email, username, signup_completed_at from users');
  const sessions = await db.all('select token_hash from sessions');
  const sets = await db.all('select id, owner_id, title, is_derived, original_set_id from sets');
  const cards = await db.all('select set_id, question from cards order by set_id, position');
  const likes = await db.all('select user_id, set_id from likes');

  const questionsBySet = new Map<string, string[]>();
  for (const c of cards) {
    const setId = String(c.set_id);
    const list = questionsBySet.get(setId) ?? [];
    list.push(String(c.question));
    questionsBySet.set(setId, list);
  }
  const copies = new Map<string, string>();
  for (const s of sets)
    if (Number(s.is_derived) === 1 && s.original_set_id)
      copies.set(`${text(s.owner_id)} ${text(s.original_set_id)}`, String(s.id));
  return {
    users: new Map(
      users.map((u) => [
        String(u.email),
        { id: String(u.id), username: text(u.username), completed: u.signup_completed_at !== null },
      ]),
    ),
    sessionHashes: new Set(sessions.map((s) => String(s.token_hash))),
    sets: new Map(
      sets.map((s) => [
        String(s.id),
        {
          ownerId: String(s.owner_id),
          title: String(s.title),
          isDerived: Number(s.is_derived) === 1,
          originalSetId: text(s.original_set_id),
        },
      ]),
    ),
    questionsBySet,
    likes: new Set(likes.map((l) => `${text(l.user_id)} ${text(l.set_id)}`)),
    copies,
  };
}

/**
 * Counts kept on rows (migration 0002: sets.likes_count, sets.card_count) against the rows they
 * count, across the whole database; and a user's total likes (the sum of their sets' counts, which
 * the profile shows) against the like rows on their sets. One line per disagreement.
 */
export async function countMismatches(db: ReadOnlyDatabase): Promise<string[]> {
  const problems: string[] = [];
  const likes = await db.all(`
    select s.id, s.likes_count as stored, (select count(*) from likes l where l.set_id = s.id) as counted
    from sets s where s.likes_count <> (select count(*) from likes l where l.set_id = s.id)`);
  for (const r of likes)
    problems.push(`set ${text(r.id)}: likes_count ${text(r.stored)}, ${text(r.counted)} like rows`);
  const cards = await db.all(`
    select s.id, s.card_count as stored, (select count(*) from cards c where c.set_id = s.id) as counted
    from sets s where s.card_count <> (select count(*) from cards c where c.set_id = s.id)`);
  for (const r of cards) problems.push(`set ${text(r.id)}: card_count ${text(r.stored)}, ${text(r.counted)} card rows`);
  const totals = await db.all(`
    select u.id,
      (select coalesce(sum(s.likes_count), 0) from sets s where s.owner_id = u.id and s.is_derived = 0) as stored,
      (select count(*) from likes l join sets s on s.id = l.set_id where s.owner_id = u.id and s.is_derived = 0) as counted
    from users u`);
  for (const r of totals)
    if (Number(r.stored) !== Number(r.counted))
      problems.push(`user ${text(r.id)}: total likes ${text(r.stored)}, ${text(r.counted)} like rows on their sets`);
  // Cards are numbered 0..n-1 within a set: a half-replaced list would leave a gap or a duplicate.
  const positions = await db.all(`
    select set_id, count(*) as n, max(position) as last from cards group by set_id having max(position) <> count(*) - 1`);
  for (const r of positions) problems.push(`set ${text(r.set_id)}: ${text(r.n)} cards numbered up to ${text(r.last)}`);
  return problems;
}
