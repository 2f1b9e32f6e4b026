import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { parseTrustedProxies } from './trusted-proxies.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(120),
  // Operator sessions (the console) idle out sooner than shoppers'.
  OPERATOR_IDLE_MINUTES: z.coerce.number().int().min(5).max(240).default(30),
  COOKIE_SECURE: booleanFromEnv.optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustedProxies(value);
      if ('entries' in parsed) return parsed.entries;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_THROTTLE_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(5),
  UPLOAD_MAX_PER_MEMBER: z.coerce.number().int().min(1).default(30),
  UPLOAD_MAX_PER_IP: z.coerce.number().int().min(1).default(100),
  UPLOAD_THROTTLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  IMAGE_WORK_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  IMAGE_WORK_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  REGISTER_THROTTLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  CLICK_COUNT_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  RESET_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  ORDER_PAYMENT_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  DEPOSIT_DAYS: z.coerce.number().int().min(1).max(14).default(3),
  GUEST_DEPOSIT_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(14 * 24)
    .default(24),
  ORDER_MAX_PER_SESSION: z.coerce.number().int().min(1).default(10),
  ORDER_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  ORDER_THROTTLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  GUEST_MAX_UNPAID_QTY: z.coerce.number().int().min(1).max(10_000).default(10),
  ORDER_LOOKUP_MAX_FAILURES_PER_ORDER: z.coerce.number().int().min(1).default(5),
  ORDER_LOOKUP_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  ORDER_LOOKUP_THROTTLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  SHOP_BANK_ACCOUNT: z
    .string()
    .regex(/^[^|]+\|[^|]+\|[^|]+$/, 'must be "bank|account number|holder"')
    .default('기업은행|000-000000-00-000|(주)아틀리에'),
  TOSS_CLIENT_KEY: z.string().min(1).optional(),
  TOSS_SECRET_KEY: z.string().min(1).optional(),
  PAYMENT_SANDBOX: z.enum(['on', 'off']).optional(),
  SEED_DEMO_DATA: booleanFromEnv.optional(),
  ADMIN_PASSWORD: z.string().min(8).max(64).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Atelier <no-reply@atelier.local>'),
  MAIL_MAX_PER_RECIPIENT: z.coerce.number().int().min(1).max(1000).default(10),
  MAIL_RECIPIENT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  MAIL_MAX_PER_UNVERIFIED_RECIPIENT_PER_DAY: z.coerce.number().int().min(0).max(100).default(3),
  TRANSLATOR_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRANSLATOR_API_KEY: z.string().min(1).optional(),
  TRANSLATOR_MODEL: z.string().min(1).default('gpt-4o-mini'),
  TRANSLATION_MIN_REPORTERS: z.coerce.number().int().min(1).max(100).default(3),
  TRANSLATION_MAX_PENDING: z.coerce.number().int().min(10).max(1_000_000).default(1000),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

const S3_REQUIRED_WITH_BUCKET = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Where uploaded images and their renditions are kept. */
export type ObjectStoreConfig =
  | { kind: 'memory' }
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

