import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { suiteApp } from '../test/suite-app.ts';
import { testDialect } from '../test/test-database.ts';

/** The headers every answer carries, API or not. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toContain('max-age=31536000');
}

describe('the API skeleton', () => {
  const t = suiteApp();

  it('GET /api/health answers with the version and the database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: testDialect });
    expect(res.json<{ version: string }>().version).toMatch(/^\d+\.\d+\.\d+/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with a 404 error body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no/such/thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'There is nothing at POST /api/no/such/thing', code: 'not_found' });
  });

  it('answers a bad escape or an over-long path parameter with the one error body (found by the fuzzer)', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/sets/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The address is not valid', code: 'validation_error' });
    expect(bad.headers['x-content-type-options']).toBe('nosniff');

    const long = await t.app.inject({ method: 'DELETE', url: `/api/sets/delete/${'a'.repeat(200)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toEqual({
      message: `There is nothing at DELETE /api/sets/delete/${'a'.repeat(200)}`,
      code: 'not_found',
    });
  });

  it('answers page requests with 404 JSON when no web app is built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ code: string }>().code).toBe('not_found');
  });

  it('sends API answers the tightest Content-Security-Policy and the other security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expectSecurityHeaders(res.headers);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends everything outside the API the document policy: own origin only, no inline script or eval', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/data/schools.csv' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expectSecurityHeaders(res.headers);
  });

  it('gives every response a request id of its own, ignoring one sent with no trusted proxy', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    {
      refused: 'malformed JSON with a clear 400',
      headers: { 'content-type': 'application/json' },
      payload: '{"feedback": ',
      status: 400,
      answer: { message: 'The request body is not valid JSON', code: 'validation_error' },
    },
    {
      refused: 'a body in a content type the API does not take',
      headers: { 'content-type': 'application/xml' },
      payload: '<feedback/>',
      status: 415,
      answer: { message: 'This content type is not supported', code: 'unsupported_media_type' },
    },
    {
      refused: 'a body over the size limit',
      headers: {},
      payload: { feedback: 'x'.repeat(1_100_000) },
      status: 413,
      answer: { message: 'The request is too large', code: 'payload_too_large' },
    },
  ])('refuses $refused', async ({ headers, payload, status, answer }) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/feedback', headers, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(answer);
  });

  it('compresses larger responses for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/data/class_codes.csv',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('when the database is unreachable', () => {
  it('GET /api/health answers 503 without details', async () => {
    const t = await buildTestApp();
    await t.database.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'The database is not reachable', code: 'unavailable' });
    await t.app.close().catch(() => undefined);
  });
});

describe('behind a trusted proxy', () => {
  it('keeps the proxy’s well-formed request id and replaces a malformed one', async () => {
    const t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const given = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers['x-request-id']).toBe('trace-42');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await t.app.close();
  });
});

describe('a production server without a mail relay', () => {
  it('says so once, loudly, as it starts, and never writes a link it mails into the log', async () => {
    const lines: string[] = [];
    const t = await buildTestApp({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    const warnings = lines.filter((line) => line.includes('SMTP_URL is not set'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] ?? '{}')).toMatchObject({ level: 40 });

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'quiet.logs@ucsc.edu', password: 'secret1', username: 'quiet_logs' },
    });
    const { signupToken } = signup.json<{ signupToken: string }>();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/complete',
      payload: { email: 'quiet.logs@ucsc.edu', university: 'University of California, Santa Cruz', signupToken },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'quiet.logs@ucsc.edu' } });
    await t.app.close();
    // Both mails went to the outbox (the close waited for them); no line carries a link's token.
    expect(lines.filter((line) => line.includes('mail written to the outbox'))).toHaveLength(2);
    expect(lines.filter((line) => /token=/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.includes('SMTP_URL is not set'))).toHaveLength(1);
  });
});
