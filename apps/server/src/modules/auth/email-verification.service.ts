import { EmailVerificationMessages } from '@coursecards/shared/constants/messages';
import type { EmailVerificationResponse } from '@coursecards/shared/schemas/auth';
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '../../db/types.ts';
import type { BackgroundWork } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { emailVerificationMail, type Mailer } from '../../infra/mail/index.ts';
import { findUserById, updateUser } from '../users/index.ts';
import { consumeSingleUseToken, issueSingleUseToken, type ConsumeResult } from './single-use-tokens.ts';

export interface EmailVerificationDeps {
  db: Kysely<DB>;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  background: BackgroundWork;
}

const LINK_ERRORS: Record<Exclude<ConsumeResult, { ok: true }>['reason'], string> = {
  invalid: EmailVerificationMessages.invalid,
  // A link is spent only together with the proof it carries: a used one has proven the address.
  used: EmailVerificationMessages.used,
  expired: EmailVerificationMessages.expired,
};

/**
 * Mails the account a new verification link, after the answer to the request that asked for it.
 * Only the newest link works (issuing one removes the older ones).
 */
export function mailVerificationLink(deps: EmailVerificationDeps, user: Pick<UserRow, 'id' | 'email' | 'username'>) {
  deps.background.run('verification e-mail', async () => {
    const token = await issueSingleUseToken(deps.db, deps.clock, user.id, 'email_verification');
    const link = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(emailVerificationMail(user.email, user.username, link));
  });
}

/** POST /auth/resend-verification: a new link for the signed-in student, unless the address is proven. */
export function resendVerification(deps: EmailVerificationDeps, user: UserRow): EmailVerificationResponse {
  if (user.email_verified_at !== null) {
    return { message: EmailVerificationMessages.alreadyVerified, emailVerified: true };
  }
  mailVerificationLink(deps, user);
  return { message: EmailVerificationMessages.sent(user.email), emailVerified: false };
}

/**
 * POST /auth/verify-email: spends the link and marks the address proven, in one transaction. It
 * signs nobody in: a link in a mailbox is proof of the mailbox, not a way into the account.
 */
export async function verifyEmail(deps: EmailVerificationDeps, token: string): Promise<EmailVerificationResponse> {
  const error = await deps.db.transaction().execute(async (trx) => {
    const spent = await consumeSingleUseToken(trx, deps.clock, token, 'email_verification');
    if (!spent.ok) return LINK_ERRORS[spent.reason];
    const user = await findUserById(trx, spent.userId);
    if (!user) return LINK_ERRORS.invalid;
    if (user.email_verified_at === null) {
      await updateUser(trx, user.id, { email_verified_at: deps.clock.now() });
    }
    return null;
  });
  if (error) throw new AppError(400, 'validation_error', error);
  return { message: EmailVerificationMessages.verified, emailVerified: true };
}
