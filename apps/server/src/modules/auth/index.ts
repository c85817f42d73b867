// The auth module's public entry: other modules import only what is listed here (docs/contributing.md).
export { forgetDevices } from './known-devices.ts';
export { hashPassword } from './passwords.ts';
export { deleteSingleUseTokensOf } from './single-use-tokens.ts';
