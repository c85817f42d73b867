import { escapeHtml } from './escape-html.ts';
import type { MailMessage } from './mailer.ts';

/** What differs between the mails that carry one single-use link; the wording is plain text, never escaped. */
export interface LinkMailWording {
  subject: string;
  /** what happened, as the first sentence */
  reason: string;
  /** how to use the link in the text part ("Open this link …:") and in the HTML part ("… use this button …:") */
  textAction: string;
  htmlAction: string;
  button: string;
  /** what to do if the mail was not expected */
  footnote: string;
}

/** A mail with one link for `to`, in text and HTML, greeting the account's username. */
export function linkMail(to: string, username: string | null, link: string, wording: LinkMailWording): MailMessage {
  const name = username ?? 'there';
  const text = [
    `Hi ${name},`,
    '',
    wording.reason,
    wording.textAction,
    '',
    link,
    '',
    wording.footnote,
    '',
    '— CourseCards',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hi ${escapeHtml(name)},</p>
<p>${wording.reason} ${wording.htmlAction}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${wording.button}</a></p>
<p style="font-size:13px;color:#475569">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">${wording.footnote}</p>
<p>— CourseCards</p></body></html>`;
  return { to, subject: wording.subject, text, html };
}
