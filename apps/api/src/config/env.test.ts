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

  it('limits queued mails per recipient, fewer to unverified addresses, and refuses nonsense limits', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).mailLimits).toEqual({
      perRecipient: 10,
      windowMinutes: 60,
      unverifiedPerDay: 3,
    });
    expect(
      loadConfig({
        DATA_DIR: 'memory://',
        MAIL_MAX_PER_RECIPIENT: '4',
        MAIL_RECIPIENT_WINDOW_MINUTES: '30',
        MAIL_MAX_PER_UNVERIFIED_RECIPIENT_PER_DAY: '0',
      }).mailLimits,
    ).toEqual({ perRecipient: 4, windowMinutes: 30, unverifiedPerDay: 0 });
    expect(() =>
      loadConfig({
        DATA_DIR: 'memory://',
        MAIL_MAX_PER_RECIPIENT: '0',
        MAIL_MAX_PER_UNVERIFIED_RECIPIENT_PER_DAY: 'many',
      }),
    ).toThrow(/MAIL_MAX_PER_RECIPIENT[\s\S]*MAIL_MAX_PER_UNVERIFIED_RECIPIENT_PER_DAY/);
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

  it('keeps uploads on disk under DATA_DIR, in memory for memory://, in S3 when configured', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).objectStore).toEqual({ kind: 'memory' });
    const s3 = loadConfig({
      DATA_DIR: 'memory://',
      S3_ENDPOINT: 'https://objects.example',
      S3_BUCKET: 'atelier-media',
      S3_REGION: 'ap-northeast-2',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3.objectStore).toEqual({
      kind: 's3',
      endpoint: 'https://objects.example',
      bucket: 'atelier-media',
      region: 'ap-northeast-2',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it('names the missing S3 settings when a bucket is set without them', () => {
    try {
      loadConfig({ DATA_DIR: 'memory://', S3_BUCKET: 'Bad_Bucket', S3_REGION: 'x' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toContain('S3_BUCKET: must be a valid bucket name');
      expect(problems).toContain(
        'S3_ACCESS_KEY_ID: is required when S3_BUCKET or S3_ENDPOINT is set',
      );
      expect(problems).toContain(
        'S3_SECRET_ACCESS_KEY: is required when S3_BUCKET or S3_ENDPOINT is set',
      );
    }
  });
});
