import { availableParallelism } from 'node:os';

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

  it('gives guest orders a shorter hold, placement and lookup limits, all configurable', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).orders).toMatchObject({
      depositDays: 3,
      guestDepositHours: 24,
      placement: { perSession: 10, perIp: 30, windowMinutes: 10 },
      guestMaxUnpaidQty: 10,
      lookup: { perOrder: 5, perIp: 20, windowMinutes: 60 },
    });
    const tuned = loadConfig({
      DATA_DIR: 'memory://',
      GUEST_DEPOSIT_HOURS: '6',
      ORDER_MAX_PER_SESSION: '3',
      ORDER_MAX_PER_IP: '9',
      ORDER_THROTTLE_MINUTES: '5',
      GUEST_MAX_UNPAID_QTY: '4',
      ORDER_LOOKUP_MAX_FAILURES_PER_ORDER: '2',
      ORDER_LOOKUP_MAX_FAILURES_PER_IP: '7',
      ORDER_LOOKUP_THROTTLE_MINUTES: '30',
    });
    expect(tuned.orders).toMatchObject({
      guestDepositHours: 6,
      placement: { perSession: 3, perIp: 9, windowMinutes: 5 },
      guestMaxUnpaidQty: 4,
      lookup: { perOrder: 2, perIp: 7, windowMinutes: 30 },
    });
    expect(() =>
      loadConfig({ DATA_DIR: 'memory://', GUEST_DEPOSIT_HOURS: '0', ORDER_MAX_PER_IP: 'many' }),
    ).toThrow(
      /GUEST_DEPOSIT_HOURS[\s\S]*ORDER_MAX_PER_IP|ORDER_MAX_PER_IP[\s\S]*GUEST_DEPOSIT_HOURS/,
    );
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

  it('throttles uploads and bounds image work, by default far above a shopper', () => {
    const c = loadConfig({ DATA_DIR: 'memory://' });
    expect(c.uploadThrottle).toEqual({ perMember: 30, perIp: 100, windowMinutes: 60 });
    expect(c.imageWork.maxWaiting).toBe(8);
    expect(c.imageWork.concurrency).toBe(Math.max(1, availableParallelism() - 1));
    const set = loadConfig({
      DATA_DIR: 'memory://',
      UPLOAD_MAX_PER_MEMBER: '5',
      UPLOAD_MAX_PER_IP: '9',
      UPLOAD_THROTTLE_MINUTES: '10',
      IMAGE_WORK_CONCURRENCY: '3',
      IMAGE_WORK_QUEUE: '0',
    });
    expect(set.uploadThrottle).toEqual({ perMember: 5, perIp: 9, windowMinutes: 10 });
    expect(set.imageWork).toEqual({ concurrency: 3, maxWaiting: 0 });
    for (const bad of [
      { UPLOAD_MAX_PER_MEMBER: '0' },
      { IMAGE_WORK_CONCURRENCY: '0' },
      { IMAGE_WORK_QUEUE: '-1' },
      { UPLOAD_THROTTLE_MINUTES: 'soon' },
    ]) {
      expect(() => loadConfig({ DATA_DIR: 'memory://', ...bad })).toThrow(Object.keys(bad)[0]);
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
      TOSS_CLIENT_KEY: 'live_ck_x',
      TOSS_SECRET_KEY: 'live_sk_x',
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

  describe('the payment gateway', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    const keys = { TOSS_CLIENT_KEY: 'live_ck_x', TOSS_SECRET_KEY: 'live_sk_x' };
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: 'memory://', ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };

    it('takes the sandbox without keys outside production (npm start needs no config)', () => {
      expect(loadConfig({ DATA_DIR: 'memory://' }).toss).toBeUndefined();
      expect(loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'test' }).toss).toBeUndefined();
      expect(loadConfig({ DATA_DIR: 'memory://', ...keys }).toss).toEqual({
        clientKey: 'live_ck_x',
        secretKey: 'live_sk_x',
      });
    });

    it('refuses to start in production without keys, in one line naming what to set', () => {
      expect(problemsOf(production)).toEqual([
        'TOSS_CLIENT_KEY, TOSS_SECRET_KEY: are required in production (PAYMENT_SANDBOX=on runs the sandbox PG, which takes no real payments)',
      ]);
      expect(problemsOf({ ...production, PAYMENT_SANDBOX: 'off' })).toEqual([
        'PAYMENT_SANDBOX: is off, so TOSS_CLIENT_KEY and TOSS_SECRET_KEY are required',
      ]);
    });

    it('runs the sandbox in production only when PAYMENT_SANDBOX=on asks for it', () => {
      expect(loadConfig({ DATA_DIR: 'memory://', ...production, PAYMENT_SANDBOX: 'on' }).toss).toBe(
        undefined,
      );
      expect(loadConfig({ DATA_DIR: 'memory://', ...production, ...keys }).toss).toBeDefined();
    });

    it('refuses contradictions: one key alone, keys with the sandbox on, an unknown value', () => {
      expect(problemsOf({ TOSS_SECRET_KEY: 'live_sk_x' })).toEqual([
        'TOSS_CLIENT_KEY, TOSS_SECRET_KEY: set both (Toss Payments) or neither (sandbox PG)',
      ]);
      expect(problemsOf({ ...keys, PAYMENT_SANDBOX: 'on' })).toEqual([
        'PAYMENT_SANDBOX: is on while TOSS_CLIENT_KEY and TOSS_SECRET_KEY are set; choose one',
      ]);
      expect(problemsOf({ ...keys, PAYMENT_SANDBOX: 'off' })).toEqual([]);
      expect(problemsOf({ PAYMENT_SANDBOX: 'yes' })).toEqual([
        expect.stringMatching(/^PAYMENT_SANDBOX: /),
      ]);
    });
  });
});
