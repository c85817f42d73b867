import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('withStatementCache', () => {
  const sqlite = new SqliteDatabase(':memory:');
  afterEach(() => sqlite.exec('drop table if exists t'));

  it('prepares a SQL text once and hands the same statement back', () => {
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(cached.prepare('select 2 as two')).not.toBe(first);
  });

  it('keeps at most `max` statements, dropping the least recently used', () => {
    const cached = withStatementCache(sqlite, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    cached.prepare('select 1'); // a is now the most recent
    cached.prepare('select 3'); // evicts b
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('keeps SQL texts within a byte budget, and never a text too long to be worth keeping', () => {
    const cached = withStatementCache(sqlite, 500, 16_000);
    // Inserts of many rows, as a set of many cards makes: each row count its own text.
    const insert = (rows: number) => `select ${Array.from({ length: rows }, (_, i) => `${i} as c${i}`).join(', ')}`;
    const first = cached.prepare(insert(50));
    expect(insert(50).length).toBeGreaterThan(500);
    for (let rows = 51; rows < 80; rows++) cached.prepare(insert(rows));
    // The first went for bytes, not for count.
    expect(cached.prepare(insert(50))).not.toBe(first);
    const long = insert(200);
    expect(long.length).toBeGreaterThan(16_000 / 16);
    expect(cached.prepare(long)).not.toBe(cached.prepare(long));
    expect(cached.prepare(long).all([])).toEqual([expect.objectContaining({ c0: 0, c199: 199 })]);
  });

  it('gives a fresh statement while the kept one is still iterating', () => {
    sqlite.exec('create table t (n integer); insert into t values (1), (2)');
    const cached = withStatementCache(sqlite);
    const kept = cached.prepare('select n from t');
    const rows = kept.iterate([]);
    rows.next();
    const other = cached.prepare('select n from t');
    expect(other).not.toBe(kept);
    expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    rows.return?.();
    expect(cached.prepare('select n from t')).toBe(kept);
  });

  it('still sees schema changes made after a statement was kept', () => {
    sqlite.exec('create table t (n integer); insert into t values (1)');
    const cached = withStatementCache(sqlite);
    expect(cached.prepare('select * from t').all([])).toEqual([{ n: 1 }]);
    sqlite.exec('alter table t add column m integer default 7');
    expect(cached.prepare('select * from t').all([])).toEqual([{ n: 1, m: 7 }]);
  });
});
