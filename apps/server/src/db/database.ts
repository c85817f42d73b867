import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { withStatementCache } from './statement-cache.ts';
import type { DB } from './types.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string; poolSize?: number };

/** Opens the database the configuration names. Nothing is queried until first use. */
export function openDatabase(config: DatabaseConfig): Database {
  return config.dialect === 'sqlite' ? openSqlite(config.file) : openPostgres(config);
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; FULL makes every acknowledged commit survive
  // power loss (better-sqlite3 defaults WAL databases to NORMAL).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

const INT8_OID = 20;

/** node-postgres returns int8 (bigint columns, COUNT) as strings; ours always fit a JS number. */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} exceeds Number.MAX_SAFE_INTEGER`);
  return n;
}

type TextParser = (value: string) => unknown;

const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number): TextParser =>
    oid === INT8_OID
      ? parseInt8
      : (pg.types.getTypeParser(oid) as TextParser)) as pg.CustomTypesConfig['getTypeParser'],
};

function openPostgres(config: { url: string; schema?: string; poolSize?: number }): Database {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    types: pgTypes,
    // A schema per test file keeps parallel test files apart on one database.
    ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
  });
  // An idle connection the server drops (restart, failover) is discarded by the pool; without a
  // listener its error event would bring the whole process down.
  pool.on('error', (err) => console.warn('PostgreSQL dropped an idle connection:', err.message));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}

/** DATABASE_URL names a PostgreSQL server; without it the database is a SQLite file in DATA_DIR. */
export function databaseConfigFor(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE: number;
  dataDir: string;
}): DatabaseConfig {
  return config.DATABASE_URL
    ? { dialect: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { dialect: 'sqlite', file: join(config.dataDir, 'coursecards.db') };
}

/** Resolves when the database answers a trivial query; for the health check. */
export async function pingDatabase(database: Database): Promise<void> {
  await sql`select 1`.execute(database.db);
}
