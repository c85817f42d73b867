import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** What the popup tells the page that opened it; the web app listens for exactly this type. */
export type PopupMessage =
  | {
      type: 'coursecards:google';
      idToken: string;
      profile: { uid: string; email: string; displayName: string | null; photoURL: string | null };
    }
  | { type: 'coursecards:google'; error: string };

export const NOT_CONFIGURED = 'Google sign-in is not configured on this server';

/** JSON that is safe inside an inline <script>: no way to close the tag or break the line. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The page the popup ends on: it hands the result to the opener (only if the opener is our own
 * public origin) and closes. Its one inline script runs by nonce under a policy that allows
 * nothing else; the ID token travels in this body only, never in a URL.
 */
export function sendPopupPage(reply: FastifyReply, message: PopupMessage, targetOrigin: string): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const ok = 'idToken' in message;
  const script = `(function () {
  var message = ${scriptJson(message)};
  if (window.opener) {
    window.opener.postMessage(message, ${scriptJson(targetOrigin)});
    window.close();
  }
})();`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>CourseCards · Google sign-in</title>
<style nonce="${nonce}">
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:15px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;background:#f8fafc;color:#0f172a}
p{max-width:22rem;padding:0 1.5rem;text-align:center}
</style>
</head>
<body>
<p>${ok ? 'Signing you in… This window closes by itself.' : 'Google sign-in did not finish. You can close this window and try again.'}</p>
<script nonce="${nonce}">${script}</script>
</body>
</html>`;
  return (
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      )
      .header('cache-control', 'no-store')
      // The callback address carried the authorization code: no referrer anywhere.
      .header('referrer-policy', 'no-referrer')
      // A policy stricter than none would put the popup in a new browsing context group and cut it
      // off from window.opener on its way back from the issuer.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .send(html)
  );
}
