import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_DIGITAL_BOOK_PASSWORD, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
  });

  it('reads and coerces values', () => {
    const config = loadConfig({ PORT: '8080', SEED_DEMO: 'false', DATABASE_URL: 'postgres://u@localhost:5432/campus' });
    expect(config.PORT).toBe(8080);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.DATABASE_URL).toBe('postgres://u@localhost:5432/campus');
  });

  it('seeds the demo academy by default only on the embedded database; PostgreSQL only when asked', () => {
    const postgres = 'postgres://u@localhost:5432/campus';
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: '' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it.each([
    [{ PORT: 'tres mil' }, 'PORT'],
    [{ PUBLIC_URL: 'localhost' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'quizá' }, 'SEED_DEMO'],
    [{ OIDC_ISSUER: 'https://login.example.com' }, 'OIDC_CLIENT_ID'],
    [{ TRUST_PROXY: 'balanceador' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
  ])('stops with a message naming the variable for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});

describe('realtime, lead, test space and freemium settings', () => {
  it('defaults the test space and generates a per-process secret outside production', () => {
    const config = loadConfig({});
    expect(config.TEST_SPACE_URL).toBe('https://tests.campus.test/acceso');
    expect(config.TEST_SPACE_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(config.isTestSpaceSecretGenerated).toBe(true);
    expect(loadConfig({}).TEST_SPACE_SECRET).not.toBe(config.TEST_SPACE_SECRET);
    const configured = loadConfig({ TEST_SPACE_SECRET: 'x'.repeat(40) });
    expect(configured).toMatchObject({ TEST_SPACE_SECRET: 'x'.repeat(40), isTestSpaceSecretGenerated: false });
  });

  it('requires the secret in production for a real test space only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_SPACE_URL: 'https://tests.academia.es/acceso' })).toThrow(/TEST_SPACE_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production' }).isTestSpaceSecretGenerated).toBe(true);
    expect(() => loadConfig({ TEST_SPACE_SECRET: 'corto' })).toThrow(/TEST_SPACE_SECRET/);
  });

  it('uses the demo digital book password only outside production or with the demo academy', () => {
    expect(loadConfig({}).DIGITAL_BOOK_PASSWORD).toBe(DEMO_DIGITAL_BOOK_PASSWORD);
    expect(loadConfig({ NODE_ENV: 'production' }).DIGITAL_BOOK_PASSWORD).toBe(DEMO_DIGITAL_BOOK_PASSWORD);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://campus@db/campus' })).toThrow(/DIGITAL_BOOK_PASSWORD/);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://campus@db/campus', DIGITAL_BOOK_PASSWORD: 'Editorial-2026' })).toMatchObject({
      DIGITAL_BOOK_PASSWORD: 'Editorial-2026',
    });
  });

  it('reads REDIS_URL and the freemium credentials in pairs', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'http://redis' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ FREEMIUM_GOOGLE_CLIENT_ID: 'id' })).toThrow(/FREEMIUM_GOOGLE_CLIENT_SECRET/);
    expect(loadConfig({ FREEMIUM_FACEBOOK_CLIENT_ID: 'id', FREEMIUM_FACEBOOK_CLIENT_SECRET: 's' })).toMatchObject({
      FREEMIUM_FACEBOOK_CLIENT_ID: 'id',
      FREEMIUM_MICROSOFT_TENANT: 'common',
    });
  });

  it('reads which proxies may name the client (TRUST_PROXY)', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });
});
