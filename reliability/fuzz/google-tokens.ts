import type { MockIssuer } from '../../apps/server/src/modules/google/mock-issuer.test-support.ts';
import { HTML_PAYLOADS } from './hostile-values.ts';

/** Profile claims a Google account could carry to us: markup, control characters, odd lengths and forms. */
const HOSTILE_CLAIMS: ReadonlyArray<Record<string, unknown>> = [
  { name: HTML_PAYLOADS[0], picture: 'javascript:alert(1)' },
  { name: HTML_PAYLOADS[1], picture: 'https://example.com/"><script>alert(1)</script>' },
  { name: 'Maya\u0000Chen' },
  { name: '\uD800 Maya' },
  { name: `${'👩🏽‍🚀'.repeat(120)}` },
  { name: '\u202EnehC ayaM', email_verified: 'true' },
  { name: '   ' },
  { name: 42, picture: ['https://example.com/a.png'] },
  { email_verified: false },
  { email: 'MAYA.UPPER@GMAIL.COM' },
  { email: 'mäya@gmail.com' },
  { email: '  ' },
  { email: `${'a'.repeat(300)}@gmail.com` },
  { email: "o'brien@gmail.com" },
  { sub: "'; DROP TABLE users; --" },
  { sub: 'x'.repeat(1000) },
  { sub: 'sub\u0000nul' },
];

/**
 * Signed, unexpired ID tokens for new people with hostile claims: they reach past the signature
 * check. Each is recorded as our Google callback records the token it hands to a popup (`record`),
 * so google-login and google-signup take it as genuine, once; two per set of claims, one for each.
 */
export async function hostileIdTokens(
  issuer: MockIssuer,
  clientId: string,
  record: (idToken: string, nonce: string) => Promise<void>,
): Promise<string[]> {
  const copies = HOSTILE_CLAIMS.flatMap((claims, i) => [0, 1].map((copy) => ({ claims, id: `${i}-${copy}` })));
  return Promise.all(
    copies.map(async ({ claims, id }) => {
      const nonce = `fuzz-nonce-${id}-${Date.now()}`;
      const token = await issuer.idToken(
        { sub: `fuzz-${id}-${Date.now()}`, email: `fuzz.${id}.${Date.now()}@gmail.com`, nonce, ...claims },
        clientId,
      );
      await record(token, nonce);
      return token;
    }),
  );
}
