import { resolve } from 'node:path';
import { z } from 'zod';
import { projectPaths } from './lib/project-root.ts';

/**
 * Every setting, read once from the environment and validated. No other module reads process.env.
 * .env.example lists them with their defaults; the README explains them.
 */
const EnvSchema = z.object({
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
    .transform((v, ctx): boolean | string[] => {
      if (v === 'false') return false;
      if (v === 'true') return true;
      const addresses = v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      if (addresses.length && addresses.every((a) => /^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(a))) return addresses;
      ctx.addIssue({ code: 'custom', message: 'must be true, false, or comma-separated proxy IP addresses/CIDRs' });
      return z.NEVER;
    }),
});

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
    dataDir: resolve(env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
