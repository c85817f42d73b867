import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { newId } from '../../lib/ids.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerSettings {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  /** a production server: one without a relay says loudly that its mail goes nowhere */
  production: boolean;
}

/** The app's mailer, closed with the app. */
export function registerMail(app: FastifyInstance, settings: MailerSettings): Mailer {
  const mailer = createMailer(settings, app.log);
  app.addHook('onClose', async () => mailer.close());
  return mailer;
}

/**
 * SMTP when SMTP_URL is set; otherwise the embedded default: each message is written to the
 * outbox folder as an .eml file (any mail program opens it). Its links stay in that file: a
 * working reset or verification link in a log line works for whoever reads the logs.
 */
export function createMailer(settings: MailerSettings, log: FastifyBaseLogger): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
      close: () => transport.close(),
    };
  }

  if (settings.production) {
    // Made once, at start: the one place an operator sees that students get no reset links.
    log.warn(
      { outbox: settings.outboxDir },
      'SMTP_URL is not set: no mail is delivered. Password-reset and verification mail is only written to the outbox folder. Set SMTP_URL to a mail relay.',
    );
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(settings.outboxDir, { recursive: true });
      const file = join(settings.outboxDir, `${Date.now()}-${newId().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file }, `mail written to the outbox: ${message.subject}`);
    },
    close: () => transport.close(),
  };
}