/** Validated runtime configuration of the API server. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Origin used in mailed links, e.g. `http://localhost:3000`. */
  publicUrl: string;
  /** PostgreSQL URL; absent = embedded PGlite. */
  databaseUrl: string | undefined;
  /** Embedded database folder; `memory://` keeps it in memory (tests). */
  pgliteDataDir: string;
  dataDir: string;
  logLevel: string;
  sessionSecret: string;
  sessionIdleMinutes: number;
  /** Idle minutes of an operator's session, from the console's sign-in on. */
  operatorIdleMinutes: number;
  cookieSecure: boolean;
  /**
   * Proxies whose `X-Forwarded-*` headers count (addresses, CIDRs, `loopback`…); empty = none,
   * and the storefront's rendering in this process proves itself with `forwardingKey` instead.
   */
  trustProxy: string[];
  bodyLimitBytes: number;
  /**
   * Login throttling: `perAccount` failures refuse that account from that address, and slow
   * every further attempt on the account by `slowdownMs`; `perIp` failures refuse the address.
   */
  loginThrottle: { perAccount: number; perIp: number; windowMinutes: number; slowdownMs: number };
  /** Sign-up attempts (created or refused as taken) per address and window. */
  registerThrottle: { perIp: number; windowMinutes: number };
  /** Requests that carry photos, per member and per address, in a window (counted before any file is read). */
  uploadThrottle: { perMember: number; perIp: number; windowMinutes: number };
  /** Image decodes and encodes at once (default: cores − 1, at least 1) and how many may wait. */
  imageWork: { concurrency: number; maxWaiting: number };
  resetTokenMinutes: number;
  /** One popup or banner click counts per session and item in this many minutes. */
  clickCountIntervalMinutes: number;
  /** Unpaid orders: card payment window, bank-transfer deadline, the shop's account for 무통장입금. */
  orders: {
    paymentMinutes: number;
    depositDays: number;
    /** A guest's bank transfer keeps its stock this many hours (members: `depositDays`). */
    guestDepositHours: number;
    /** Orders placed per session and per address in `windowMinutes`. */
    placement: { perSession: number; perIp: number; windowMinutes: number };
    /** Units one guest (same session, address, phone or email) may hold in unpaid orders. */
    guestMaxUnpaidQty: number;
    /**
     * Guest lookup failures: `perOrder` refuse that address on that order and slow the order
     * for everyone (never refused); `perIp` refuse the address on every order.
     */
    lookup: { perOrder: number; perIp: number; windowMinutes: number };
    bankAccount: { bank: string; account: string; holder: string };
  };
  /**
   * Toss Payments keys; without them the sandbox PG takes payments (approves anything, takes no
   * money): the default outside production, and in production only with `PAYMENT_SANDBOX=on`.
   */
  toss: { clientKey: string; secretKey: string } | undefined;
  seedDemoData: boolean;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Queued mails (order status mails) per recipient: at most `perRecipient` in `windowMinutes`,
   * and at most `unverifiedPerDay` a day to an address no member has verified; the rest are
   * recorded as suppressed.
   */
  mailLimits: MailLimits;
  /** OpenAI-compatible endpoint for machine translation; absent = operators translate. */
  translator: { url: string; apiKey: string | undefined; model: string } | undefined;
  /**
   * Reported phrases: from how many addresses a phrase outside the built catalogue must come
   * before it is machine-translated, and how many unconfirmed phrases a locale keeps at most.
   */
  translationReports: { minReporters: number; maxPending: number };
  /**
   * Uploads: an S3-compatible bucket when `S3_BUCKET` is set, else `DATA_DIR/media` on disk
   * (`memory` with `DATA_DIR=memory://`).
   */
  objectStore: ObjectStoreConfig;
}

/** See {@link AppConfig.mailLimits}. */
export interface MailLimits {
  perRecipient: number;
  windowMinutes: number;
  unverifiedPerDay: number;
}

/** Thrown when the environment does not validate; lists every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The repository root (two levels above apps/api). */
export function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i += 1) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

