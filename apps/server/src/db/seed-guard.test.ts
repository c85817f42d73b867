import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root.ts';
import { DEMO_ACCOUNT } from './seed-demo-account.ts';
import { decideSeed } from './seed-guard.ts';

describe('decideSeed', () => {
  it('seeds with the demo account in development and test, and when NODE_ENV is unset', () => {
    for (const env of [undefined, '', 'development', 'test']) {
      expect(decideSeed(env, false)).toMatchObject({ run: true, demoAccount: true });
    }
    expect(decideSeed(undefined, false)).toMatchObject({ nodeEnv: 'development' });
  });

  it('refuses production, and forced there seeds without the demo account', () => {
    const refused = decideSeed('production', false);
    expect(refused.run).toBe(false);
    expect(!refused.run && refused.message).toMatch(/NODE_ENV is production.*--force/);
    expect(decideSeed('production', true)).toEqual({ run: true, nodeEnv: 'production', demoAccount: false });
  });
});

/**
 * The command itself, as `npm run db:seed` runs it, on a SQLite file of its own. Each run starts
 * tsx and the seed afresh: seconds on a busy machine, so a generous limit.
 */
describe('npm run db:seed', { timeout: 120_000 }, () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function seed(args: string[], env: Record<string, string>) {
    const dataDir = mkdtempSync(join(tmpdir(), 'coursecards-seed-'));
    dirs.push(dataDir);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed-cli.ts', ...args], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
      timeout: 120_000,
    });
    return { ...run, dataDir };
  }

  it('refuses NODE_ENV=production and writes nothing', () => {
    const run = seed(['--sets', '5'], { NODE_ENV: 'production' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/NODE_ENV is production/);
    expect(readdirSync(run.dataDir)).toEqual([]);
  });

  it('forced in production, seeds the made-up content but no demo account', () => {
    const run = seed(['--sets', '5', '--force'], { NODE_ENV: 'production' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/No demo account in production/);
    expect(run.stdout).not.toContain(DEMO_ACCOUNT.password);
    const file = join(run.dataDir, 'coursecards.db');
    expect(existsSync(file)).toBe(true);
    const db = new Database(file, { readonly: true });
    try {
      expect(db.prepare('select count(*) as n from sets').get()).toEqual({ n: 5 });
      expect(db.prepare('select count(*) as n from users where password_hash is not null').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('in development, prints the demo account’s credentials', () => {
    const run = seed(['--sets', '5'], { NODE_ENV: 'development' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(DEMO_ACCOUNT.email);
    expect(run.stdout).toContain(DEMO_ACCOUNT.password);
  });
});
