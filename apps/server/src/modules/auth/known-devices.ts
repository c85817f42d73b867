import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import {
  deleteKnownDevicesOf,
  findKnownDeviceId,
  insertKnownDevice,
  pruneKnownDevices,
  renewKnownDevice,
} from './known-devices.repository.ts';
import { hashSecretToken, newSecretToken } from '../../infra/authentication/index.ts';

/**
 * Known devices: a browser that has signed in to an account carries a random token in a cookie, and
 * the account's row says so. Sign-in throttling lets such a browser keep signing in while strangers
 * guess at the account (ADR 0014). The cookie grants nothing else: it opens no session.
 */

const DAY = 24 * 60 * 60 * 1000;
/** A browser is forgotten this long after its last sign-in. */
export const KNOWN_DEVICE_LIFETIME = 180 * DAY;
/** An account remembers its latest this many browsers; a new one pushes out the longest unused. */
export const KNOWN_DEVICES_PER_ACCOUNT = 20;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface DeviceCookie {
  name: string;
  secure: boolean;
}

/** Over HTTPS the cookie is Secure and `__Secure-` prefixed, so no plain-HTTP page can have set it. */
export function deviceCookie(https: boolean): DeviceCookie {
  return https ? { name: '__Secure-cc_device', secure: true } : { name: 'cc_device', secure: false };
}

export function deviceTokenOf(request: FastifyRequest, cookie: DeviceCookie): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const value = parseCookie(header)[cookie.name];
  return value && TOKEN.test(value) ? value : null;
}

/** Sent only with sign-in calls (path), never from another site (SameSite), unreadable to scripts. */
export function setDeviceCookie(reply: FastifyReply, cookie: DeviceCookie, token: string): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: cookie.name,
      value: token,
      httpOnly: true,
      secure: cookie.secure,
      sameSite: 'strict',
      path: '/api/auth',
      maxAge: KNOWN_DEVICE_LIFETIME / 1000,
    }),
  );
}

/** The device the token names, when it is a live known device of the account with this e-mail. */
export async function findKnownDevice(
  db: Kysely<DB>,
  clock: Clock,
  token: string,
  email: string,
): Promise<string | null> {
  return findKnownDeviceId(db, hashSecretToken(token), email, clock.now() - KNOWN_DEVICE_LIFETIME);
}

/**
 * Records a sign-in from this browser: renews the device its token names for this account, or makes
 * a new one. Returns the token the browser's cookie is to hold.
 */
export async function rememberDevice(
  db: Kysely<DB>,
  clock: Clock,
  userId: string,
  presented: string | null,
): Promise<string> {
  const now = clock.now();
  if (presented && (await renewKnownDevice(db, hashSecretToken(presented), userId, now, now - KNOWN_DEVICE_LIFETIME))) {
    return presented;
  }
  const token = newSecretToken();
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await insertKnownDevice(trx, { id, userId, tokenHash: hashSecretToken(token), now });
    // The new device and the account's most recently used others are kept; expired ones go too.
    await pruneKnownDevices(trx, userId, id, KNOWN_DEVICES_PER_ACCOUNT - 1, now - KNOWN_DEVICE_LIFETIME);
  });
  return token;
}

/** After a password reset no browser keeps the standing it had: any of them may have been the intruder's. */
export async function forgetDevices(db: Kysely<DB>, userId: string): Promise<void> {
  await deleteKnownDevicesOf(db, userId);
}
