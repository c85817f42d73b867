import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { projectPaths, projectRoot } from './lib/project-root.ts';

describe('loadConfig', () => {
  it('works with nothing set: SQLite in ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(projectPaths.defaultDataDir);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.300' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,' }, 'TRUST_PROXY'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ CONTACT_EMAIL: 'not an address' }, 'CONTACT_EMAIL'],
    [{ RATE_LIMITS: 'maybe' }, 'RATE_LIMITS'],
    [{ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' }, 'GOOGLE_CLIENT_SECRET'],
    [{ GOOGLE_CLIENT_SECRET: 'secret' }, 'GOOGLE_CLIENT_ID'],
  ])('stops on a bad value and names the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', NODE_ENV: 'staging' })).toThrow(/NODE_ENV[\s\S]*PORT|PORT[\s\S]*NODE_ENV/);
  });

  it('reads PostgreSQL, proxies and the public origin', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/coursecards',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
      PUBLIC_URL: 'https://cards.example.edu/',
    });
    expect(config.DATABASE_URL).toBe('postgres://app@db:5432/coursecards');
    expect(config.TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(config.publicUrl).toBe('https://cards.example.edu');
    expect(loadConfig({ TRUST_PROXY: '::1, fd00::/8' }).TRUST_PROXY).toEqual(['::1', 'fd00::/8']);
  });

  it('reads a number of proxies as that many trusted hops', () => {
    const trust = loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY;
    expect(typeof trust).toBe('function');
    const trusts = trust as (address: string, hop: number) => boolean;
    expect([trusts('10.0.0.1', 0), trusts('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('resolves a relative DATA_DIR against the project folder', () => {
    expect(loadConfig({ DATA_DIR: 'data/elsewhere' }).dataDir).toBe(join(projectRoot, 'data/elsewhere'));
    expect(loadConfig({ DATA_DIR: '/var/lib/coursecards' }).dataDir).toBe('/var/lib/coursecards');
  });
});
