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
  const lines: Array<{ level: string; data: unknown; message: string }> = [];
  const at = (level: string) => (data: unknown, message: string) => lines.push({ level, data, message });
  const log = { info: at('info'), warn: at('warn'), error: at('error') };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

const outboxDir = () => join(mkdtempSync(join(tmpdir(), 'coursecards-mail-')), 'outbox');

describe('mail', () => {
  it('writes each message to the outbox as an .eml file, and never puts its link in the log', async () => {
    const dir = outboxDir();
    const { lines, log } = recordingLog();
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'CourseCards <no-reply@x.edu>', outboxDir: dir, production: false },
      log,
    );
    await mailer.send(passwordResetMail('ana@ucsc.edu', 'Ana_Lee', link));
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(dir, files[0] ?? ''), 'utf8');
    expect(raw).toContain('To: ana@ucsc.edu');
    expect(raw).toContain('Subject: Reset your CourseCards password');
    // The link is in the file (quoted-printable undone): that is where a developer finds it.
    expect(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(link);
    // A working link in a log line is a working link for anyone who reads the logs.
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('abc_DEF-123');
    expect(lines[0]?.data).toMatchObject({ file: join(dir, files[0] ?? '') });
  });

  it('warns once, when it is made, that a production server without a relay delivers no mail', () => {
    const warnings = (settings: { smtpUrl: string | undefined; production: boolean }) => {
      const { lines, log } = recordingLog();
      createMailer({ ...settings, from: 'CourseCards <no-reply@x.edu>', outboxDir: outboxDir() }, log).close();
      return lines.filter((l) => l.level === 'warn');
    };
    const [warning, ...more] = warnings({ smtpUrl: undefined, production: true });
    expect(more).toEqual([]);
    expect(warning?.message).toMatch(/SMTP_URL is not set: no mail is delivered/);
    expect(warnings({ smtpUrl: undefined, production: false })).toEqual([]);
    expect(warnings({ smtpUrl: 'smtp://127.0.0.1:2525', production: true })).toEqual([]);
  });

  describe('over SMTP', () => {
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await SmtpSink.start();
    });
    afterAll(() => sink.stop());

    it('delivers the message with the link in text and HTML, the name escaped', async () => {
      const mailer = createMailer(
        { smtpUrl: sink.url, from: 'CourseCards <no-reply@x.edu>', outboxDir: '/nonexistent', production: true },
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
