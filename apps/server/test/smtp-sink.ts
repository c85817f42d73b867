import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** the raw message with quoted-printable soft breaks and escapes undone */
  body: string;
}

/** A real SMTP server on loopback that keeps what it receives, for tests of the mail we send. */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private waiters: Array<() => void> = [];
  private constructor(private readonly server: SMTPServer) {}

  static async start(): Promise<SmtpSink> {
    // The server's callback needs the sink, and the sink needs the server.
    // eslint-disable-next-line prefer-const
    let sink: SmtpSink | undefined;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          sink?.accept({
            to: session.envelope.rcptTo.map((r) => r.address),
            body: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
          });
          callback();
        });
      },
    });
    // A client that goes away mid-session (an app process killed under load) is its own failure, not the sink's.
    server.on('error', () => {});
    sink = new SmtpSink(server);
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  private accept(mail: ReceivedMail) {
    this.received.push(mail);
    for (const wake of this.waiters.splice(0)) wake();
  }

  /**
   * The next message to `address` after the `seen` first ones (of those holding `containing`, when
   * given), waiting for it to arrive.
   */
  async nextTo(
    address: string,
    seen = 0,
    { containing, timeoutMs = 5000 }: { containing?: string; timeoutMs?: number } = {},
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.received.filter(
        (m) => m.to.includes(address) && (containing === undefined || m.body.includes(containing)),
      )[seen];
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} arrived`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset token in a password-reset message. */
export function resetTokenIn(mail: ReceivedMail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body);
  if (!match?.[1]) throw new Error('no reset link in the message');
  return match[1];
}
