// `pnpm bench` (products part): load-tests the catalog answers of the built API on the 10 000-product
// bench catalog, on PGlite and (when BENCH_DATABASE_URL is set) on PostgreSQL, and records the
// figures in docs/benchmarks.md between this benchmark's markers.
//
// The catalog is written first by `pnpm --filter @atelier/api run seed:bench` (it skips what is
// there): into BENCH_DATA_DIR (a PGlite folder kept between runs, default a fresh temporary one)
// and into the BENCH_DATABASE_URL database. BENCH_PRODUCTS_COLD=0 leaves out the rows built per
// request (the slow ones), for a short run of the target rows only.
//
// Order placement is rate-limited per session and address (issue 19); the order rows send
// thousands of orders from one member session on loopback, so the bench's server raises
// ORDER_MAX_PER_SESSION and ORDER_MAX_PER_IP to 1 000 000: every order still pays for its two
// counter upserts (what the limits cost a shopper), none is refused. Set either variable in
// the bench's environment to run with another limit (e.g. the defaults, 10 and 30, to see 429s).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import { apiEntry, startShop } from '@atelier/e2e/start-shop';
import { orderBody } from '@atelier/test-utils/order-fixtures';

import { visitorSession } from './bench-session.js';
import { writeBenchSection } from './bench-doc.js';

const apiDir = fileURLToPath(new URL('../../../apps/api', import.meta.url));
const start = '<!-- bench:products:start -->';
const end = '<!-- bench:products:end -->';
const commerceStart = '<!-- bench:commerce:start -->';
const commerceEnd = '<!-- bench:commerce:end -->';
// BENCH_ONLY=commerce runs (and rewrites) only the cart and order rows; BENCH_MATCH=<regex>
// runs only the rows whose name matches and writes nothing (for profiling one row).
const only = process.env.BENCH_ONLY;
const match = process.env.BENCH_MATCH ? new RegExp(process.env.BENCH_MATCH) : undefined;
const load = { connections: 32, duration: 10, pipelining: 1 };
const PRODUCTS = 10_000;
const withCold = process.env.BENCH_PRODUCTS_COLD !== '0';
const SORTS = ['new', 'best', 'price_asc', 'price_desc', 'review', 'name'];
// Keywords a shopper types: one and two syllables, 초성, English, a SKU prefix, a tag.
const KEYWORDS = [
  '캔들',
  '향',
  'ㅋㄷ',
  'ㄹㅂㄷ',
  '라벤더',
  '디퓨저',
  'lavender',
  'reed',
  'CDL-001',
  '자몽',
];

type Target = { minRps: number; maxP99Ms?: number };
const TARGET_200: Target = { minRps: 3_000, maxP99Ms: 25 };
const TARGET_304: Target = { minRps: 15_000 };
const TARGET_SEARCH: Target = { minRps: 1_000, maxP99Ms: 50 };
const TARGET_CART_ADD: Target = { minRps: 2_000, maxP99Ms: 25 };
const TARGET_ORDER: Target = { minRps: 300, maxP99Ms: 50 };

/** One request of a scenario that writes: method, path, headers (session cookie, XSRF…), body. */
interface BenchRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Scenario {
  name: string;
  /** One path, or a function giving each request's path (many distinct answers). */
  path: string | (() => string);
  /**
   * The requests in full, in turn, for scenarios that write (cart, orders); `path` then only
   * names the row. `context` is the connection's own for one round of the list (autocannon
   * clears it when the list starts again); `onResponse` reads an answer into it.
   */
  requests?: Array<{
    setup: (context: Record<string, unknown>) => BenchRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }>;
  /** The cart and order rows have a section of their own in docs/benchmarks.md. */
  commerce?: boolean;
  /** Statuses besides `expectStatus` a writing scenario may answer (a mixed scenario's reads). */
  alsoExpect?: number[];
  /** Request headers, read just before the scenario runs (an ETag must be current). */
  headers?: () => Promise<Record<string, string>>;
  expectStatus: number;
  /** Reads the database per request: runs after the kept-answer rows, then lets the server drain. */
  cold?: boolean;
  target?: Target;
}

