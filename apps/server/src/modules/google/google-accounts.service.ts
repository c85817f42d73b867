import { AccountLimits } from '@coursecards/shared/constants/limits';
import { findSchool } from '@coursecards/shared/domain/schools';
import { sanitizeUsername, usernameKey } from '@coursecards/shared/domain/username';
import {
  EMAIL_IN_USE_MESSAGE,
  type CheckExistingAccountResponse,
  type SessionResponse,
} from '@coursecards/shared/schemas/auth';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import type { BackgroundWork } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { createSession, revokeAllSessions } from '../../infra/authentication/index.ts';
import { forgetDevices, deleteSingleUseTokensOf } from '../auth/index.ts';
import { googleLinkedMail, type Mailer } from '../../infra/mail/index.ts';
import {
  isExpiredSignup,
  isUnfinishedSignup,
  toSessionUser,
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  findUserByUsernameKey,
  insertUser,
  updateUser,
} from '../users/index.ts';
import { deleteUnfinishedSignup, setGoogleSubject } from './google-accounts.repository.ts';
import type { GoogleIdentity } from './oidc-client.ts';

export interface GoogleAccountDeps {
  db: Kysely<DB>;
  clock: Clock;
  mailer: Mailer;
  /** links in the mail we send start here */
  publicUrl: string;
  background: BackgroundWork;
}

export const USER_NOT_FOUND_MESSAGE = 'User not found. Please complete the signup process.';
export const DIFFERENT_CREDENTIALS_MESSAGE =
  'An account already exists with the same email address but different sign-in credentials.';
export const INVALID_UNIVERSITY_MESSAGE = 'Please select a valid university from the list';

/** 409 for google-signup: the e-mail is a password account's; the body says so with `emailInUse`. */
export class EmailInUseError extends AppError {
  constructor() {
    super(409, 'conflict', EMAIL_IN_USE_MESSAGE);
  }
}

/**
 * POST /auth/check-existing-account. `hasFirestoreData` (the spec's name) is "has a completed
 * profile". A sign-up left unfinished for over a day no longer exists.
 */
export async function checkExistingAccount(
  db: Kysely<DB>,
  clock: Clock,
  email: string,
): Promise<CheckExistingAccountResponse> {
  const found = await findUserByEmail(db, email);
  const user = found && !isExpiredSignup(found, clock.now()) ? found : undefined;
  return {
    accountExists: Boolean(user),
    hasGoogleProvider: Boolean(user?.google_sub),
    hasFirestoreData: user !== undefined && user.signup_completed_at !== null,
  };
}

async function sessionFor(db: Kysely<DB>, clock: Clock, user: UserRow): Promise<SessionResponse> {
  return { token: await createSession(db, clock, user.id), user: toSessionUser(user) };
}

/**
 * POST /auth/google-login, with an already verified identity. The account is the one this Google
 * subject signed up with; failing that, a password account with the same e-mail is linked to
 * Google, but only when the issuer vouches that the e-mail belongs to this Google user
 * (email_verified true): otherwise anyone able to name an address at an issuer could take over
 * the account that uses it.
 */
export async function googleLogin(deps: GoogleAccountDeps, identity: GoogleIdentity): Promise<SessionResponse> {
  const { db, clock } = deps;
  let user = await findUserByGoogleSub(db, identity.sub);
  if (!user) {
    const byEmail = await findUserByEmail(db, identity.email);
    if (!byEmail || byEmail.signup_completed_at === null) throw notFound(USER_NOT_FOUND_MESSAGE);
    if (byEmail.google_sub !== null || identity.emailVerified !== true) throw conflict(DIFFERENT_CREDENTIALS_MESSAGE);
    user = await linkGoogle(deps, byEmail, identity);
  }
  if (user.signup_completed_at === null) throw notFound(USER_NOT_FOUND_MESSAGE);
  return sessionFor(db, clock, user);
}

/**
 * Records the Google subject on a password account; a concurrent link of another subject wins and
 * this fails. When nothing had proven the account's address, whoever set its password may not own
 * the address (anyone can sign up with anyone's e-mail): the issuer has now proven it, so the
 * account is the address owner's, and the password, every session, every pending link and every
 * browser sign-in throttling trusted that came before go, in the same transaction. The owner is told
 * by mail either way.
 */