// A stable secret for laptops: generated once and kept beside the embedded data, so
// sessions survive restarts without anyone having to configure anything.
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Reads and validates the environment at start-up.
 *
 * @throws {ConfigError} naming each invalid variable and why.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    problems.push('SESSION_SECRET: is required in production');
  }
  problems.push(...paymentProblems(env));
  if (env.S3_BUCKET || env.S3_ENDPOINT) {
    for (const name of ['S3_BUCKET', ...S3_REQUIRED_WITH_BUCKET]) {
      if (!env[name]) problems.push(`${name}: is required when S3_BUCKET or S3_ENDPOINT is set`);
    }
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot(), 'var'));
  const production = e.NODE_ENV === 'production';
  const inMemory = e.DATA_DIR === 'memory://';
  // The embedded database and the generated secret live here; PGlite creates only its own
  // last folder, so a fresh DATA_DIR (and its parents) is made here, or named as the problem.
  if (!inMemory && (!e.DATABASE_URL || !e.SESSION_SECRET)) {
    try {
      mkdirSync(dataDir, { recursive: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new ConfigError([`DATA_DIR: cannot create the folder ${dataDir} (${code})`]);
    }
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    pgliteDataDir: inMemory ? 'memory://' : path.join(dataDir, 'pglite'),
    dataDir,
    logLevel: e.LOG_LEVEL,
    sessionSecret:
      e.SESSION_SECRET ?? (inMemory ? randomBytes(48).toString('base64url') : localSecret(dataDir)),
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    operatorIdleMinutes: e.OPERATOR_IDLE_MINUTES,
    cookieSecure: e.COOKIE_SECURE ?? production,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    loginThrottle: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: e.LOGIN_THROTTLE_MINUTES,
      slowdownMs: e.LOGIN_SLOWDOWN_MS,
    },
    registerThrottle: { perIp: e.REGISTER_MAX_PER_IP, windowMinutes: e.REGISTER_THROTTLE_MINUTES },
    uploadThrottle: {
      perMember: e.UPLOAD_MAX_PER_MEMBER,
      perIp: e.UPLOAD_MAX_PER_IP,
      windowMinutes: e.UPLOAD_THROTTLE_MINUTES,
    },
    imageWork: {
      concurrency: e.IMAGE_WORK_CONCURRENCY ?? Math.max(1, availableParallelism() - 1),
      maxWaiting: e.IMAGE_WORK_QUEUE,
    },
    resetTokenMinutes: e.RESET_TOKEN_MINUTES,
    clickCountIntervalMinutes: e.CLICK_COUNT_INTERVAL_MINUTES,
    orders: {
      paymentMinutes: e.ORDER_PAYMENT_MINUTES,
      depositDays: e.DEPOSIT_DAYS,
      guestDepositHours: e.GUEST_DEPOSIT_HOURS,
      placement: {
        perSession: e.ORDER_MAX_PER_SESSION,
        perIp: e.ORDER_MAX_PER_IP,
        windowMinutes: e.ORDER_THROTTLE_MINUTES,
      },
      guestMaxUnpaidQty: e.GUEST_MAX_UNPAID_QTY,
      lookup: {
        perOrder: e.ORDER_LOOKUP_MAX_FAILURES_PER_ORDER,
        perIp: e.ORDER_LOOKUP_MAX_FAILURES_PER_IP,
        windowMinutes: e.ORDER_LOOKUP_THROTTLE_MINUTES,
      },
      bankAccount: bankAccountFrom(e.SHOP_BANK_ACCOUNT),
    },
    toss:
      e.TOSS_CLIENT_KEY && e.TOSS_SECRET_KEY
        ? { clientKey: e.TOSS_CLIENT_KEY, secretKey: e.TOSS_SECRET_KEY }
        : undefined,
    seedDemoData: e.SEED_DEMO_DATA ?? !production,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailLimits: {
      perRecipient: e.MAIL_MAX_PER_RECIPIENT,
      windowMinutes: e.MAIL_RECIPIENT_WINDOW_MINUTES,
      unverifiedPerDay: e.MAIL_MAX_PER_UNVERIFIED_RECIPIENT_PER_DAY,
    },
    translator: e.TRANSLATOR_URL
      ? { url: e.TRANSLATOR_URL, apiKey: e.TRANSLATOR_API_KEY, model: e.TRANSLATOR_MODEL }
      : undefined,
    translationReports: {
      minReporters: e.TRANSLATION_MIN_REPORTERS,
      maxPending: e.TRANSLATION_MAX_PENDING,
    },
    objectStore:
      e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : inMemory
          ? { kind: 'memory' }
          : { kind: 'disk', dir: path.join(dataDir, 'media') },
  };
}

// Which gateway takes payments: Toss with both keys, else the sandbox, which approves anything.
// Production never falls back to the sandbox by a forgotten key: it must be asked for.
function paymentProblems(env: NodeJS.ProcessEnv): string[] {
  const keys = [env.TOSS_CLIENT_KEY, env.TOSS_SECRET_KEY].filter(Boolean).length;
  const sandbox = env.PAYMENT_SANDBOX;
  if (keys === 1)
    return ['TOSS_CLIENT_KEY, TOSS_SECRET_KEY: set both (Toss Payments) or neither (sandbox PG)'];
  if (keys === 2 && sandbox === 'on')
    return ['PAYMENT_SANDBOX: is on while TOSS_CLIENT_KEY and TOSS_SECRET_KEY are set; choose one'];
  if (keys === 0 && sandbox === 'off')
    return ['PAYMENT_SANDBOX: is off, so TOSS_CLIENT_KEY and TOSS_SECRET_KEY are required'];
  if (keys === 0 && env.NODE_ENV === 'production' && sandbox !== 'on')
    return [
      'TOSS_CLIENT_KEY, TOSS_SECRET_KEY: are required in production (PAYMENT_SANDBOX=on runs the sandbox PG, which takes no real payments)',
    ];
  return [];
}

function bankAccountFrom(value: string): { bank: string; account: string; holder: string } {
  const [bank = '', account = '', holder = ''] = value.split('|').map((part) => part.trim());
  return { bank, account, holder };
}
