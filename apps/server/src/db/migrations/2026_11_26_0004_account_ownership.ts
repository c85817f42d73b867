import { sql, type Kysely } from 'kysely';

// Frozen in time: migrations never import app code, and use only SQL both SQLite and PostgreSQL run.

/**
 * Proven e-mail addresses (a verification link, or an issuer that vouches for the address), the
 * ID tokens our Google callback handed out (each spendable once), and a quick way to the sign-ups
 * left unfinished.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'bigint').execute();
  // A Google account's address was vouched for by the issuer when it was made or linked.
  await db
    .updateTable('users')
    .set({ email_verified_at: sql`created_at` })
    .where('google_sub', 'is not', null)
    .execute();
  // Sign-ups stopped after step one, by age: they expire, and are cleared away by that index.
  await db.schema
    .createIndex('users_unfinished_signup_idx')
    .on('users')
    .column('created_at')
    .where(sql.ref('signup_completed_at'), 'is', null)
    .execute();

  // A CHECK constraint cannot be changed in place on SQLite: the table is made anew with the new
  // purpose allowed, the same way on both databases.
  await db.schema
    .createTable('auth_tokens_next')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('signup', 'password_reset', 'exchange', 'email_verification')`),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await sql`insert into auth_tokens_next (token_hash, user_id, purpose, created_at, expires_at, used_at)
    select token_hash, user_id, purpose, created_at, expires_at, used_at from auth_tokens`.execute(db);
  await db.schema.dropTable('auth_tokens').execute();
  await db.schema.alterTable('auth_tokens_next').renameTo('auth_tokens').execute();
  await db.schema.createIndex('auth_tokens_user_id_idx').on('auth_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('oidc_id_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_id_tokens_expires_idx').on('oidc_id_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_id_tokens').execute();
  await db.deleteFrom('auth_tokens').where('purpose', '=', 'email_verification').execute();
  await db.schema
    .createTable('auth_tokens_prev')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('signup', 'password_reset', 'exchange')`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await sql`insert into auth_tokens_prev select token_hash, user_id, purpose, created_at, expires_at, used_at
    from auth_tokens`.execute(db);
  await db.schema.dropTable('auth_tokens').execute();
  await db.schema.alterTable('auth_tokens_prev').renameTo('auth_tokens').execute();
  await db.schema.createIndex('auth_tokens_user_id_idx').on('auth_tokens').columns(['user_id', 'purpose']).execute();
  await db.schema.dropIndex('users_unfinished_signup_idx').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
