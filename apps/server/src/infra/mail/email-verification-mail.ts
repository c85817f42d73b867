import { escapeHtml } from './escape-html.ts';
import type { MailMessage } from './mailer.ts';

/** The verification e-mail: one link that proves the address, valid for a day, usable once. */
export function emailVerificationMail(to: string, username: string | null, link: string): MailMessage {
  const name = username ?? 'there';
  const text = [
    `Hi ${name},`,
    '',
    'Please confirm that this is the email address of your CourseCards account.',
    'Open this link within the next 24 hours:',
    '',
    link,
    '',
    'The link works once. If you did not sign up for CourseCards, ignore this e-mail.',
    '',
    '— CourseCards',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hi ${escapeHtml(name)},</p>
<p>Please confirm that this is the email address of your CourseCards account. Use this button within the next 24 hours:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">Confirm my email address</a></p>
<p style="font-size:13px;color:#475569">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">The link works once. If you did not sign up for CourseCards, ignore this e-mail.</p>
<p>— CourseCards</p></body></html>`;
  return { to, subject: 'Confirm your CourseCards email address', text, html };
}
