import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('has safe defaults for a laptop', () => {
    const c = loadConfig({ DATA_DIR: 'memory://' });
    expect(c).toMatchObject({
      port: 3000,
      env: 'development',
      cookieSecure: false,
      seedDemoData: true,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.pgliteDataDir).toBe('memory://');
  });

  it('names every bad variable and why', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        NODE_ENV: 'production',
        DATA_DIR: 'memory://',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as ConfigError).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL: must start with postgres://');
      expect(text).toContain('SESSION_SECRET: is required in production');
    }
  });

  it('turns on secure cookies and off demo data in production', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      DATA_DIR: 'memory://',
    });
    expect(c.cookieSecure).toBe(true);
    expect(c.seedDemoData).toBe(false);
  });
});
