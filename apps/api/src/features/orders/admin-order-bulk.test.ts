import type {
  AdminBulkResponse,
  AdminDashboard,
  AdminOrderListItem,
  OrderDetail,
  Paginated,
  ShipmentUploadResponse,
} from '@atelier/contracts';
import type { CookieBrowser } from '@atelier/test-utils/browser';
import { orderBody } from '@atelier/test-utils/order-fixtures';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditLog, orders, sessions } from '../../db/schema/index.js';
import { koreaDate } from '../../shared/korea-time.js';
import { download as downloadAs, sheetRows, startTestApi, type TestApi } from '../../testing.js';

let api: TestApi;
let staff: { browser: CookieBrowser; id: number; mb_id: string };
beforeAll(async () => {
  api = await startTestApi();
  staff = await api.signInOperator('customer_service');
});
afterAll(() => api.close());

const db = () => api.app.database.db;
let seq = 0;

/** A member's 무통장입금 order (31,000 KRW), awaiting the transfer. */
async function transferOrder(extra: object = {}) {
  const p = await api.createProduct({ stock: 5 });
  const m = await api.loginMember();
  const res = await m.browser.post(
    '/api/v1/order',
    orderBody([{ it_id: p.it_id, variant_id: p.variant_id, qty: 1 }], 31_000, {
      payment_method: 'bank_transfer',
      depositor_name: '홍길동',
      ...extra,
    }),
    { headers: { 'idempotency-key': `bulk-${Date.now()}-${(seq += 1)}` } },
  );
  expect(res.status).toBe(201);
  return (res.body as { data: OrderDetail }).data.od_id;
}

const orderRow = async (odId: string) =>
  (await db().select().from(orders).where(eq(orders.odId, odId)))[0]!;
const setOrder = (odId: string, values: Partial<typeof orders.$inferInsert>) =>
  db().update(orders).set(values).where(eq(orders.odId, odId));
const auditsOf = (odId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'orders'), eq(auditLog.resourceId, odId)))
    .orderBy(desc(auditLog.id));

/** Sends a file as the console does (multipart, the session's cookies and XSRF header). */
async function upload(browser: CookieBrowser, bytes: Uint8Array | string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  const res = await fetch(`${api.url}/api/admin/orders/shipments`, {
    method: 'POST',
    body: form,
    headers: { cookie: browser.jar.cookieHeader() ?? '', 'x-xsrf-token': browser.xsrf ?? '' },
  });
  return {
    status: res.status,
    body: (await res.json()) as ShipmentUploadResponse & { message?: string },
  };
}

const download = (browser: CookieBrowser, path: string) => downloadAs(api, browser, path);

