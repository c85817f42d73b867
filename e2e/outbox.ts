import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from './fixtures.ts';

/**
 * The links to `pathname` (with a `token`) in the mail the server under test wrote to `email`,
 * newest first. Without a mail relay the server writes each message to its outbox folder as an
 * .eml file; the links are nowhere else (never in its log).
 */
async function linksIn(email: string, pathname: string): Promise<string[]> {
  const outbox = join(process.env.E2E_DATA_DIR!, 'outbox');
  const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  const links: string[] = [];
  for (const file of files.reverse()) {
    const raw = await readFile(join(outbox, file), 'utf8');
    if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
    // Undo quoted-printable: soft line breaks and =XX escapes.
    const text = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const link = new RegExp(`https?://[^\\s"<>]+${pathname}\\?token=[^\\s"<>&]+`).exec(text)?.[0];
    if (link) links.push(link);
  }
  return links;
}

/**
 * The path (and token) of the `nth` newest mailed link to `pathname` for `email`, waiting for it to
 * arrive. The link names the server's public address; the same path opens on the server under test.
 */
export async function mailedLink(email: string, pathname: string, { nth = 0 } = {}): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await linksIn(email, pathname))[nth];
        return link;
      },
      { message: `mail to ${email} with a ${pathname} link (#${nth + 1} newest)`, timeout: 10_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}
