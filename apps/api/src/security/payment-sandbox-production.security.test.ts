// Issue 19, item 1: without Toss keys the sandbox PG took payments in production, and any session could approve or deposit another's order with it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';

import type { OrderDetail } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config/env.js';
import { orders, sandboxPayments } from '../db/schema/index.js';
import { createServer } from '../server.js';
import { createTestDatabase, startTestApi, type TestApi } from '../testing.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), LOG_LEVEL: 'silent' };

describe('the payment gateway of a production start', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'atelier-payment-sandbox-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('refuses to start without Toss keys, in one line naming them and PAYMENT_SANDBOX', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...PRODUCTION, DATA_DIR: scratch, PORT: '0' };
    for (const name of ['DATABASE_URL', 'TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY', 'PAYMENT_SANDBOX'])
      delete env[name];
    const run = spawnSync(
      process.execPath,
      ['--conditions=@atelier/source', '--import', 'tsx', 'src/main.ts'],
      { cwd: apiRoot, env, encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.status).toBe(1);
    const line = run.stderr.split('\n').find((l) => l.includes('TOSS_SECRET_KEY'));
    expect(line).toBeDefined();
    expect(line).toContain('TOSS_CLIENT_KEY');
    expect(line).toContain('PAYMENT_SANDBOX=on');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('runs the sandbox only when PAYMENT_SANDBOX=on asks for it, with a warning at every start', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({
      ...PRODUCTION,
      LOG_LEVEL: 'info',
      DATA_DIR: 'memory://',
      PAYMENT_SANDBOX: 'on',
    });
    for (let start = 0; start < 2; start += 1) {
      const { handle, drop } = await createTestDatabase();
      const app = await createServer(config, { database: handle, logger: { stream } });
      expect(app.deps.gateway.provider).toBe('sandbox');
      await app.close();
      await drop();
    }
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level === 40 && entry.msg.includes('PAYMENTS ARE NOT REAL'));
    expect(warnings).toHaveLength(2);
  });
});

describe('with Toss keys', () => {
  let toss: TestApi;
  beforeAll(async () => {
    toss = await startTestApi({
      env: { TOSS_CLIENT_KEY: 'test_ck_x', TOSS_SECRET_KEY: 'test_sk_x' },
    });
  });
  afterAll(() => toss.close());

  it('has no sandbox routes: opening, reading or depositing is a 404 that stores nothing', async () => {
    const { browser } = await toss.loginMember();
    const order = await toss.placeOrder(browser);
    const opened = await browser.post('/api/v1/sandbox-pg/payments', {
      orderId: order.od_id,
      orderName: '캔들',
      amount: order.total,
      currency: 'KRW',
      method: 'card',
      action: 'approve',
    });
    expect(opened.status).toBe(404);
    expect((await browser.get(`/api/v1/sandbox-pg/orders/${order.od_id}`)).status).toBe(404);
    const deposit = await browser.post(
      '/api/v1/sandbox-pg/payments/sbx_000000000000000000000000/deposit',
    );
    expect(deposit.status).toBe(404);
    expect(await toss.app.database.db.select().from(sandboxPayments)).toEqual([]);
  });
});

describe('the sandbox PG acts for the order’s own session only', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const db = () => api.app.database.db;
  const orderRow = async (odId: string) =>
    (await db().select().from(orders).where(eq(orders.odId, odId)))[0]!;
  const bookOf = (odId: string) =>
    db().select().from(sandboxPayments).where(eq(sandboxPayments.orderId, odId));
  const open = (
    browser: Awaited<ReturnType<TestApi['visitor']>>,
    order: OrderDetail,
    method = order.payment_method,
  ) =>
    browser.post('/api/v1/sandbox-pg/payments', {
      orderId: order.od_id,
      orderName: order.lines[0]!.name,
      amount: order.total,
      currency: order.currency.toUpperCase(),
      method,
      action: 'approve',
    });
  const confirm = (browser: Awaited<ReturnType<TestApi['visitor']>>, redirect: string) =>
    browser.post(
      '/api/v1/payment/confirm',
      Object.fromEntries(new URL(redirect, api.url).searchParams),
    );

  it('refuses a stranger (visitor or member) an approval of a member’s order: 404, nothing opened or paid', async () => {
    const owner = await api.loginMember();
    const order = await api.placeOrder(owner.browser);
    const visitor = await api.visitor();
    const member = (await api.loginMember()).browser;
    for (const stranger of [visitor, member]) {
      const res = await open(stranger, order);
      expect(res.status).toBe(404);
      expect((await stranger.get(`/api/v1/sandbox-pg/orders/${order.od_id}`)).status).toBe(404);
    }
    expect(await bookOf(order.od_id)).toEqual([]);
    expect((await orderRow(order.od_id)).status).toBe('awaiting_payment');

    const own = await open(owner.browser, order);
    expect(own.status).toBe(200);
    expect((await confirm(owner.browser, (own.body as { redirect: string }).redirect)).status).toBe(
      200,
    );
    expect((await orderRow(order.od_id)).status).toBe('paid');
  });

  it('lets a guest order be paid by the session that placed it or looked it up, no other', async () => {
    const placing = await api.visitor();
    const order = await api.placeOrder(placing, { order_password: 'candle-2026!' });
    const stranger = await api.visitor();
    expect((await open(stranger, order)).status).toBe(404);
    const described = await placing.get(`/api/v1/sandbox-pg/orders/${order.od_id}`);
    expect(described.status).toBe(200);
    expect(described.body.data).toMatchObject({
      od_id: order.od_id,
      amount: order.total,
      currency: 'KRW',
      method: 'card',
    });

    const lookedUp = await api.visitor();
    const lookup = await lookedUp.post('/api/v1/order/lookup', {
      od_id: order.od_id,
      order_password: 'candle-2026!',
    });
    expect(lookup.status).toBe(200);
    const opened = await open(lookedUp, order);
    expect(opened.status).toBe(200);
    expect((await confirm(lookedUp, (opened.body as { redirect: string }).redirect)).status).toBe(
      200,
    );
    expect((await orderRow(order.od_id)).status).toBe('paid');
  });

  it('refuses a stranger the deposit into another’s virtual account: 404, the order still waits', async () => {
    const owner = await api.loginMember();
    const order = await api.placeOrder(owner.browser, { payment_method: 'virtual_account' });
    const opened = await open(owner.browser, order);
    const redirect = (opened.body as { redirect: string }).redirect;
    expect((await confirm(owner.browser, redirect)).status).toBe(200);
    expect((await orderRow(order.od_id)).status).toBe('awaiting_deposit');
    const paymentKey = new URL(redirect, api.url).searchParams.get('paymentKey')!;

    for (const stranger of [await api.visitor(), (await api.loginMember()).browser]) {
      const res = await stranger.post(`/api/v1/sandbox-pg/payments/${paymentKey}/deposit`);
      expect(res.status).toBe(404);
    }
    expect((await bookOf(order.od_id))[0]).toMatchObject({
      status: 'WAITING_FOR_DEPOSIT',
      charges: 0,
    });
    expect((await orderRow(order.od_id)).status).toBe('awaiting_deposit');

    const own = await owner.browser.post(`/api/v1/sandbox-pg/payments/${paymentKey}/deposit`);
    expect(own.status).toBe(200);
    expect((await orderRow(order.od_id)).status).toBe('paid');
  });
});
