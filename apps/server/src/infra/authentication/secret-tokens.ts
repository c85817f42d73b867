import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and single-use link tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored: a leaked database holds no usable token. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
