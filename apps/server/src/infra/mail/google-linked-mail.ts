import { escapeHtml } from './escape-html.ts';
import type { MailMessage } from './mailer.ts';

/**
 * Tells the owner of an address that Google is now linked to the account it names, and, when the
 * address had never been proven, that the password set before was removed and every other session
 * signed out (whoever set that password may not have been them).
 */
export function googleLinkedMail(
  to: string,
  username: string | null,
  details: { passwordRemoved: boolean; forgotPasswordUrl: string },
): MailMessage {
  const name = username ?? 'there';
  const removed = [
    'This email address had not been confirmed on CourseCards, so the account could have been',
    'opened by someone else. To keep it yours, the password that was set on it was removed and',
    'every other session was signed out.',
  ].join(' ');
  const password = `You can keep signing in with Google, or choose a password again at ${details.forgotPasswordUrl}.`;
  const text = [
    `Hi ${name},`,
    '',
    'Google sign-in is now linked to your CourseCards account.',
    ...(details.passwordRemoved ? ['', removed, '', password] : []),
    '',
    '— CourseCards',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hi ${escapeHtml(name)},</p>
<p>Google sign-in is now linked to your CourseCards account.</p>
${details.passwordRemoved ? `<p>${escapeHtml(removed)}</p><p>${escapeHtml(password)}</p>` : ''}
<p>— CourseCards</p></body></html>`;
  return { to, subject: 'Google sign-in is linked to your CourseCards account', text, html };
}
