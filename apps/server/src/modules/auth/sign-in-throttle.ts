import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  counterKey,
  type Count,
  type Counters,
  ResetMailLimits,
  SignInLimits,
  type CountedLimit,
  rateLimited,
} from '../../infra/rate-limit/index.ts';
import {
  deviceTokenOf,
  findKnownDevice,
  forgetDevices,
  rememberDevice,
  setDeviceCookie,
  type DeviceCookie,
} from './known-devices.ts';

export interface SignInThrottleDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** null when rate limits are off: nothing is counted and no browser is remembered */
  counters: Counters | null;
  cookie: DeviceCookie;
}

/** A log-in that passed the limits: counted until it is known to have failed. */
export interface LoginAttempt {
  /** the password was right: the attempt is taken back and this browser becomes a known device */
  signedIn(reply: FastifyReply, userId: string): Promise<void>;
  /** a wrong password (or an unknown e-mail, alike) stays counted; any other refusal is taken back */
  failed(err: unknown): Promise<void>;
}

/**
 * Sign-in throttling (ADR 0014): counts failed log-ins only, before any password is hashed, and
 * never lets strangers' failures stop a browser that has signed in to the account before. The same
 * for reset mail: what strangers ask for cannot keep the owner from getting a link.
 */
export class SignInThrottle {
  constructor(private readonly deps: SignInThrottleDeps) {}

  /**
   * Counts the attempt against its limits before the password is checked, so that concurrent
   * guesses cannot all pass one check; throws 429 when one is reached.
   */
  async startLogin(request: FastifyRequest, reply: FastifyReply, email: string): Promise<LoginAttempt> {
    const { counters } = this.deps;
    if (!counters) return { signedIn: async () => {}, failed: async () => {} };

    const presented = deviceTokenOf(request, this.deps.cookie);
    const deviceId = presented ? await findKnownDevice(this.deps.db, this.deps.clock, presented, email) : null;
    const held: Count[] = [];
    const release = async () => {
      await Promise.all(held.splice(0).map((count) => count.undo()));
    };
    const take = async (limit: CountedLimit, key: string, max = limit.max): Promise<Count> => {
      const count = await counters.hit(counterKey(limit.name, key), limit.windowMs).catch(async (err: unknown) => {
        await release();
        throw err;
      });
      held.push(count);
      if (count.count > max) {
        await release();
        throw rateLimited(reply, count.resetInMs);
      }
      return count;
    };

    if (deviceId) {
      await take(SignInLimits.perKnownDevice, deviceId);
    } else {
      await take(SignInLimits.perAddress, request.ip);
      const account = await take(SignInLimits.perAccount, email);
      // Guessed at from many addresses: each address now gets one failure per window of its own.
      const slowed = account.count - 1 >= SignInLimits.perAccount.slowAfter;
      await take(SignInLimits.perAccountAndAddress, `${email}\n${request.ip}`, slowed ? 1 : undefined);
    }

    return {
      signedIn: async (reply, userId) => {
        await release();
        await this.remember(reply, userId, presented);
      },
      failed: async (err) => {
        if (!isWrongPassword(err)) await release();
      },
    };
  }

  /**
   * Whether to send a reset mail for this request. Throws 429 when the address, the browser, or the
   * account at this address asked too often; answers false, with no mail, when unknown browsers
   * have had the account's mails for the hour.
   */
  async allowsResetMail(request: FastifyRequest, reply: FastifyReply, email: string): Promise<boolean> {
    const { counters } = this.deps;
    if (!counters) return true;
    const hit = (limit: CountedLimit, key: string) => counters.hit(counterKey(limit.name, key), limit.windowMs);
    const refuseBeyond = async (limit: CountedLimit, key: string) => {
      const { count, resetInMs } = await hit(limit, key);
      if (count > limit.max) throw rateLimited(reply, resetInMs);
    };

    await refuseBeyond(ResetMailLimits.perAddress, request.ip);
    const presented = deviceTokenOf(request, this.deps.cookie);
    const deviceId = presented ? await findKnownDevice(this.deps.db, this.deps.clock, presented, email) : null;
    if (deviceId) {
      await refuseBeyond(ResetMailLimits.perKnownDevice, deviceId);
      return true;
    }
    await refuseBeyond(ResetMailLimits.perAccountAndAddress, `${email}\n${request.ip}`);
    const mails = await hit(ResetMailLimits.mailsPerAccount, email);
    return mails.count <= ResetMailLimits.mailsPerAccount.max;
  }

  /**
   * A sign-in by other means (a finished sign-up, a password reset) makes this browser known too.
   * After a reset, only this browser is: the others may have been the intruder's.
   */
  async signedInOtherwise(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    options: { forgetOthers: boolean },
  ): Promise<void> {
    if (!this.deps.counters) return;
    if (options.forgetOthers) await forgetDevices(this.deps.db, userId);
    await this.remember(reply, userId, options.forgetOthers ? null : deviceTokenOf(request, this.deps.cookie));
  }

  private async remember(reply: FastifyReply, userId: string, presented: string | null): Promise<void> {
    const token = await rememberDevice(this.deps.db, this.deps.clock, userId, presented);
    setDeviceCookie(reply, this.deps.cookie, token);
  }
}

function isWrongPassword(err: unknown): boolean {
  return err instanceof AppError && err.statusCode === 401;
}