describe('bulk actions on selected orders', () => {
  it('applies each order on its own, reports each, and audits only what moved', async () => {
    const a = await transferOrder();
    const b = await transferOrder();
    const { browser } = await api.loginMember();
    const card = (await api.placeOrder(browser)).od_id;
    const unknown = '2000010112345678';

    const res = await staff.browser.post('/api/admin/orders/bulk', {
      action: 'mark_paid',
      od_ids: [a, card, b, unknown],
    });
    expect(res.status).toBe(200);
    const body = res.body as AdminBulkResponse;
    expect(body).toMatchObject({ done: 2, refused: 2 });
    expect(body.data.map((r) => [r.od_id, r.ok, r.status])).toEqual([
      [a, true, 'paid'],
      [card, false, 'awaiting_payment'],
      [b, true, 'paid'],
      [unknown, false, null],
    ]);
    expect(body.data[1]!.message).toContain('무통장입금 주문만 입금 확인');
    expect(body.data[3]!.message).toContain(unknown);
    expect((await auditsOf(a))[0]).toMatchObject({
      action: 'mark_paid',
      mbId: staff.mb_id,
      before: { status: 'awaiting_deposit' },
      after: { status: 'paid' },
    });
    expect(await auditsOf(card)).toEqual([]);

    const prepared = (
      await staff.browser.post('/api/admin/orders/bulk', { action: 'prepare', od_ids: [a, card] })
    ).body as AdminBulkResponse;
    expect(prepared.data.map((r) => [r.ok, r.status])).toEqual([
      [true, 'preparing'],
      [false, 'awaiting_payment'],
    ]);
    expect((await auditsOf(a)).map((r) => r.action)).toEqual(['prepare', 'mark_paid']);
  });

  it('refuses a bad request whole, and a role without edit', async () => {
    const bad = await staff.browser.post('/api/admin/orders/bulk', { action: 'ship', od_ids: [] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['action', 'od_ids']);
    const workshop = await api.signInOperator('workshop_staff');
    const refused = await workshop.browser.post('/api/admin/orders/bulk', {
      action: 'prepare',
      od_ids: ['2000010112345678'],
    });
    expect(refused.status).toBe(403);
  });
});

describe('the order list sort', () => {
  it('sorts by amount, status and date both ways, the URL’s sort kept by the API', async () => {
    const name = '정렬고객';
    const ids = [
      await transferOrder({ orderer_name: name }),
      await transferOrder({ orderer_name: name }),
      await transferOrder({ orderer_name: name }),
    ];
    await setOrder(ids[0]!, { totalAmount: 50_000, status: 'shipping' });
    await setOrder(ids[1]!, { totalAmount: 10_000, status: 'paid' });
    const list = async (query: string) =>
      (
        (await staff.browser.get(`/api/admin/orders?q=${encodeURIComponent(name)}&${query}`))
          .body as Paginated<AdminOrderListItem>
      ).data.map((o) => o.od_id);
    expect(await list('sort=total_amount&order=asc')).toEqual([ids[1], ids[2], ids[0]]);
    expect(await list('sort=total_amount&order=desc')).toEqual([ids[0], ids[2], ids[1]]);
    // The lifecycle's order: 입금대기, 결제완료, 배송중.
    expect(await list('sort=status&order=asc')).toEqual([ids[2], ids[1], ids[0]]);
    expect(await list('sort=created_at&order=asc')).toEqual(ids);
    expect(await list('')).toEqual([...ids].reverse());
    expect((await staff.browser.get('/api/admin/orders?sort=name')).status).toBe(422);
  });
});

describe('the shipping upload', () => {
  it('ships each good row and refuses each bad one with its reason (CSV)', async () => {
    const good = await transferOrder();
    const byName = await transferOrder();
    const unpaid = await transferOrder();
    const noTracking = await transferOrder();
    for (const id of [good, byName, noTracking])
      await setOrder(id, { status: 'paid', paidAt: new Date() });
    const csv = [
      '주문번호,택배사,송장번호',
      `${good},cj,6892-1234-5678`,
      `${byName},우체국택배,1234567890123`,
      '2000010112345678,cj,111122223333',
      `${unpaid},cj,111122224444`,
      `${noTracking},가나택배,111122225555`,
      '',
      `${noTracking},hanjin,`,
      `${good},cj,999988887777`,
    ].join('\r\n');
    const res = await upload(staff.browser, csv, 'shipments.csv');
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => [r.line, r.outcome, r.reason])).toEqual([
      [2, 'shipped', null],
      [3, 'shipped', null],
      [4, 'refused', 'unknown_order'],
      [5, 'refused', 'status'],
      [6, 'refused', 'unknown_carrier'],
      [8, 'refused', 'missing_tracking'],
      [9, 'refused', 'duplicate_order'],
    ]);
    expect(res.body).toMatchObject({ shipped: 2, refused: 5 });
    expect(res.body.data[3]!.message).toContain('입금대기');
    expect(res.body.data[4]!.message).toContain('가나택배');
    expect(res.body.data[6]!.message).toContain('2');
    expect(await orderRow(good)).toMatchObject({
      status: 'shipping',
      carrier: 'cj',
      trackingNo: '689212345678',
    });
    expect(await orderRow(byName)).toMatchObject({ status: 'shipping', carrier: 'epost' });
    expect((await orderRow(noTracking)).status).toBe('paid');
    expect((await orderRow(unpaid)).status).toBe('awaiting_deposit');
    expect((await auditsOf(good))[0]).toMatchObject({
      action: 'ship',
      after: { status: 'shipping', tracking_no: '689212345678', via: 'upload', line: 2 },
    });
    expect(await auditsOf(noTracking)).toEqual([]);
  });

  it('reads XLSX (a header in any order, a number cell) and EUC-KR CSV, and the template', async () => {
    const a = await transferOrder();
    const b = await transferOrder();
    for (const id of [a, b]) await setOrder(id, { status: 'preparing', paidAt: new Date() });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('x');
    sheet.addRow(['Tracking number', 'Order number', 'Carrier']);
    sheet.addRow(['555566667777', Number(a), 'Lotte Global Logistics']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(staff.browser, xlsx, 'anything.bin');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        line: 2,
        od_id: a,
        carrier: 'lotte',
        tracking_no: '555566667777',
        outcome: 'shipped',
        reason: null,
        message: '',
      },
    ]);

    const euckr = Buffer.from(
      // '주문번호,택배사,송장번호\r\n{b},한진택배,123412341234' in EUC-KR.
      new Uint8Array([
        ...[0xc1, 0xd6, 0xb9, 0xae, 0xb9, 0xf8, 0xc8, 0xa3, 0x2c],
        ...[0xc5, 0xc3, 0xb9, 0xe8, 0xbb, 0xe7, 0x2c],
        ...[0xbc, 0xdb, 0xc0, 0xe5, 0xb9, 0xf8, 0xc8, 0xa3, 0x0d, 0x0a],
        ...Buffer.from(`${b},`),
        ...[0xc7, 0xd1, 0xc1, 0xf8, 0xc5, 0xc3, 0xb9, 0xe8],
        ...Buffer.from(',123412341234'),
      ]),
    );
    const korean = await upload(staff.browser, euckr, 'excel.csv');
    expect(korean.status).toBe(200);
    expect(korean.body.data[0]).toMatchObject({ od_id: b, carrier: 'hanjin', outcome: 'shipped' });

    const template = await download(staff.browser, '/api/admin/orders/shipments/template');
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toContain('.xlsx');
    expect((await sheetRows(template.bytes))[0]).toEqual(['주문번호', '택배사', '송장번호']);
    const csv = await download(staff.browser, '/api/admin/orders/shipments/template?format=csv');
    expect(csv.bytes.toString('utf8')).toContain('주문번호,택배사,송장번호');
  });

  it('refuses a file that is not a spreadsheet, an empty one and one too long, moving nothing', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const picture = await upload(staff.browser, png, 'shipments.xlsx');
    expect(picture.status).toBe(422);
    expect(picture.body.message).toBe(
      '엑셀(.xlsx) 또는 CSV 파일만 올릴 수 있습니다. 양식을 내려받아 사용해 주세요.',
    );
    const fakeZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);
    expect((await upload(staff.browser, fakeZip, 'x.xlsx')).status).toBe(422);
    expect(
      (await upload(staff.browser, '주문번호,택배사,송장번호\r\n', 'x.csv')).body.message,
    ).toMatch(/발송할 행이 없습니다/);
    const id = await transferOrder();
    await setOrder(id, { status: 'paid' });
    const long = [
      `${id},cj,123412341234`,
      ...Array.from({ length: 1000 }, () => '2000010112345678,cj,123412341234'),
    ].join('\n');
    const tooMany = await upload(staff.browser, long, 'x.csv');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toContain('1000');
    expect((await orderRow(id)).status).toBe('paid');
    const big = await upload(staff.browser, 'a'.repeat(2 * 1024 * 1024 + 10), 'x.csv');
    expect(big.status).toBe(413);
  });
});

