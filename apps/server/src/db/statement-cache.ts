import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely's SQLite driver prepares every query afresh; preparing costs more than running most of
 * ours (a session lookup: 29 µs to prepare and run, 5 µs to run a prepared one). The app sends the
 * same few hundred SQL texts over and over, so their statements are kept, least recently used out.
 */
export function withStatementCache(database: BetterSqlite3.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      // A statement still iterating (a streamed query) cannot run again until it is done.
      if (kept && !kept.busy) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (!kept) {
        statements.set(sql, statement);
        if (statements.size > max) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}
