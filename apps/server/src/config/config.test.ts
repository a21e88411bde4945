import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it.each([
    [{ PORT: 'tres mil' }, 'PORT'],
    [{ PUBLIC_URL: 'localhost' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'quizá' }, 'SEED_DEMO'],
    [{ OIDC_ISSUER: 'https://login.example.com' }, 'OIDC_CLIENT_ID'],
  ])('stops with a message naming the variable for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});
