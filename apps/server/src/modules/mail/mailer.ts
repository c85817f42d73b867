import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../lib/ids.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** a link the message carries, logged when mail goes to the outbox so a developer can follow it */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerSettings {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/**
 * SMTP when SMTP_URL is set; otherwise the embedded default: each message is written to the
 * outbox folder as an .eml file (any mail program opens it) and its link is logged.
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
      log.info({ to: message.to, file, link: message.link }, `mail written to the outbox: ${message.subject}`);
    },
    close: () => transport.close(),
  };
}
