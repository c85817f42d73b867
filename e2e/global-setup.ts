import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { freePort } from './free-port.ts';
import { startMockOidcIssuer } from './mock-oidc-issuer.ts';
import { startServer } from './start-server.ts';

/** One server for the run, built from the current sources; its URL reaches the workers by environment. */
export default async function globalSetup() {
  ensureBuilt();
  // Google sign-in against a real OpenID Connect issuer on loopback. The app's address goes into
  // the redirect URI and the popup's message origin, so its port is chosen before it starts.
  const issuer = await startMockOidcIssuer();
  const port = await freePort();
  const server = await startServer({
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      OIDC_ISSUER: issuer.url,
      GOOGLE_CLIENT_ID: 'coursecards-e2e',
      GOOGLE_CLIENT_SECRET: 'coursecards-e2e-secret',
      // The review spec moves one student's review clock to see cards come due (test mode only).
      NODE_ENV: 'test',
      TEST_CLOCK: 'on',
    },
  }).catch(async (err: unknown) => {
    await issuer.stop();
    throw err;
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_OIDC_ISSUER = issuer.url;
  return async () => {
    await server.stop();
    await issuer.stop();
  };
}
