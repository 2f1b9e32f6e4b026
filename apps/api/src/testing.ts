import { randomBytes } from 'node:crypto';

import { PGlite } from '@electric-sql/pglite';
import type { AdminLoginStep, OperatorRole, OrderDetail, OrderPlaced } from '@atelier/contracts';
import { CookieBrowser } from '@atelier/test-utils/browser';
import { orderBody } from '@atelier/test-utils/order-fixtures';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import pg from 'pg';

import type { AppDeps } from './ports/app-deps.js';
import type { Translator } from './ports/translator/translator.js';
import { loadConfig, type AppConfig } from './config/env.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { mailOutbox, sessions, type MailRow } from './db/schema/index.js';
import { hashPassword } from './features/auth/passwords.js';
import { currentCode } from './features/operators/authenticator.js';
import { members, productVariants, reviewEligibilities } from './db/schema/index.js';
import { createServer } from './server.js';
import { insertProduct, type ProductDraft } from './features/products/product-writer.js';
import { PRODUCTS_COLLECTION } from './features/products/product-routes.js';
import { categorySeeder } from './seed/category-seeder.js';
import { seedDemoData } from './seed/seed.js';

/** A running API on a fresh database, for tests. */
export interface TestApi {
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  app: FastifyInstance;
  config: AppConfig;
  /** Mails sent so far, newest first, once the mail work queued after answers has finished. */
  outbox(): Promise<MailRow[]>;
  /** Sessions so far, newest first: the address and browser each recorded. */
  sessions(): Promise<{ ip: string | null; userAgent: string | null; memberId: number | null }[]>;
  /** Inserts a member directly (fast path for tests); answers its id and password. */
  createMember(overrides?: Partial<typeof members.$inferInsert> & { password?: string }): Promise<{
    mb_id: string;
    password: string;
    id: number;
  }>;
  /**
   * Inserts a product through the catalog's one writer, with the shop's category tree in
   * place; defaults: a visible soy candle (category 1011) at 28,000 KRW / 22.00 USD with 10
   * in stock. Answers its row id, `it_id` and its first variant's id.
   */
  createProduct(
    overrides?: Partial<ProductDraft>,
  ): Promise<{ id: number; it_id: string; variant_id: number }>;
  /** A new member logged in through the API in a cookie browser. */
  loginMember(): Promise<{ browser: CookieBrowser; id: number; mb_id: string }>;
  /**
   * A new member with `role` signed in to the console through the API: password, then the
   * authenticator (enrolled from the QR step's secret) and its current code. Answers the
   * browser, the member and the authenticator's secret.
   */
  signInOperator(role: OperatorRole): Promise<{
    browser: CookieBrowser;
    id: number;
    mb_id: string;
    password: string;
    secret: string;
  }>;
  /** A visitor: a cookie browser whose session was opened (login-check). */
  visitor(): Promise<CookieBrowser>;
  /**
   * Places a one-line card order from `browser` for a new product (28,000 KRW, 5 in stock;
   * 31,000 with shipping) through `POST /api/v1/order` with a new Idempotency-Key; `extra`
   * overrides body fields (a guest passes `order_password`). Fails unless it answers 201.
   */
  placeOrder(browser: CookieBrowser, extra?: object): Promise<OrderDetail>;
  /**
   * Gives the member a received line of the product, so they may review it once (the row
   * `eligibleReviewLine` reads until the checkout issue's order lines replace it). Answers
   * the line's ref.
   */
  grantReviewLine(memberId: number, productId: number, receivedAt?: Date): Promise<string>;
  close(): Promise<void>;
}

let template: Promise<PGlite> | undefined;

// Creating and migrating PGlite costs seconds; cloning a migrated one costs far less.
async function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = new PGlite('memory://');
    const handle = await openDatabase({ pglite: client });
    await handle.migrate();
    return client;
  })();
  return template;
}

/**
 * A fresh, migrated, empty database: a PGlite clone by default, or a new database on the
 * PostgreSQL server of `DATABASE_URL` (dropped again on close).
 */
export async function createTestDatabase(): Promise<{
  handle: DatabaseHandle;
  /** The new database's URL on the server (`undefined` for a PGlite clone). */
  url?: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const clone = (await (await pgliteTemplate()).clone()) as PGlite;
    return { handle: await openDatabase({ pglite: clone }), drop: async () => {} };
  }
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    handle,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts the real API in-process on 127.0.0.1 with a fresh database and the outbox mailer.
 */
