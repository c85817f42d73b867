import type { FastifyRequest } from 'fastify';
import type { RateLimitPolicy } from './rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const byIp = (request: FastifyRequest) => request.ip;
/** The account a request is about, from its (already validated) body's e-mail. */
const byEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email ? email.toLowerCase() : null;
};
const byUser = (request: FastifyRequest) => request.user?.id ?? null;

/**
 * Our limits (the spec gives none): generous for a student, tight for a script. Per IP they allow
 * for a campus behind one address; per account they stop guessing one person's password.
 */
export const RateLimits = {
  loginPerAccount: { name: 'login-account', max: 10, windowMs: 15 * MINUTE, key: byEmail },
  loginPerIp: { name: 'login-ip', max: 100, windowMs: 15 * MINUTE, key: byIp },
  signupPerIp: { name: 'signup-ip', max: 30, windowMs: HOUR, key: byIp },
  signupCompletePerIp: { name: 'signup-complete-ip', max: 60, windowMs: HOUR, key: byIp },
  usernameCheckPerIp: { name: 'username-ip', max: 120, windowMs: MINUTE, key: byIp },
  forgotPerAccount: { name: 'forgot-account', max: 5, windowMs: HOUR, key: byEmail },
  forgotPerIp: { name: 'forgot-ip', max: 30, windowMs: HOUR, key: byIp },
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
  pdfParsePerUser: { name: 'pdf-parse-user', max: 60, windowMs: HOUR, key: byUser },
  /** distractors and answer checks: one each per quiz question, so a long quiz needs many */
  quizHelpPerUser: { name: 'quiz-help-user', max: 2000, windowMs: HOUR, key: byUser },
} as const satisfies Record<string, RateLimitPolicy>;