async function linkGoogle(deps: GoogleAccountDeps, user: UserRow, identity: GoogleIdentity): Promise<UserRow> {
  const now = deps.clock.now();
  const proven = user.email_verified_at !== null;
  await deps.db.transaction().execute(async (trx) => {
    // Decided on what was read: the account must still be as proven (or not) as it was.
    const updated = await setGoogleSubject(trx, user.id, proven, {
      google_sub: identity.sub,
      display_name: user.display_name ?? identity.name,
      photo_url: user.photo_url ?? identity.picture,
      updated_at: now,
      ...(proven ? {} : { password_hash: null, email_verified_at: now }),
    });
    if (!updated) throw conflict(DIFFERENT_CREDENTIALS_MESSAGE);
    if (!proven) {
      await revokeAllSessions(trx, user.id);
      await deleteSingleUseTokensOf(trx, user.id);
      await forgetDevices(trx, user.id);
    }
  });
  const linked = await findUserById(deps.db, user.id);
  if (!linked) throw notFound(USER_NOT_FOUND_MESSAGE);
  deps.background.run('Google link notice', () =>
    deps.mailer.send(
      googleLinkedMail(linked.email, linked.username, {
        passwordRemoved: !proven,
        forgotPasswordUrl: `${deps.publicUrl}/forgot-password`,
      }),
    ),
  );
  return linked;
}

/**
 * POST /auth/google-signup, with an already verified identity: creates the account (or finishes
 * one this Google subject started) with the chosen university. Signing up again with the same
 * Google account just signs in. An e-mail that already has a password account is refused
 * (emailInUse): the student signs in with the password, and may link Google from the login page.
 * A password sign-up stopped after step one never keeps the address from an issuer-vouched owner
 * (nor from anyone, once a day old): it is removed and the Google account made.
 */
export async function googleSignup(
  { db, clock }: Pick<GoogleAccountDeps, 'db' | 'clock'>,
  identity: GoogleIdentity,
  input: { university: string; schools: readonly string[] },
): Promise<{ session: SessionResponse; created: boolean }> {
  const university = findSchool(input.schools, input.university);
  if (!university) throw badRequest(INVALID_UNIVERSITY_MESSAGE);

  for (let attempt = 0; ; attempt++) {
    const existing = await findUserByGoogleSub(db, identity.sub);
    if (existing) {
      const user = existing.signup_completed_at === null ? await complete(db, clock, existing, university) : existing;
      return { session: await sessionFor(db, clock, user), created: false };
    }
    const byEmail = await findUserByEmail(db, identity.email);
    if (byEmail) {
      const vouched = identity.emailVerified === true;
      if (!isUnfinishedSignup(byEmail) || !(vouched || isExpiredSignup(byEmail, clock.now()))) {
        throw new EmailInUseError();
      }
      await deleteUnfinishedSignup(db, byEmail.id);
    }

    const row = await newGoogleUser(db, clock, identity, university);
    try {
      await insertUser(db, row);
      return { session: await sessionFor(db, clock, row), created: true };
    } catch (err) {
      // Another request took this e-mail, subject or username in the meantime: look again.
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

async function complete(db: Kysely<DB>, clock: Clock, user: UserRow, university: string): Promise<UserRow> {
  const now = clock.now();
  await updateUser(db, user.id, { university, signup_completed_at: now, updated_at: now });
  return { ...user, university, signup_completed_at: now, updated_at: now };
}

async function newGoogleUser(db: Kysely<DB>, clock: Clock, identity: GoogleIdentity, university: string) {
  const now = clock.now();
  const username = await freeUsername(db, usernameBase(identity));
  return {
    id: newId(),
    email: identity.email,
    username,
    username_key: usernameKey(username),
    password_hash: null,
    google_sub: identity.sub,
    university,
    field_of_study: null,
    display_name: identity.name,
    photo_url: identity.picture,
    signup_completed_at: now,
    // Proven only when the issuer vouches for the address.
    email_verified_at: identity.emailVerified === true ? now : null,
    created_at: now,
    updated_at: now,
  } satisfies UserRow;
}

/** Room kept at the end of a name for a number that makes it unique. */
const SUFFIX_ROOM = 5;

/**
 * A username from the Google name ("José García" → "JoseGarcia"), else the e-mail's local part,
 * else "student": letters, digits and underscore only, as the sign-up form allows.
 */
export function usernameBase(identity: Pick<GoogleIdentity, 'name' | 'email'>): string {
  const clean = (text: string) =>
    sanitizeUsername(
      text
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .replace(/[\s.-]+/g, (m) => (m.trim() ? '_' : '')),
    ).slice(0, AccountLimits.usernameMax - SUFFIX_ROOM);
  const fromName = clean(identity.name ?? '');
  if (fromName.length >= AccountLimits.usernameMin) return fromName;
  const fromEmail = clean(identity.email.split('@')[0] ?? '');
  if (fromEmail.length >= AccountLimits.usernameMin) return fromEmail;
  return 'student';
}

/** The base itself when free (ignoring case), else the base with the smallest free number. */
async function freeUsername(db: Kysely<DB>, base: string): Promise<string> {
  if (!(await findUserByUsernameKey(db, usernameKey(base)))) return base;
  for (let n = 2; n < 100; n++) {
    const candidate = `${base}${n}`;
    if (!(await findUserByUsernameKey(db, usernameKey(candidate)))) return candidate;
  }
  // A very common name: a random tail, which the unique index still guards.
  return `${base}${Math.floor(1000 + Math.random() * 9000)}`;
}
