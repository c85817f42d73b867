// The mail module's public entry: other modules import only what is listed here (docs/contributing.md).
export { emailVerificationMail } from './email-verification-mail.ts';
export { googleLinkedMail } from './google-linked-mail.ts';
export { type Mailer } from './mailer.ts';
export { passwordResetMail } from './password-reset-mail.ts';
