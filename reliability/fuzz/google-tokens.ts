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

/** Signed, unexpired ID tokens for new people with hostile claims: they reach past the signature check. */
export async function hostileIdTokens(issuer: MockIssuer, clientId: string): Promise<string[]> {
  return Promise.all(
    HOSTILE_CLAIMS.map((claims, i) =>
      issuer.idToken(
        { sub: `fuzz-${i}-${Date.now()}`, email: `fuzz.${i}.${Date.now()}@gmail.com`, ...claims },
        clientId,
      ),
    ),
  );
}