interface Row {
  driver: string;
  scenario: Scenario;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  verdict: 'pass' | 'FAIL' | '—';
}

// The 1-minute load average before anything starts: a busy machine moves every figure.
const loadAtStart = os.loadavg()[0]!;
const drivers: Array<{ name: string; env: Record<string, string>; cleanup?: () => void }> = [];
const keptDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDir ?? mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
drivers.push({
  name: 'PGlite',
  env: { DATA_DIR: dataDir },
  ...(keptDir ? {} : { cleanup: () => rmSync(dataDir, { recursive: true, force: true }) }),
});
if (process.env.BENCH_DATABASE_URL) {
  drivers.push({
    name: 'PostgreSQL',
    env: {
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-only-session-secret-0123456789abcdef',
    },
  });
}

const placementLimits = {
  ORDER_MAX_PER_SESSION: process.env.ORDER_MAX_PER_SESSION ?? '1000000',
  ORDER_MAX_PER_IP: process.env.ORDER_MAX_PER_IP ?? '1000000',
};

const rows: Row[] = [];
for (const driver of drivers) {
  seed(driver.env);
  const shop = await startShop({
    entry: apiEntry,
    env: { ...driver.env, ...placementLimits },
    readyTimeoutMs: 120_000,
  });
  try {
    const chosen = (await scenarios(shop.baseUrl)).filter(
      (s) =>
        (withCold || !s.cold) &&
        (only !== 'commerce' || s.commerce || s.path === '/healthz') &&
        (!match || match.test(s.name)),
    );
    for (const scenario of chosen) {
      if (scenario.headers) await startOfMinute();
      const headers = (await scenario.headers?.()) ?? {};
      await fire(shop.baseUrl, scenario, headers, 3); // warm-up: JIT, kept answers, pools
      const result = await fire(shop.baseUrl, scenario, headers, load.duration);
      rows.push(measure(driver.name, scenario, result));
      const r = rows.at(-1)!;
      console.log(
        `${driver.name} ${scenario.name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, ${JSON.stringify(r.statuses)} ${r.verdict}`,
      );
      if (scenario.cold) await drained(shop.baseUrl);
    }
  } finally {
    await shop.stop();
    driver.cleanup?.();
  }
}
const catalogRows = rows.filter((r) => !r.scenario.commerce);
const commerceRows = rows.filter((r) => r.scenario.commerce || r.scenario.path === '/healthz');
if (!match) {
  if (only !== 'commerce') writeBenchSection(start, end, render(catalogRows));
  writeBenchSection(commerceStart, commerceEnd, renderCommerce(commerceRows));
}
if (rows.some((r) => r.verdict === 'FAIL')) process.exitCode = 1;

function seed(env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@atelier/source', 'src/seed/seed-bench.ts'],
    {
      cwd: apiDir,
      env: { ...process.env, NODE_ENV: 'test', BENCH_PRODUCTS: String(PRODUCTS), ...env },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`seed:bench failed (${result.status})`);
}

// Answers that depend on sale periods are keyed by the minute, and so are their ETags: a 304 row
// starts early in a minute so that its warm-up and run (13 s) do not cross into the next one.
async function startOfMinute() {
  const second = new Date().getSeconds();
  if (second > 40) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
}

