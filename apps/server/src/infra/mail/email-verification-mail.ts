import { linkMail } from './link-mail.ts';
import type { MailMessage } from './mailer.ts';

/** The verification e-mail: one link that proves the address, valid for a day, usable once. */
export function emailVerificationMail(to: string, username: string | null, link: string): MailMessage {
  return linkMail(to, username, link, {
    subject: 'Confirm your CourseCards email address',
    reason: 'Please confirm that this is the email address of your CourseCards account.',
    textAction: 'Open this link within the next 24 hours:',
    htmlAction: 'Use this button within the next 24 hours:',
    button: 'Confirm my email address',
    footnote: 'The link works once. If you did not sign up for CourseCards, ignore this e-mail.',
  });
}
