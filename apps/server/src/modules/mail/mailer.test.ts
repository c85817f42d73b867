import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../../../test/smtp-sink.ts';
import { createMailer } from './mailer.ts';
import { passwordResetMail } from './password-reset-mail.ts';

const link = 'https://cards.example.edu/reset-password?token=abc_DEF-123';

function recordingLog() {
  const lines: Array<{ data: unknown; message: string }> = [];
  const log = { info: (data: unknown, message: string) => lines.push({ data, message }) };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('mail', () => {
  it('writes each message to the outbox as an .eml file and logs its link when no SMTP relay is set', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'coursecards-mail-')), 'outbox');
    const { lines, log } = recordingLog();
    const mailer = createMailer({ smtpUrl: undefined, from: 'CourseCards <no-reply@x.edu>', outboxDir }, log);
    await mailer.send(passwordResetMail('ana@ucsc.edu', 'Ana_Lee', link));
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(outboxDir, files[0] ?? ''), 'utf8');
    expect(raw).toContain('To: ana@ucsc.edu');
    expect(raw).toContain('Subject: Reset your CourseCards password');
    expect(lines[0]?.data).toMatchObject({ to: 'ana@ucsc.edu', link });
  });

  describe('over SMTP', () => {
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await SmtpSink.start();
    });
    afterAll(() => sink.stop());

    it('delivers the message with the link in text and HTML, the name escaped', async () => {
      const mailer = createMailer(
        { smtpUrl: sink.url, from: 'CourseCards <no-reply@x.edu>', outboxDir: '/nonexistent' },
        recordingLog().log,
      );
      await mailer.send(passwordResetMail('eve@ucsc.edu', '<b>Eve</b>', link));
      mailer.close();
      const mail = await sink.nextTo('eve@ucsc.edu');
      expect(mail.body).toContain(link);
      expect(mail.body).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;');
      expect(mail.body).toContain('From: CourseCards <no-reply@x.edu>');
    });
  });
});
