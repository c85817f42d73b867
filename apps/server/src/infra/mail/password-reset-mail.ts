import { linkMail } from './link-mail.ts';
import type { MailMessage } from './mailer.ts';

/** The password-reset e-mail: one link, valid for an hour, usable once. */
export function passwordResetMail(to: string, username: string | null, link: string): MailMessage {
  return linkMail(to, username, link, {
    subject: 'Reset your CourseCards password',
    reason: 'Someone asked to reset the password of your CourseCards account.',
    textAction: 'To choose a new password, open this link within the next hour:',
    htmlAction: 'To choose a new password, use this button within the next hour:',
    button: 'Choose a new password',
    footnote: 'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}
