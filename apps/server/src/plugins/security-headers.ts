import { createHash } from 'node:crypto';
import { themeBootScript } from '@coursecards/shared/domain/theme';
import type { FastifyInstance } from 'fastify';

/** The one inline script index.html carries (the theme, set before the first paint), allowed by its hash. */
const themeScriptHash = `'sha256-${createHash('sha256').update(themeBootScript).digest('base64')}'`;

/**
 * The Content-Security-Policy: our own origin only. No inline script but the theme's, no eval, no plugins, no
 * framing. blob: images and media are local previews of files being uploaded.
 */
const csp: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", themeScriptHash],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** Every response's security headers, built once: they never vary by request. */
export function securityHeaders(opts: { https: boolean }): Record<string, string> {
  const directives = Object.entries(csp).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (opts.https) directives.push('upgrade-insecure-requests');
  return {
    'content-security-policy': directives.join('; '),
    // The Google sign-in popup reports back through window.opener.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * API answers are data, never documents: the tightest policy (nothing may load, nothing may frame
 * them) and only the headers that still mean something for a JSON body. Shorter headers also cost
 * less on every call.
 */
export function apiSecurityHeaders(): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/**
 * Every answer's own headers, in one hook: its request id (so a client's report finds our log line)
 * and the security headers, the set helmet would send with our policy (documents and assets), or the
 * API's own set under /api. @fastify/helmet rebuilt these same strings on every request (7.7% of the
 * CPU of a health check).
 */
export function registerResponseHeaders(app: FastifyInstance, opts: { https: boolean }): void {
  const documents = securityHeaders(opts);
  const api = apiSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id).headers(request.url.startsWith('/api/') ? api : documents);
    done();
  });
}
