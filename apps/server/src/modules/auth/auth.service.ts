import { findSchool } from '@coursecards/shared/domain/schools';
import { usernameKey } from '@coursecards/shared/domain/username';
import type { SessionResponse } from '@coursecards/shared/schemas/auth';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import type { BackgroundWork } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, forbidden, unauthenticated } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isUniqueViolation, violatedColumn } from '../../lib/unique-violation.ts';
import { passwordResetMail, type Mailer } from '../../infra/mail/index.ts';
import {
  toSessionUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  findUserByUsernameKey,
  insertUser,
  updateUser,
  deleteExpiredSignups,
  isExpiredSignup,
  isUnfinishedSignup,
} from '../users/index.ts';
import { mailVerificationLink } from './email-verification.service.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { createSession, revokeAllSessions } from '../../infra/authentication/index.ts';
import { consumeSingleUseToken, issueSingleUseToken, type ConsumeResult } from './single-use-tokens.ts';

export interface AuthDeps {
  db: Kysely<DB>;
  clock: Clock;
  schools: readonly string[];
  mailer: Mailer;
  publicUrl: string;
  /** work done after answering (issuing links, sending mail) */
  background: BackgroundWork;
}

export const INVALID_LOGIN = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const USERNAME_TAKEN = 'Username already taken';
export const INVALID_UNIVERSITY = 'Please select a valid university from the list';
export const SIGNUP_COMPLETE_FAILED = 'Failed to complete signup';
export const SIGNUP_NOT_FINISHED = 'Your sign-up was not finished. Please sign up again to choose your university.';

const RESET_LINK_ERRORS: Record<Exclude<ConsumeResult, { ok: true }>['reason'], string> = {
  invalid: 'This reset link is not valid. Please request a new one.',
  used: 'This reset link has already been used. Please request a new one.',
  expired: 'This reset link has expired. Please request a new one.',
};

async function sessionFor(deps: AuthDeps, user: UserRow): Promise<SessionResponse> {
  return { token: await createSession(deps.db, deps.clock, user.id), user: toSessionUser(user) };
}

/** Same answer and about the same time for an unknown e-mail as for a wrong password. */
export async function login(deps: AuthDeps, email: string, password: string): Promise<SessionResponse> {
  const user = await findUserByEmail(deps.db, email);
  const matches = user?.password_hash
    ? await verifyPassword(user.password_hash, password)
    : await verifyAgainstNothing(password);
  if (!user || !matches) throw unauthenticated(INVALID_LOGIN);
  // No session ever exists for an unfinished sign-up: until step 2, anyone could have typed that e-mail.
  if (user.signup_completed_at === null) throw forbidden(SIGNUP_NOT_FINISHED);
  return sessionFor(deps, user);
}

/** Whether a username can be taken: valid, and no other account holds it in any letter case. */
export async function isUsernameAvailable(deps: AuthDeps, username: string, forUserId?: string): Promise<boolean> {
  const holder = await findUserByUsernameKey(deps.db, usernameKey(username));
  if (!holder) return true;
  if (holder.id === forUserId) return true;
  return isExpiredSignup(holder, deps.clock.now());
}

/**
 * Sign-up step 1 (product decisions): a pending account with its password, and a short-lived token that
 * only step 2 for the same e-mail can spend. Starting again before step 2 replaces the pending one.
 */
export async function startSignup(
  deps: AuthDeps,
  input: { email: string; password: string; username: string },
): Promise<{ uid: string; signupToken: string }> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  const key = usernameKey(input.username);

  const userId = await deps.db
    .transaction()
    .execute(async (trx) => {
      // Sign-ups left unfinished for a day expire: they hold no address or name any more.
      await deleteExpiredSignups(trx, now);
      const byEmail = await findUserByEmail(trx, input.email);
      const pendingOwnEmail = byEmail && isUnfinishedSignup(byEmail);
      if (byEmail && !pendingOwnEmail) throw conflict(EMAIL_TAKEN);

      const holder = await findUserByUsernameKey(trx, key);
      if (holder && holder.id !== byEmail?.id) {
        if (!isExpiredSignup(holder, now)) throw conflict(USERNAME_TAKEN);
        await deleteUser(trx, holder.id);
      }

      if (byEmail) {
        await revokeAllSessions(trx, byEmail.id);
        // Starting again is a new sign-up: its day to finish starts now.
        await updateUser(trx, byEmail.id, {
          username: input.username,
          username_key: key,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
        });
        return byEmail.id;
      }
      const id = newId();
      await insertUser(trx, {
        id,
        email: input.email,
        username: input.username,
        username_key: key,
        password_hash: passwordHash,
        google_sub: null,
        university: null,
        field_of_study: null,
        display_name: null,
        photo_url: null,
        signup_completed_at: null,
        email_verified_at: null,
        created_at: now,
        updated_at: now,
      });
      return id;
    })
    .catch((err: unknown) => {
      // Another sign-up took the e-mail or username between our check and our insert.
      if (isUniqueViolation(err))
        throw conflict(violatedColumn(err).includes('username') ? USERNAME_TAKEN : EMAIL_TAKEN);
      throw err;
    });
  const signupToken = await issueSingleUseToken(deps.db, deps.clock, userId, 'signup');
  return { uid: userId, signupToken };
}

