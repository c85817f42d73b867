import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely's SQLite driver prepares every query afresh; preparing costs more than running most of
 * ours (a session lookup: 29 µs to prepare and run, 5 µs to run a prepared one). The app sends the
 * same few hundred SQL texts over and over, so their statements are kept, least recently used out.
 * A statement's memory grows with its SQL text, and a request can make long texts (a set of many
 * cards is one insert with a row of placeholders per card): the texts kept are bounded in bytes too,
 * and one longer than `maxSqlBytes / 16` is prepared each time, never kept.
 */
export function withStatementCache(database: BetterSqlite3.Database, max = 500, maxSqlBytes = 2 ** 20): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  let sqlBytes = 0;
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
      if (!kept && sql.length <= maxSqlBytes / 16) {
        statements.set(sql, statement);
        sqlBytes += sql.length;
        while (statements.size > max || sqlBytes > maxSqlBytes) {
          const oldest = statements.keys().next().value as string;
          statements.delete(oldest);
          sqlBytes -= oldest.length;
        }
      }
      return statement;
    },
  };
}
