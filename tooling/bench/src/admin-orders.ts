// `pnpm --filter @atelier/bench run bench:admin-orders`: the operators' order list
// (`GET /api/admin/orders`, issue 21) over 100 000 orders, on PGlite and (when
// BENCH_DATABASE_URL names an empty database) on PostgreSQL: the first page, a deep page of a
// status, a method over a period, and searches by name, phone and order number. Each request is
// answered in process (`inject`, no network), one at a time; target p99 ≤ 100 ms. The figures go
// to docs/benchmarks.md between this benchmark's markers.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { createServer, loadConfig, openDatabase } from '@atelier/api';

const docPath = fileURLToPath(new URL('../../../docs/benchmarks.md', import.meta.url));
const start = '<!-- bench:admin-orders:start -->';
const end = '<!-- bench:admin-orders:end -->';
const ORDERS = 100_000;
const RUNS = 200;
const TARGET_P99_MS = 100;
const loadAtStart = os.loadavg()[0]!;

const PATHS = [
  '/api/admin/orders',
  '/api/admin/orders?status=paid&page=50',
  '/api/admin/orders?payment_method=bank_transfer&from=2026-01-01',
  '/api/admin/orders?q=고객123',
  '/api/admin/orders?q=010-5555-0123',
  '/api/admin/orders?q=2026000000012345',
];

// Orders of every status and method over the last 70 days, 5 000 distinct names and phones.
const ORDERS_SQL = `insert into orders (od_id, guest_password_hash, idempotency_key, request_hash, lang,
  currency, status, payment_method, orderer_name, orderer_phone, orderer_email, recipient_name,
  recipient_phone, zonecode, address1, goods_amount, shipping_fee, total_amount, agreed_at, created_at)
  select '2026' || lpad(g::text, 12, '0'), 'x', 'bench-' || g, 'h', 'kr', 'krw',
    (array['awaiting_deposit','paid','preparing','shipping','delivered','confirmed','cancelled'])[1 + g % 7],
    (array['card','bank_transfer','virtual_account'])[1 + g % 3],
    '고객' || (g % 5000), '010-' || lpad((g % 10000)::text, 4, '0') || '-' || lpad((g % 9973)::text, 4, '0'),
    'c' || g || '@example.com', '받는분' || (g % 5000), '010-5555-' || lpad((g % 10000)::text, 4, '0'),
    '04524', '서울 중구 세종대로 110', 28000, 3000, 31000, now(), now() - (g || ' minutes')::interval
  from generate_series(1, ${ORDERS}) g`;

async function run(databaseUrl: string | undefined): Promise<string[]> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const handle = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
  await handle.migrate();
  await handle.db.execute(ORDERS_SQL);
  await handle.db.execute('analyze orders');
  // An owner's console session, as the sign-in leaves it (password and second factor given).
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
  const rows: string[] = [];
  try {
    for (const path of PATHS) {
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const began = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: path,
          headers: { cookie: `atelier_session=${token}` },
        });
        times.push(performance.now() - began);
        status = res.statusCode;
      }
      times.sort((a, b) => a - b);
      const at = (p: number) => times[Math.min(RUNS - 1, Math.floor(RUNS * p))]!;
      const pass = status === 200 && at(0.99) <= TARGET_P99_MS;
      rows.push(
        `| ${handle.driver} | \`${path}\` | ${status} | ${at(0.5).toFixed(1)} | ${at(0.99).toFixed(1)} | ${pass ? 'pass' : 'FAIL'} |`,
      );
    }
  } finally {
    await app.close();
  }
  return rows;
}

const rows = [...(await run(undefined))];
if (process.env.BENCH_DATABASE_URL) rows.push(...(await run(process.env.BENCH_DATABASE_URL)));
const cpus = os.cpus();
const section = [
  start,
  '',
  '## API: the operators’ order list over 100 000 orders',
  '',
  'Command: `pnpm --filter @atelier/bench run bench:admin-orders` (`BENCH_DATABASE_URL`: an empty PostgreSQL database for the second half). 100 000 orders inserted by SQL (every status and method, 70 days, 5 000 names and phones), an owner’s console session; each request answered in process (`inject`), one at a time, 200 times.',
  '',
  `Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, load average (1 min) at the start ${loadAtStart.toFixed(1)}, at the end ${os.loadavg()[0]!.toFixed(1)}. Date: ${new Date().toISOString().slice(0, 10)}.`,
  '',
  `Target: p99 ≤ ${TARGET_P99_MS} ms.`,
  '',
  '| database | request | status | p50 ms | p99 ms | target |',
  '| -------- | ------- | -----: | -----: | -----: | ------ |',
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