// Requests still queued when autocannon stops (a cold row on PGlite's one connection) must not
// be counted against the next row: wait until the database answers promptly again.
async function drained(baseUrl: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    const res = await fetch(`${baseUrl}/readyz`).catch(() => undefined);
    if (res?.ok && Date.now() - started < 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function scenarios(baseUrl: string): Promise<Scenario[]> {
  const list = '/api/v1/product?per_page=20';
  const detail = '/api/v1/product/B0004321';
  const search = `/api/v1/product?keyword=${encodeURIComponent('캔들')}`;
  const ifNoneMatch = (p: string) => async () => {
    const res = await fetch(`${baseUrl}${p}`);
    const etag = res.headers.get('etag');
    if (!res.ok || !etag) throw new Error(`GET ${p}: ${res.status}, etag ${etag}`);
    return { 'if-none-match': etag };
  };
  let page = 0;
  let product = 0;
  let keyword = 0;
  let pair = 0;
  return [
    // The machine's capacity at that moment (no database, no body): the rows below compare to it.
    { name: 'GET /healthz (baseline)', path: '/healthz', expectStatus: 200 },
    { name: `GET ${list}`, path: list, expectStatus: 200, target: TARGET_200 },
    { name: `GET ${detail}`, path: detail, expectStatus: 200, target: TARGET_200 },
    {
      name: `GET ${list} + If-None-Match`,
      path: list,
      headers: ifNoneMatch(list),
      expectStatus: 304,
      target: TARGET_304,
    },
    {
      name: `GET ${detail} + If-None-Match`,
      path: detail,
      headers: ifNoneMatch(detail),
      expectStatus: 304,
      target: TARGET_304,
    },
    {
      name: `GET ${decodeURIComponent(search)}`,
      path: search,
      expectStatus: 200,
      target: TARGET_SEARCH,
    },
    {
      name: 'GET /api/v1/product?category=…&sort=…&page=… (1 500 distinct pages, built per request)',
      path: () => {
        page = (page + 1) % 1_500;
        const category = [1, 2, 101, 201, 1011][page % 5];
        const sort = SORTS[Math.floor(page / 5) % SORTS.length];
        return `/api/v1/product?category=${category}&sort=${sort}&page=${1 + Math.floor(page / 30)}`;
      },
      expectStatus: 200,
      target: TARGET_200,
      cold: true,
    },
    {
      name: 'GET /api/v1/product/B… (every product in turn, built per request)',
      path: () => {
        product = (product + 7_919) % PRODUCTS;
        return `/api/v1/product/B${String(product).padStart(7, '0')}`;
      },
      expectStatus: 200,
      cold: true,
    },
    {
      name: `GET /api/v1/product?keyword=…&sort=…&page=… (${KEYWORDS.length} keywords × 7 orders × 20 pages, built per request)`,
      path: () => {
        keyword = (keyword + 1) % (KEYWORDS.length * 140);
        const word = KEYWORDS[keyword % KEYWORDS.length]!;
        const sort = [...SORTS, 'relevance'][Math.floor(keyword / KEYWORDS.length) % 7];
        const at = 1 + Math.floor(keyword / (KEYWORDS.length * 7));
        return `/api/v1/product?keyword=${encodeURIComponent(word)}&sort=${sort}&per_page=10&page=${at}`;
      },
      expectStatus: 200,
      target: TARGET_SEARCH,
      cold: true,
    },
    {
      name: `GET /api/v1/product?keyword=…&sort=…&page=… (${KEYWORDS.length ** 2} two-word keywords × 7 orders × 2 pages, each keyword matched anew)`,
      path: () => {
        pair = (pair + 1) % (KEYWORDS.length ** 2 * 14);
        const at = pair % KEYWORDS.length ** 2;
        const words = `${KEYWORDS[at % KEYWORDS.length]!} ${KEYWORDS[Math.floor(at / KEYWORDS.length)]!}`;
        const sort = [...SORTS, 'relevance'][Math.floor(pair / KEYWORDS.length ** 2) % 7];
        const page = 1 + Math.floor(pair / (KEYWORDS.length ** 2 * 7));
        return `/api/v1/product?keyword=${encodeURIComponent(words)}&sort=${sort}&per_page=10&page=${page}`;
      },
      expectStatus: 200,
      target: TARGET_SEARCH,
      cold: true,
    },
    {
      name: 'GET /api/v1/product/suggest?keyword=… (distinct keywords, built per request)',
      path: () => {
        keyword += 1;
        const word = KEYWORDS[keyword % KEYWORDS.length]!;
        return `/api/v1/product/suggest?keyword=${encodeURIComponent(`${word} ${keyword % 997}`)}`;
      },
      expectStatus: 200,
      cold: true,
    },
    ...(await commerceScenarios(baseUrl)),
  ];
}

/**
 * Cart and order rows (issue 12) on the bench catalog: shoppers add random in-stock variants to
 * their carts and take them out again (each cart stays under its 50-line limit), members place
 * orders by bank transfer with a new Idempotency-Key each (no gateway on the path), and a mixed
 * browse-and-buy row where one request in ten places an order.
 */
async function commerceScenarios(baseUrl: string): Promise<Scenario[]> {
  const variants: Array<{ it_id: string; variant_id: number; price: number }> = [];
  for (let i = 0; variants.length < 400 && i < 2_000; i += 1) {
    const itId = `B${String((i * 7_919) % PRODUCTS).padStart(7, '0')}`;
    const res = await fetch(`${baseUrl}/api/v1/product/${itId}`);
    if (!res.ok) continue;
    const { data } = (await res.json()) as {
      data: {
        price: number;
        variants: Array<{ id: number; stock: number; sold_out: boolean; price: number }>;
      };
    };
    for (const v of data.variants)
      if (v.stock >= 5 && !v.sold_out)
        variants.push({ it_id: itId, variant_id: v.id, price: v.price });
  }
  const visitors = await Promise.all(Array.from({ length: 64 }, () => visitorSession(baseUrl)));
  const id = `bench${Date.now().toString(36)}`;
  const buyer = await visitorSession(baseUrl, {
    mb_id: id,
    mb_password: 'wick-and-wax-2026',
    mb_password_confirmation: 'wick-and-wax-2026',
    mb_name: '벤치',
    mb_email: `${id}@example.com`,
    mb_hp: '010-9876-5432',
    agree_terms: true,
    agree_privacy: true,
    agree_age14: true,
  });
  let n = 0;
  const pickVariant = () => variants[(n * 31) % variants.length]!;
  const quote = async (v: (typeof variants)[number]) => {
    const res = await fetch(`${baseUrl}/api/v1/order/quote`, {
      method: 'POST',
      headers: buyer.headers,
      body: JSON.stringify(
        orderBody(
          [{ it_id: v.it_id, variant_id: v.variant_id, qty: 1 }],
          totals.get(v.variant_id),
          { payment_method: 'bank_transfer', depositor_name: '홍길동' },
        ),
      ),
    });
    return ((await res.json()) as { amounts: { total: number } }).amounts.total;
  };
  // Orders go round every picked variant, so the run does not sell out the few it would
  // otherwise use (bench stock is 0–49 per variant) and measures orders, not sold-out answers.
  const totals = new Map<number, number>();
  for (const v of variants) totals.set(v.variant_id, await quote(v));
  const orderRequest = (): BenchRequest => {
    n += 1;
    const v = variants[n % variants.length]!;
    return {
      method: 'POST',
      path: '/api/v1/order',
      headers: { ...buyer.headers, 'idempotency-key': `bench-${Date.now()}-${n}` },
      body: JSON.stringify({
        items: [{ it_id: v.it_id, variant_id: v.variant_id, qty: 1 }],
        orderer_name: '홍길동',
        orderer_phone: '010-1234-5678',
        orderer_email: 'hong@example.com',
        recipient_name: '홍길동',
        recipient_phone: '010-1234-5678',
        zonecode: '04524',
        address1: '서울 중구 세종대로 110',
        payment_method: 'bank_transfer',
        depositor_name: '홍길동',
        agree_privacy: true,
        agree_purchase: true,
        expected_total: totals.get(v.variant_id),
      }),
    };
  };
  return [
    {
      name: 'POST /api/v1/cart (64 visitors add a random variant; every other request takes it out again)',
      path: '/api/v1/cart',
      // A visitor adds a variant; the same connection then takes that line out again.
      requests: [
        {
          setup: (context) => {
            n += 1;
            context.who = n % visitors.length;
            const v = pickVariant();
            return {
              method: 'POST',
              path: '/api/v1/cart',
              headers: visitors[context.who as number]!.headers,
              body: JSON.stringify({ it_id: v.it_id, variant_id: v.variant_id, qty: 1 }),
            };
          },
          onResponse: (status, body, context) => {
            if (status === 201)
              context.line = (JSON.parse(body) as { lines: { id: number }[] }).lines[0]?.id;
          },
        },
        {
          setup: (context) => ({
            method: 'DELETE',
            path: `/api/v1/cart/${String(context.line ?? 0)}`,
            headers: visitors[(context.who as number | undefined) ?? 0]!.headers,
          }),
        },
      ],
      expectStatus: 201,
      alsoExpect: [200],
      target: TARGET_CART_ADD,
      cold: true,
      commerce: true,
    },
    {
      name: 'POST /api/v1/order (a member, bank transfer, one line, a new Idempotency-Key each)',
      path: '/api/v1/order',
      requests: [{ setup: orderRequest }],
      expectStatus: 201,
      target: TARGET_ORDER,
      cold: true,
      commerce: true,
    },
    {
      name: 'Mixed browse-and-buy: 9 of 10 requests read (lists, product pages, searches), 1 places an order',
      path: '/api/v1/product',
      requests: [
        {
          setup: () => {
            n += 1;
            if (n % 10 === 0) return orderRequest();
            const v = variants[n % variants.length]!;
            const reads = [
              `/api/v1/product?per_page=20&page=${1 + (n % 50)}`,
              `/api/v1/product/${v.it_id}`,
              `/api/v1/product?keyword=${encodeURIComponent(KEYWORDS[n % KEYWORDS.length]!)}`,
            ];
            return { method: 'GET', path: reads[n % 3]! };
          },
        },
      ],
      expectStatus: 200,
      // 409: the variant was sold out by the rows before (the answer a shopper gets then).
      alsoExpect: [201, 409],
      cold: true,
      commerce: true,
    },
  ];
}

function fire(baseUrl: string, s: Scenario, headers: Record<string, string>, duration: number) {
  const next = s.path;
  if (s.requests)
    return autocannon({
      ...load,
      duration,
      url: `${baseUrl}/`,
      requests: s.requests.map(({ setup, onResponse }) => ({
        setupRequest: (req, context) => {
          const r = setup(context as Record<string, unknown>);
          return {
            ...req,
            method: r.method,
            path: r.path,
            headers: { ...req.headers, ...headers, ...r.headers },
            ...(r.body === undefined ? {} : { body: r.body }),
          };
        },
        ...(onResponse
          ? {
              onResponse: (status: number, body: string, context: unknown) =>
                onResponse(status, body, context as Record<string, unknown>),
            }
          : {}),
      })),
    });
  return autocannon({
    ...load,
    duration,
    url: `${baseUrl}${typeof next === 'string' ? next : '/'}`,
    headers,
    ...(typeof next === 'string'
      ? {}
      : { requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }] }),
  });
}