/** Sign-up step 2: the university (one of the list, stored in its spelling) and field of study. */
export async function completeSignup(
  deps: AuthDeps,
  input: { email: string; university: string; fieldOfStudy: string; signupToken: string },
): Promise<SessionResponse> {
  const university = findSchool(deps.schools, input.university);
  if (!university) throw badRequest(INVALID_UNIVERSITY);

  // One transaction: the token is spent only if the account is completed and its session made.
  const done = await deps.db.transaction().execute(async (trx) => {
    const spent = await consumeSingleUseToken(trx, deps.clock, input.signupToken, 'signup');
    if (!spent.ok) return null;
    const user = await findUserById(trx, spent.userId);
    // The token names its account: shown with another e-mail, it is spent (it has leaked) and refused.
    if (!user || user.email !== input.email) return null;

    const now = deps.clock.now();
    const completed = {
      university,
      field_of_study: input.fieldOfStudy || null,
      signup_completed_at: user.signup_completed_at ?? now,
      updated_at: now,
    };
    await updateUser(trx, user.id, completed);
    return { user, session: await sessionFor({ ...deps, db: trx }, { ...user, ...completed }) };
  });
  if (!done) throw forbidden(SIGNUP_COMPLETE_FAILED);
  // Nothing has proven the address yet: the account works, and a link will prove it.
  if (done.user.email_verified_at === null) mailVerificationLink(deps, done.user);
  return done.session;
}

/**
 * Sends a reset link when the e-mail has an account. The route runs it only after answering, the
 * same answer for any address, so neither the answer nor its timing tells whether an account exists.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  // An unfinished sign-up has no password worth resetting: signing up again replaces it.
  if (!user || user.signup_completed_at === null) return;
  const token = await issueSingleUseToken(deps.db, deps.clock, user.id, 'password_reset');
  const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send(passwordResetMail(user.email, user.username, link));
}

/**
 * Spends a reset link: new password, every old session ended, and a new session for this browser.
 * The link came by mail to the address, so it proves the address too.
 */
export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<SessionResponse> {
  const passwordHash = await hashPassword(password);
  // One transaction: a link is spent only together with the password it sets.
  type Outcome = { error: string } | { session: SessionResponse };
  const outcome = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const spent = await consumeSingleUseToken(trx, deps.clock, token, 'password_reset');
    if (!spent.ok) return { error: RESET_LINK_ERRORS[spent.reason] };
    const found = await findUserById(trx, spent.userId);
    if (!found) return { error: RESET_LINK_ERRORS.invalid };
    const now = deps.clock.now();
    const user = { ...found, password_hash: passwordHash, email_verified_at: found.email_verified_at ?? now };
    await updateUser(trx, user.id, {
      password_hash: passwordHash,
      email_verified_at: user.email_verified_at,
      updated_at: now,
    });
    await revokeAllSessions(trx, user.id);
    return { session: await sessionFor({ ...deps, db: trx }, user) };
  });
  if ('error' in outcome) throw new AppError(400, 'validation_error', outcome.error);
  return outcome.session;
}

/** A one-time token from a link becomes a session (spec: session start with `?token=`). */
export async function exchangeToken(deps: AuthDeps, token: string): Promise<{ token: string; message: string }> {
  // One transaction: the one-time token is spent only if its session is made.
  const session = await deps.db.transaction().execute(async (trx) => {
    const spent = await consumeSingleUseToken(trx, deps.clock, token, 'exchange');
    if (!spent.ok) return null;
    const user = await findUserById(trx, spent.userId);
    return user ? createSession(trx, deps.clock, user.id) : null;
  });
  if (!session) throw unauthenticated('Token exchange failed');
  return { token: session, message: 'Signed in' };
}
