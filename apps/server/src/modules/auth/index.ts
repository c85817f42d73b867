// The auth module's public entry: other modules import only what is listed here (docs/contributing.md).
export { type Authenticators, bearerTokenOf, currentUser, signedInOnly } from '../../infra/authentication/authenticate.ts';
export { forgetDevices } from './known-devices.ts';
export { hashPassword } from './passwords.ts';
export { hashSecretToken, newSecretToken } from '../../infra/authentication/secret-tokens.ts';
export { createSession, findActiveSession, revokeAllSessions } from '../../infra/authentication/sessions.ts';
export { deleteSingleUseTokensOf } from './single-use-tokens.ts';
