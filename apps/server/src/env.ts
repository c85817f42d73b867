import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { projectPaths, projectRoot } from './lib/project-root.ts';

/**
 * Every setting, read once from the environment and validated. No other module reads process.env.
 * .env.example lists them with their defaults; the README explains them.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default(projectPaths.defaultDataDir),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL (leave it unset for SQLite)')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, ctx): boolean | string[] | ((address: string, hop: number) => boolean) => {
        if (v === 'false') return false;
        if (v === 'true') return true;
        // A number is how many proxies stand in front: trust that many hops.
        if (/^\d+$/.test(v)) return (_address: string, hop: number) => hop < Number(v);
        const addresses = v.split(',').map((a) => a.trim());
        if (addresses.every(isAddressOrCidr)) return addresses;
        ctx.addIssue({
          code: 'custom',
          message: 'must be true, false, a number of proxy hops, or comma-separated proxy IP addresses/CIDRs',
        });
        return z.NEVER;
      }),
    /** the address the terms, privacy policy and contact texts give */
    CONTACT_EMAIL: z.email().default('support@coursecards.app'),
    /** smtp:// or smtps:// URL of the mail relay; unset writes each message to DATA_DIR/outbox only (no link is logged) */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL (leave it unset to write mail to the outbox folder)')
      .optional(),
    MAIL_FROM: z.string().min(3).default('CourseCards <no-reply@coursecards.app>'),
    /** shared rate-limit counters for several app processes; unset keeps them in memory */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** per-IP and per-account request limits; turn off only where something in front already limits */
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /** S3-compatible image storage (AWS S3, MinIO, R2…); unset keeps images under DATA_DIR/uploads */
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** the service's URL when it is not AWS, e.g. http://minio:9000 */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** path-style addressing (bucket in the path), which MinIO and most non-AWS services need */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    /** Google sign-in (any OpenID Connect issuer): all of these, or none */
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** local: the built-in engine, no network. openai: any OpenAI-compatible API, falling back to local */
    AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
    /** the API's base URL, e.g. http://localhost:11434/v1 for Ollama; unset means OpenAI's own */
    AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** per request to the model, in milliseconds; a slower answer falls back to local */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** end-to-end tests only: POST /api/test/review-clock moves the review clock of the student who asks */
    TEST_CLOCK: z.enum(['on', 'off']).default('off'),
  })
  .superRefine((env, ctx) => {
    // Half a Google setup would show a button that can only fail.
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or neither)',
      });
    }
    // A clock anyone can move has no place outside a test run.
    if (env.TEST_CLOCK === 'on' && env.NODE_ENV !== 'test') {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'TEST_CLOCK=on needs NODE_ENV=test' });
    }
  });

function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  dataDir: string;
  /** origin used in links we send (e-mails, OIDC redirects) */
  publicUrl: string;
}

export class ConfigError extends Error {}

/** Validates the environment; the error names every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    // Relative to the project folder, wherever the process was started from (as .env is).
    dataDir: resolve(projectRoot, env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