function measure(driver: string, s: Scenario, result: autocannon.Result): Row {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  const errors = result.errors + result.timeouts;
  const allowed = new Set([s.expectStatus, ...(s.alsoExpect ?? [])]);
  const onlyExpected =
    errors === 0 && Object.keys(statuses).every((code) => allowed.has(Number(code)));
  const fast =
    !s.target ||
    (result.requests.average >= s.target.minRps &&
      (s.target.maxP99Ms === undefined || result.latency.p99 <= s.target.maxP99Ms));
  const verdict = !onlyExpected ? 'FAIL' : s.target ? (fast ? 'pass' : 'FAIL') : '—';
  return {
    driver,
    scenario: s,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors,
    verdict,
  };
}

function describeTarget(t: Target | undefined): string {
  if (!t) return '—';
  return `≥ ${t.minRps.toLocaleString('en')} req/s${t.maxP99Ms ? `, p99 ≤ ${t.maxP99Ms} ms` : ''}`;
}

function tableOf(all: Row[]): string[] {
  return all.map((r) => {
    const statuses = Object.entries(r.statuses)
      .map(([code, n]) => `${code}: ${n}`)
      .join(', ');
    const errors = r.errors > 0 ? `, errors: ${r.errors}` : '';
    return `| ${r.driver} | \`${r.scenario.name}\` | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${statuses}${errors} | ${describeTarget(r.scenario.target)} | ${r.verdict} |`;
  });
}

