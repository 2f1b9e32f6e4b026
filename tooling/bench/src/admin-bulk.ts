// `pnpm --filter @atelier/bench run bench:admin-bulk`: the operators' XLSX export of the order
// list (`GET /api/admin/orders/export`, issue 21) at 1 000 and 10 000 orders — time, and the
// process's peak RSS over its RSS before the export (flat memory: the two should be alike) —
// and the dashboard (`GET /api/admin/dashboard`) over 100 000 orders, on PGlite and (when
// BENCH_DATABASE_URL names an empty database) on PostgreSQL. The export is read over a real
// socket and dropped as it arrives; the dashboard is answered in process (`inject`), one at a
// time. Targets: the export of 10 000 orders under 5 s; the dashboard's p99 ≤ 100 ms. The
// figures go to docs/benchmarks.md between this benchmark's markers.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { createServer, loadConfig, openDatabase } from '@atelier/api';

const docPath = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));
const start = '<!-- bench:admin-bulk:start -->';
const end = '<!-- bench:admin-bulk:end -->';
const RUNS = 200;
const EXPORT_TARGET_MS = 5_000;
const DASHBOARD_TARGET_P99_MS = 100;
const loadAtStart = os.loadavg()[0]!;
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

// Orders `from`..`to` of every status and method over the last 70 days, KRW and (1 in 10) USD,
// paid when their status is past payment.
const ordersSql = (from: number, to: number) => `insert into orders (od_id, guest_password_hash,
  idempotency_key, request_hash, lang, currency, status, payment_method, orderer_name, orderer_phone,
  orderer_email, recipient_name, recipient_phone, zonecode, address1, address2, goods_amount,
  shipping_fee, total_amount, agreed_at, created_at, paid_at, refund_state)
  select '2026' || lpad(g::text, 12, '0'), 'x', 'bench-' || g, 'h', 'kr',
    case when g % 10 = 0 then 'usd' else 'krw' end,
    (array['awaiting_deposit','paid','preparing','shipping','delivered','confirmed','cancelled'])[1 + g % 7],
    (array['card','bank_transfer','virtual_account'])[1 + g % 3],
    '고객' || (g % 5000), '010-' || lpad((g % 10000)::text, 4, '0') || '-' || lpad((g % 9973)::text, 4, '0'),
    'c' || g || '@example.com', '받는분' || (g % 5000), '010-5555-' || lpad((g % 10000)::text, 4, '0'),
    '04524', '서울 중구 세종대로 110', (g % 90 + 1) || '층', 28000, 3000, 31000, now(),
    now() - (g || ' minutes')::interval,
    case when g % 7 = 0 then null else now() - (g || ' minutes')::interval + interval '5 minutes' end,
    case when g % 997 = 0 then 'failed' else null end
  from generate_series(${from}, ${to}) g`;

interface Measured {
  rows: string[];
}

async function run(databaseUrl: string | undefined): Promise<Measured> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const handle = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
  await handle.migrate();
  const token = randomBytes(32).toString('base64url');
  const sessionId = createHash('sha256').update(token).digest('hex');
  await handle.db.execute(`insert into members (mb_id, password_hash, mb_name, terms_agreed_at,
    privacy_agreed_at, age14_confirmed_at, operator_role)
    values ('benchop', 'x', 'bench', now(), now(), now(), 'owner')`);
  await handle.db
    .execute(`insert into sessions (id, member_id, cart_key, expires_at, second_factor_at, reauth_at)
    select '${sessionId}', id, '${randomUUID()}', now() + interval '1 hour', now(), now()
    from members where mb_id = 'benchop'`);
  const app = await createServer(config, { database: handle, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const cookie = `atelier_session=${token}`;
  const rows: string[] = [];

  async function exportAll(orders: number) {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const began = performance.now();
    const res = await fetch(`${base}/api/admin/orders/export`, { headers: { cookie } });
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const ms = performance.now() - began;
    clearInterval(sampler);
    const pass = res.status === 200 && ms < EXPORT_TARGET_MS;
    rows.push(
      `| ${handle.driver} | export of ${orders.toLocaleString('en')} orders | ${res.status} | ${(bytes / 1024).toFixed(0)} KiB | ${ms.toFixed(0)} ms | ${mib(before)} → ${mib(peak)} MiB (+${mib(peak - before)}) | ${orders === 10_000 ? (pass ? 'pass' : 'FAIL') : ''} |`,
    );
  }

  try {
    await handle.db.execute(ordersSql(1, 1_000));
    await handle.db.execute('analyze orders');
    await exportAll(1_000);
    await handle.db.execute(ordersSql(1_001, 10_000));
    await handle.db.execute('analyze orders');
    await exportAll(10_000);
    await handle.db.execute(ordersSql(10_001, 100_000));
    await handle.db.execute('vacuum analyze orders');
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const began = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: { cookie },
      });
      times.push(performance.now() - began);
      status = res.statusCode;
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(RUNS - 1, Math.floor(RUNS * p))]!;
    const pass = status === 200 && at(0.99) <= DASHBOARD_TARGET_P99_MS;
    rows.push(
      `| ${handle.driver} | dashboard over 100,000 orders | ${status} | p50 ${at(0.5).toFixed(1)} ms | p99 ${at(0.99).toFixed(1)} ms | | ${pass ? 'pass' : 'FAIL'} |`,
    );
  } finally {
    await app.close();
  }
  return { rows };
}

const rows = [...(await run(undefined)).rows];
if (process.env.BENCH_DATABASE_URL) rows.push(...(await run(process.env.BENCH_DATABASE_URL)).rows);
const cpus = os.cpus();
const section = [
  start,
  '',
  '## API: the operators’ XLSX export and dashboard',
  '',
  'Command: `pnpm --filter @atelier/bench run bench:admin-bulk` (`BENCH_DATABASE_URL`: an empty PostgreSQL database for the second half). Orders inserted by SQL (every status and method, 70 days, 1 in 10 in USD), an owner’s console session. The export (`GET /api/admin/orders/export`, no filter: every order) is read over a loopback socket and dropped as it arrives, at 1 000 and then 10 000 orders; memory is the process’s RSS before the request and its peak during it (server and reader in one process). The dashboard (`GET /api/admin/dashboard`) is answered in process (`inject`), one at a time, 200 times, over 100 000 orders.',
  '',
  `Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, load average (1 min) at the start ${loadAtStart.toFixed(1)}, at the end ${os.loadavg()[0]!.toFixed(1)}. Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  `Targets: the export of 10 000 orders in under ${EXPORT_TARGET_MS / 1000} s with flat memory (its peak over the start about that of 1 000 orders); the dashboard’s p99 ≤ ${DASHBOARD_TARGET_P99_MS} ms.`,
  '',
  '| database | request | status | size / p50 | time / p99 | RSS before → peak | target |',
  '| -------- | ------- | -----: | ---------: | ---------: | ----------------- | ------ |',
  ...rows,
  '',
  end,
].join('\n');
const doc = readFileSync(docPath, 'utf8');
const from = doc.indexOf(start);
const to = doc.indexOf(end);
writeFileSync(
  docPath,
  from >= 0 && to > from
    ? `${doc.slice(0, from)}${section}${doc.slice(to + end.length)}`
    : `${doc.trimEnd()}\n\n${section}\n`,
);
console.log(rows.join('\n'));
if (rows.some((row) => row.endsWith('FAIL |'))) process.exitCode = 1;