export async function startTestApi(
  options: {
    env?: Record<string, string>;
    /** Extra route plugins registered before it listens (a test route using a helper). */
    routes?: FastifyPluginAsync<AppDeps>;
    /** Machine translation (a fake of the translator port); none by default. */
    translator?: Translator;
  } = {},
): Promise<TestApi> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const { handle, drop } = await createTestDatabase();
  const app = await createServer(config, {
    database: handle,
    logger: false,
    ...(options.translator ? { translator: options.translator } : {}),
  });
  if (options.routes) await app.register(options.routes, app.deps);
  // Suites open a thousand connections at once (the oversell suite): room in the accept queue.
  await app.listen({ host: '127.0.0.1', port: 0, backlog: 4096 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let counter = 0;
  const api: TestApi = {
    url: `http://127.0.0.1:${port}`,
    app,
    config,
    async outbox() {
      await app.backgroundTasks.idle();
      return handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
    },
    sessions: () =>
      handle.db
        .select({ ip: sessions.ip, userAgent: sessions.userAgent, memberId: sessions.memberId })
        .from(sessions)
        .orderBy(desc(sessions.createdAt)),
    async createMember(overrides = {}) {
      counter += 1;
      const { password = 'passw0rd!', ...values } = overrides;
      const mbId = values.mbId ?? `member${counter}_${randomBytes(3).toString('hex')}`;
      const now = new Date();
      const [row] = await handle.db
        .insert(members)
        .values({
          mbId,
          passwordHash: await hashPassword(password),
          name: '테스트회원',
          email: `${mbId}@example.com`,
          hp: '010-1111-2222',
          termsAgreedAt: now,
          privacyAgreedAt: now,
          age14ConfirmedAt: now,
          ...values,
        })
        .returning({ id: members.id });
      return { mb_id: mbId, password, id: row!.id };
    },
    async createProduct(overrides = {}) {
      counter += 1;
      const itId = overrides.itId ?? `T${Date.now().toString(36)}${counter}`.slice(0, 20);
      const db = handle.db;
      await seedDemoData(db, app.log, { seeders: [categorySeeder] });
      const id = await db.transaction((tx) =>
        insertProduct(tx, {
          itId,
          categoryIds: [1011],
          name: `테스트 캔들 ${counter}`,
          nameEn: `Test candle ${counter}`,
          price: { krw: 28_000, usd: 2_200 },
          safetyReportNo: 'CB23-12-0001',
          stock: 10,
          ...overrides,
        }),
      );
      // As a product writer does: the next answer reads the new products version at once
      // (else product pages and lists show it within the version cache's second).
      app.deps.versions.invalidate(PRODUCTS_COLLECTION);
      const [variant] = await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.productId, id))
        .orderBy(asc(productVariants.id))
        .limit(1);
      return { id, it_id: itId, variant_id: variant!.id };
    },
    async loginMember() {
      const member = await api.createMember();
      const browser = new CookieBrowser(`http://127.0.0.1:${port}`);
      await browser.start();
      await browser.login(member.mb_id, member.password);
      return { browser, id: member.id, mb_id: member.mb_id };
    },
    async signInOperator(role) {
      const member = await api.createMember({ operatorRole: role });
      const browser = new CookieBrowser(`http://127.0.0.1:${port}`);
      await browser.start();
      const login = await browser.post('/api/admin/login', {
        mb_id: member.mb_id,
        mb_password: member.password,
      });
      const step = login.body as AdminLoginStep;
      if (login.status !== 200 || step.step !== 'enrol')
        throw new Error(`operator login answered ${login.status}: ${JSON.stringify(login.body)}`);
      const code = await browser.post('/api/admin/login/second-factor', {
        code: currentCode(step.secret),
      });
      if (code.status !== 200)
        throw new Error(`second factor answered ${code.status}: ${JSON.stringify(code.body)}`);
      return { browser, ...member, secret: step.secret };
    },
    async visitor() {
      const browser = new CookieBrowser(`http://127.0.0.1:${port}`);
      await browser.start();
      return browser;
    },
    async placeOrder(browser, extra = {}) {
      const { it_id, variant_id } = await api.createProduct({
        price: { krw: 28_000, usd: 2_200 },
        stock: 5,
      });
      counter += 1;
      const placed = await browser.post(
        '/api/v1/order',
        orderBody([{ it_id, variant_id, qty: 1 }], 31_000, extra),
        { headers: { 'idempotency-key': `test-order-${Date.now()}-${counter}` } },
      );
      if (placed.status !== 201)
        throw new Error(
          `placing a test order answered ${placed.status}: ${JSON.stringify(placed.body)}`,
        );
      return (placed.body as OrderPlaced).data;
    },
    async grantReviewLine(memberId, productId, receivedAt = new Date()) {
      counter += 1;
      const lineRef = `L${counter}-${memberId}-${productId}`;
      await handle.db
        .insert(reviewEligibilities)
        .values({ lineRef, memberId, productId, receivedAt });
      return lineRef;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
  return api;
}

export { orderBody };

/** `path` fetched raw with `browser`'s cookies (downloads: the body as bytes). */
export async function download(api: TestApi, browser: CookieBrowser, path: string) {
  const res = await fetch(`${api.url}${path}`, {
    headers: { cookie: browser.jar.cookieHeader() ?? '' },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The first sheet of an XLSX file as rows of cell texts (the header row first). */
export async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(
      Array.from((row.values as unknown[]).slice(1), (v) =>
        v === undefined || v === null ? '' : String(v),
      ),
    );
  });
  return rows;
}