function machine(): string {
  const cpus = os.cpus();
  return `Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}, load average (1 min) at the start ${loadAtStart.toFixed(1)}, at the end ${os.loadavg()[0]!.toFixed(1)}. Date: ${new Date().toISOString().slice(0, 10)}.`;
}

function renderCommerce(all: Row[]): string {
  return [
    commerceStart,
    '## API: cart, order creation and a mixed browse-and-buy load at 10 000 products',
    '',
    'Command: `pnpm bench` (or `BENCH_ONLY=commerce pnpm --filter @atelier/bench bench:products` for these rows alone; `BENCH_DATABASE_URL` adds PostgreSQL). Built API on the bench catalog, autocannon ' +
      `${load.connections} connections, ${load.duration} s per row after a 3 s warm-up. Cart: 64 visitor sessions (one per connection), each adding an in-stock variant and taking the line out with its next request (both counted). Orders: a member who signed up for the run places one-line bank-transfer orders (no gateway call on the path), each with a new Idempotency-Key, across up to 400 in-stock variants in turn (so the run measures orders rather than sold-out answers); every order is recomputed, compared, and reserves stock in one transaction, after counting against the placement limits (raised to ${placementLimits.ORDER_MAX_PER_SESSION} per session and ${placementLimits.ORDER_MAX_PER_IP} per address for the run, so the counters are on the path and nothing is refused). Mixed: one request in ten is such an order (a 409 when earlier rows sold its variant out), the rest read lists, product pages and searches.`,
    '',
    machine(),
    '',
    '| database | scenario | req/s (avg) | p50 ms | p99 ms | statuses | target | verdict |',
    '|---|---|---:|---:|---:|---|---|---|',
    ...tableOf(all),
    commerceEnd,
  ].join('\n');
}

