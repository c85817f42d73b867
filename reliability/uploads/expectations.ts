import sharp from 'sharp';
import { send, type Answer } from './http.ts';

/** What the test knows when it judges an answer. */
export interface Context {
  baseUrl: string;
  /** the uploaded file, to tell a re-encoded image from a copy */
  sent: Buffer;
}

/** The answer an attack must get; `check` returns what is wrong with it (nothing when it is right). */
export interface Expectation {
  /** how the table names the expected outcome */
  label: string;
  check(answer: Answer, context: Context): Promise<string[]>;
}

function json(answer: Answer): Record<string, unknown> {
  try {
    return JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A clean refusal: this status and one of these messages. */
export function refused(status: number, ...messages: string[]): Expectation {
  return {
    label: `${status}`,
    async check(answer) {
      const problems: string[] = [];
      if (answer.status !== status) problems.push(`expected ${status}, got ${answer.status}`);
      const message = json(answer).message;
      if (!messages.includes(String(message)))
        problems.push(`expected the message ${messages.map((m) => `"${m}"`).join(' or ')}, got "${String(message)}"`);
      return problems;
    },
  };
}

const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
const SHARP_FORMATS = { png: 'png', jpg: 'jpeg', gif: 'gif', webp: 'webp' } as const;
type StoredKind = keyof typeof IMAGE_TYPES;

/** Bytes that would let a stored file act as a page, a script or a document if it were ever sniffed. */
const ACTIVE_CONTENT = ['<script', '<html', '<!doctype', '<svg', 'alert(', 'javascript:', '%PDF-', '<?xml'];

/**
 * Accepted and stored as a `kind` image, and safe when fetched back: the declared type, nosniff, a
 * sandboxing CSP, the format's own first bytes, re-encoded (not the bytes sent) with nothing active
 * left in it, and no larger than the product's 2048 px.
 */
export function storedImage(kind: StoredKind, bounds: { maxBytes?: number; maxPixels?: number } = {}): Expectation {
  return {
    label: `201 ${kind}`,
    async check(answer, { baseUrl, sent }) {
      if (answer.status !== 201) return [`expected 201, got ${answer.status} ${answer.body.toString().slice(0, 80)}`];
      const imageUrl = json(answer).imageUrl;
      if (typeof imageUrl !== 'string' || !new RegExp(`^/uploads/[a-z0-9]+\\.${kind}$`).test(imageUrl))
        return [`expected an imageUrl ending in .${kind}, got ${String(imageUrl)}`];
      const stored = await send(`${baseUrl}${imageUrl}`);
      const problems: string[] = [];
      if (stored.status !== 200) problems.push(`fetching ${imageUrl} gave ${stored.status}`);
      if (stored.headers['content-type'] !== IMAGE_TYPES[kind])
        problems.push(`served as ${String(stored.headers['content-type'])}, not ${IMAGE_TYPES[kind]}`);
      if (stored.headers['x-content-type-options'] !== 'nosniff') problems.push('served without nosniff');
      if (!/\bsandbox\b/.test(String(stored.headers['content-security-policy'] ?? '')))
        problems.push('served without a sandboxing Content-Security-Policy');
      if (stored.body.equals(sent)) problems.push('stored as sent, not re-encoded');
      if (bounds.maxBytes !== undefined && stored.body.length > bounds.maxBytes)
        problems.push(`stored at ${stored.body.length} bytes, over ${bounds.maxBytes}`);
      const text = stored.body.toString('latin1').toLowerCase();
      for (const marker of ACTIVE_CONTENT) if (text.includes(marker)) problems.push(`stored bytes hold "${marker}"`);
      try {
        const meta = await sharp(stored.body).metadata();
        if (meta.format !== SHARP_FORMATS[kind]) problems.push(`stored bytes decode as ${meta.format}, not ${kind}`);
        if ((meta.width ?? 0) > 2048 || (meta.pageHeight ?? meta.height ?? 0) > 2048)
          problems.push(`stored at ${meta.width}×${meta.height}, over 2048 px`);
        const pixels = (meta.width ?? 0) * (meta.height ?? 0);
        if (bounds.maxPixels !== undefined && pixels > bounds.maxPixels)
          problems.push(`stored with ${pixels} pixels over its frames, over ${bounds.maxPixels}`);
      } catch (err) {
        problems.push(`stored bytes do not decode: ${(err as Error).message}`);
      }
      return problems;
    },
  };
}

/** Read: the page count and the text, or text that begins as given. */
export function readText(pageCount: number, text: string, { startsWith = false } = {}): Expectation {
  return {
    label: `200 ${pageCount} p.`,
    async check(answer) {
      if (answer.status !== 200) return [`expected 200, got ${answer.status} ${answer.body.toString().slice(0, 80)}`];
      const body = json(answer);
      const problems: string[] = [];
      if (body.pageCount !== pageCount) problems.push(`expected ${pageCount} pages, got ${String(body.pageCount)}`);
      const got = String(body.text);
      if (startsWith ? !got.startsWith(text) : got !== text)
        problems.push(`unexpected text: "${got.slice(0, 80)}${got.length > 80 ? '…' : ''}"`);
      return problems;
    },
  };
}
