import { escapeHtml } from './escape-html.ts';
import type { MailMessage } from './mailer.ts';

/** The password-reset e-mail: one link, valid for an hour, usable once. */
export function passwordResetMail(to: string, username: string | null, link: string): MailMessage {
  const name = username ?? 'there';
  const text = [
    `Hi ${name},`,
    '',
    'Someone asked to reset the password of your CourseCards account.',
    'To choose a new password, open this link within the next hour:',
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    '— CourseCards',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hi ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your CourseCards account. To choose a new password, use this button within the next hour:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">Choose a new password</a></p>
<p style="font-size:13px;color:#475569">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>— CourseCards</p></body></html>`;
  return { to, subject: 'Reset your CourseCards password', text, html };
}