function render(all: Row[]): string {
  const table = tableOf(all);
  return [
    start,
    '## API: product list, detail, 304 and search at 10 000 products',
    '',
    'Command: `pnpm bench` (runs `tooling/bench/src/products.ts` after building `@atelier/api`; set `BENCH_DATABASE_URL` for the PostgreSQL rows, `BENCH_DATA_DIR` to keep the seeded PGlite folder).',
    `Built API (\`apps/api/dist/main.js\`, \`NODE_ENV=test\`) on the bench catalog (\`seed:bench\`: ${PRODUCTS.toLocaleString('en')} products, ${(PRODUCTS * 3).toLocaleString('en')} variants); autocannon ${load.connections} connections, ${load.duration} s per scenario, pipelining ${load.pipelining}, after a 3 s warm-up; client and server share the machine. ${withCold ? 'Rows marked "built per request" cycle through more distinct answers than are kept (1 024 list pages), so each answer is built anew: lists, searches and suggestions from the catalog read model (decision 0014), product pages from it and the product’s own rows (one statement for a product whose rows are not kept); the two-word row also cycles through more keywords than the model keeps matched (64).' : 'The rows built per request were left out (`BENCH_PRODUCTS_COLD=0`).'}`,
    '',
    machine(),
    '',
    '| database | scenario | req/s (avg) | p50 ms | p99 ms | statuses | target | verdict |',
    '|---|---|---:|---:|---:|---|---|---|',
    ...table,
    end,
  ].join('\n');
}
