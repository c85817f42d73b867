import type { FastifyRequest } from 'fastify';
import type { RateLimitPolicy } from './rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const byIp = (request: FastifyRequest) => request.ip;
const byUser = (request: FastifyRequest) => request.user?.id ?? null;

/**
 * Our limits (the spec gives none): generous for a student, tight for a script. Per IP they allow
 * for a campus behind one address. Each counts every request; sign-in and reset mail have their
 * own rules below.
 */
export const RateLimits = {
  signupPerIp: { name: 'signup-ip', max: 30, windowMs: HOUR, key: byIp },
  signupCompletePerIp: { name: 'signup-complete-ip', max: 60, windowMs: HOUR, key: byIp },
  usernameCheckPerIp: { name: 'username-ip', max: 120, windowMs: MINUTE, key: byIp },
  resetPerIp: { name: 'reset-ip', max: 30, windowMs: HOUR, key: byIp },
  exchangePerIp: { name: 'exchange-ip', max: 60, windowMs: HOUR, key: byIp },
  verifyEmailPerIp: { name: 'verify-email-ip', max: 30, windowMs: HOUR, key: byIp },
  /** each one is a mail to the student's own address: a few an hour is plenty */
  verificationMailPerUser: { name: 'verification-mail-user', max: 5, windowMs: HOUR, key: byUser },
  feedbackPerIp: { name: 'feedback-ip', max: 10, windowMs: 10 * MINUTE, key: byIp },
  searchLogPerIp: { name: 'search-log-ip', max: 60, windowMs: MINUTE, key: byIp },
  universityRequestPerIp: { name: 'university-request-ip', max: 10, windowMs: HOUR, key: byIp },
  googlePerIp: { name: 'google-ip', max: 60, windowMs: 15 * MINUTE, key: byIp },
  uploadPerUser: { name: 'upload-user', max: 120, windowMs: HOUR, key: byUser },
  setWritesPerUser: { name: 'set-writes-user', max: 300, windowMs: HOUR, key: byUser },
  likesPerUser: { name: 'likes-user', max: 600, windowMs: HOUR, key: byUser },
  savesPerUser: { name: 'saves-user', max: 300, windowMs: HOUR, key: byUser },
  profileUpdatePerUser: { name: 'profile-user', max: 30, windowMs: 15 * MINUTE, key: byUser },
  /** a model call can cost money: a student generates a few sets an hour, not hundreds */
  aiGeneratePerUser: { name: 'ai-generate-user', max: 60, windowMs: HOUR, key: byUser },
  /** a quick student rates a card every two seconds; a script rating thousands is not studying */
  reviewAnswersPerUser: { name: 'review-answers-user', max: 5000, windowMs: HOUR, key: byUser },
  pdfParsePerUser: { name: 'pdf-parse-user', max: 60, windowMs: HOUR, key: byUser },
  /** an import preview reads a whole file and may store its images */
  importPerUser: { name: 'import-user', max: 60, windowMs: HOUR, key: byUser },
  exportPerUser: { name: 'export-user', max: 300, windowMs: HOUR, key: byUser },
  /** distractors and answer checks: one each per quiz question, so a long quiz needs many */
  quizHelpPerUser: { name: 'quiz-help-user', max: 2000, windowMs: HOUR, key: byUser },
  /** Learn saves its progress after every answer, and logs each "I was right" */
  learnWritesPerUser: { name: 'learn-writes-user', max: 3000, windowMs: HOUR, key: byUser },
  /** a Match game is a start and a finish, a few seconds apart at best */
  matchGamesPerUser: { name: 'match-games-user', max: 1200, windowMs: HOUR, key: byUser },
} as const satisfies Record<string, RateLimitPolicy>;

/** A limit counted by hand (sign-in throttling): at most `max` per `windowMs` for each key. */
export interface CountedLimit {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Password guessing is throttled without locking the owner out (ADR 0014). Only failed log-ins
 * count. A browser that has signed in to the account before (a known device) has an allowance of
 * its own; any other caller is counted per address, per account and address, and per account.
 */
export const SignInLimits = {
  perKnownDevice: { name: 'login-device', max: 10, windowMs: 15 * MINUTE },
  perAddress: { name: 'login-ip', max: 100, windowMs: 15 * MINUTE },
  perAccountAndAddress: { name: 'login-pair', max: 10, windowMs: 15 * MINUTE },
  /**
   * Failures from unknown browsers at all addresses. From `slowAfter` on, each address gets one
   * failure per window of its own (the owner's first try from a new address still goes through);
   * at `max`, unknown browsers wait for the window to end.
   */
  perAccount: { name: 'login-account', slowAfter: 10, max: 50, windowMs: HOUR },
} as const satisfies Record<string, CountedLimit & { slowAfter?: number }>;

/**
 * Reset mail: every request counts. An address, and an account at one address, are refused with 429
 * beyond their limits. Beyond `mailsPerAccount` from unknown browsers, requests get the same answer
 * and no further mail (the inbox already holds a fresh link), so nobody can keep the owner from
 * getting one; a known device always gets its mail, within its own limit.
 */
export const ResetMailLimits = {
  perKnownDevice: { name: 'forgot-device', max: 3, windowMs: HOUR },
  perAddress: { name: 'forgot-ip', max: 30, windowMs: HOUR },
  perAccountAndAddress: { name: 'forgot-pair', max: 3, windowMs: HOUR },
  mailsPerAccount: { name: 'forgot-account', max: 5, windowMs: HOUR },
} as const satisfies Record<string, CountedLimit>;
