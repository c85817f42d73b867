// Authentication's public entry (request → signed-in student, sessions, secret tokens): features
// import only what is listed here (docs/contributing.md).
export {
  type Authenticators,
  bearerTokenOf,
  type FeatureRouteOptions,
  currentUser,
  registerAuthentication,
  signedInOnly,
} from './authenticate.ts';
export { hashSecretToken, newSecretToken } from './secret-tokens.ts';
export { createSession, findActiveSession, revokeAllSessions, revokeSession } from './sessions.ts';