describe('the XLSX export', () => {
  it('streams the filtered list, masked; revealed only with the permission and a recent password, audited', async () => {
    const name = '엑셀고객';
    const ids = [
      await transferOrder({ orderer_name: name, orderer_phone: '010-3333-4444' }),
      await transferOrder({ orderer_name: name }),
    ];
    await transferOrder({ orderer_name: '다른고객' });
    await setOrder(ids[1]!, { status: 'paid' });
    const res = await download(
      staff.browser,
      `/api/admin/orders/export?q=${encodeURIComponent(name)}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const rows = await sheetRows(res.bytes);
    expect(rows[0]!.slice(0, 3)).toEqual(['주문번호', '주문일시', '상태']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([...ids].reverse());
    const header = rows[0]!;
    const col = (title: string) => header.indexOf(title);
    expect(rows[2]![col('주문자 전화')]).toBe('010-****-4444');
    expect(rows[2]![col('상세주소')] ?? '').toBe('');
    expect(rows[2]![col('결제금액')]).toBe('31000');
    expect(rows[1]![col('상태')]).toBe('결제완료');

    const filtered = await sheetRows(
      (
        await download(
          staff.browser,
          `/api/admin/orders/export?q=${encodeURIComponent(name)}&status=paid`,
        )
      ).bytes,
    );
    expect(filtered.slice(1).map((r) => r[0])).toEqual([ids[1]]);

    const revealed = await download(
      staff.browser,
      `/api/admin/orders/export?q=${encodeURIComponent(name)}&reveal=true`,
    );
    expect(revealed.status).toBe(200);
    const full = await sheetRows(revealed.bytes);
    expect(full[2]![col('주문자 전화')]).toBe('010-3333-4444');
    expect(full[2]![col('상세주소')]).toBe('3층');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'orders_export'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      action: 'reveal',
      mbId: staff.mb_id,
      after: { filter: { q: name } },
    });

    await db()
      .update(sessions)
      .set({ reauthAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.memberId, staff.id));
    expect((await download(staff.browser, '/api/admin/orders/export?reveal=true')).status).toBe(
      428,
    );
    const workshop = await api.signInOperator('workshop_staff');
    expect((await download(workshop.browser, '/api/admin/orders/export?reveal=true')).status).toBe(
      403,
    );
    expect(
      (await download(workshop.browser, `/api/admin/orders/export?q=${encodeURIComponent(name)}`))
        .status,
    ).toBe(200);
  });

  it('reads in keyset batches past the batch size without a gap or a repeat', async () => {
    const name = '배치고객';
    const first = await transferOrder({ orderer_name: name });
    const [row] = await db().select().from(orders).where(eq(orders.odId, first));
    // 1 100 copies of the order at the same instant: only the id orders them.
    await db().execute(
      `insert into orders (od_id, guest_password_hash, idempotency_key, request_hash, lang, currency, status,
        payment_method, orderer_name, orderer_phone, orderer_email, recipient_name, recipient_phone, zonecode,
        address1, goods_amount, shipping_fee, total_amount, agreed_at, created_at)
       select '3000' || lpad(g::text, 12, '0'), 'x', 'batch-' || g, 'h', 'kr', 'krw', 'paid', 'card',
        '${name}', '010-1111-2222', 'b@example.com', '받는분', '010-1111-2222', '04524', '서울', 28000, 3000,
        31000, now(), '${row!.createdAt.toISOString()}'
       from generate_series(1, 1100) g`,
    );
    const rows = await sheetRows(
      (await download(staff.browser, `/api/admin/orders/export?q=${encodeURIComponent(name)}`))
        .bytes,
    );
    const exported = rows.slice(1).map((r) => r[0]);
    expect(exported).toHaveLength(1101);
    expect(new Set(exported).size).toBe(1101);
  });
});

describe('the dashboard', () => {
  const figure = (d: AdminDashboard, part: 'today' | 'month', currency: string) =>
    d[part].find((f) => f.currency === currency)!;
  const dayOf = (d: AdminDashboard, date: string, currency: string) =>
    d.days.find((day) => day.date === date)?.figures.find((f) => f.currency === currency);
  const read = async (b: CookieBrowser = staff.browser) =>
    ((await b.get('/api/admin/dashboard')).body as { data: AdminDashboard }).data;

  it('counts orders and sales per currency by Korean day, and the work waiting', async () => {
    const before = await read();
    const now = new Date();
    const today = koreaDate(now);
    const threeDaysAgo = new Date(now.getTime() - 3 * 86_400_000);

    // Fixture orders: two paid today (KRW), one paid today then cancelled, a USD one paid three
    // days ago, one still awaiting its transfer, and a failed refund.
    const fixtures = [
      { id: await transferOrder(), values: { status: 'paid', paidAt: now, totalAmount: 31_000 } },
      {
        id: await transferOrder(),
        values: { status: 'preparing', paidAt: now, totalAmount: 45_500 },
      },
      {
        id: await transferOrder(),
        values: { status: 'cancelled', paidAt: now, refundState: 'failed' },
      },
      {
        id: await transferOrder(),
        values: {
          status: 'shipping',
          paidAt: threeDaysAgo,
          createdAt: threeDaysAgo,
          currency: 'usd',
          totalAmount: 2_450,
        },
      },
      { id: await transferOrder(), values: {} },
    ];
    for (const f of fixtures) if (Object.keys(f.values).length > 0) await setOrder(f.id, f.values);
    const rows = await db()
      .select()
      .from(orders)
      .where(
        inArray(
          orders.odId,
          fixtures.map((f) => f.id),
        ),
      );
    const sold = (r: (typeof rows)[number]) =>
      !['cancelled', 'returned', 'refunded'].includes(r.status);
    const expected = (currency: string, inPeriod: (date: string) => boolean) => ({
      orders: rows.filter((r) => r.currency === currency && inPeriod(koreaDate(r.createdAt)))
        .length,
      sales: rows
        .filter(
          (r) => r.currency === currency && r.paidAt && sold(r) && inPeriod(koreaDate(r.paidAt)),
        )
        .reduce((sum, r) => sum + r.totalAmount, 0),
    });
    const after = await read();
    const delta = (part: 'today' | 'month', currency: string) => ({
      orders: figure(after, part, currency).orders - figure(before, part, currency).orders,
      sales: figure(after, part, currency).sales - figure(before, part, currency).sales,
    });
    const month = today.slice(0, 8);
    for (const currency of ['krw', 'usd']) {
      expect(delta('today', currency)).toEqual(expected(currency, (d) => d === today));
      expect(delta('month', currency)).toEqual(expected(currency, (d) => d.startsWith(month)));
    }
    const usdDay = koreaDate(threeDaysAgo);
    expect(
      (dayOf(after, usdDay, 'usd')!.sales ?? 0) - (dayOf(before, usdDay, 'usd')?.sales ?? 0),
    ).toBe(2_450);
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)!.date).toBe(today);
    expect(after.today_date).toBe(today);

    const count = (where: SQL | undefined) => db().$count(orders, where);
    expect(after.work.transfers).toBe(
      await count(
        and(eq(orders.status, 'awaiting_deposit'), eq(orders.paymentMethod, 'bank_transfer')),
      ),
    );
    expect(after.work.to_ship).toBe(await count(inArray(orders.status, ['paid', 'preparing'])));
    expect(after.work.refund_failed - before.work.refund_failed).toBe(1);
    expect(after.work.transfers - before.work.transfers).toBe(
      fixtures.length - rows.filter((r) => r.status !== 'awaiting_deposit').length,
    );
    // The counts link to lists that hold exactly as many orders.
    for (const queue of ['transfers', 'to_ship', 'claims', 'refund_failed'] as const) {
      const list = (await staff.browser.get(`/api/admin/orders?queue=${queue}`))
        .body as Paginated<AdminOrderListItem>;
      expect(list.total).toBe(after.work[queue]);
    }
    // Each fixture's product had 5 in stock, one now reserved: at or under the threshold.
    expect(after.low_stock_threshold).toBe(5);
    expect(after.work.low_stock - before.work.low_stock).toBe(fixtures.length);

    const editor = await api.signInOperator('content_editor');
    expect((await editor.browser.get('/api/admin/dashboard')).status).toBe(200);
    const member = await api.loginMember();
    expect((await member.browser.get('/api/admin/dashboard')).status).toBe(403);
  });
});
