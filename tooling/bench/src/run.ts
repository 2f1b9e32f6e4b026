// `pnpm bench`: load-tests the built shop (the gateway, fresh PGlite) with autocannon and records the figures
// in docs/benchmarks.md between this benchmark's markers.
import os from 'node:os';
import autocannon from 'autocannon';
import { startShop } from '@atelier/e2e/start-shop';
import { writeBenchSection } from './bench-doc.js';

const start = '<!-- bench:api:start -->';
const end = '<!-- bench:api:end -->';
const target = { minRps: 3000, maxP99Ms: 25 };
const load = { connections: 10, duration: 10, pipelining: 1 };
// The public-collection rows use the load of issue 9's measurement, so the figures compare.
const heavy = 32;
// A port the caller chose (`PORT=4110 pnpm bench`), else a free one.
const port = process.env.PORT ? Number(process.env.PORT) : undefined;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  expectStatus: number;
  hasTarget?: boolean;
  /** Concurrent connections; default `load.connections`. */
  connections?: number;
}

interface Row extends Scenario {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  verdict: 'pass' | 'FAIL' | '—';
}

const shop = await startShop({ port });
let rows: Row[];
try {
  rows = [];
  for (const scenario of await scenarios(shop.baseUrl)) {
    await fire(shop.baseUrl, scenario, 3); // warm-up: JIT, caches, connection pools
    rows.push(measure(scenario, await fire(shop.baseUrl, scenario, load.duration)));
  }
} finally {
  await shop.stop();
}

writeBenchSection(start, end, render(rows));
for (const r of rows) {
  console.log(
    `${r.name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, ${JSON.stringify(r.statuses)} ${r.verdict}`,
  );
}
if (rows.some((r) => r.verdict === 'FAIL')) {
  console.error(
    `target missed: ≥ ${target.minRps} req/s and p99 ≤ ${target.maxP99Ms} ms on the 304 path`,
  );
  process.exitCode = 1;
}

async function scenarios(baseUrl: string): Promise<Scenario[]> {
  const login = await fetch(`${baseUrl}/api/v1/login-check`, { method: 'POST' });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const noticePath = '/api/v1/notice?page=1&per_page=10';
  const notice = await fetch(`${baseUrl}${noticePath}`);
  const etag = notice.headers.get('etag');
  const categoriesPath = '/api/evans-cart/categories-service';
  const categories = await fetch(`${baseUrl}${categoriesPath}`);
  const categoriesEtag = categories.headers.get('etag');
  if (!login.ok || !cookie || !notice.ok || !etag || !categories.ok || !categoriesEtag) {
    throw new Error(
      `unexpected API answers: login-check ${login.status}, notice ${notice.status}, etag ${etag}, categories ${categories.status}, etag ${categoriesEtag}`,
    );
  }
  return [
    {
      name: 'POST /api/v1/login-check (session cookie)',
      method: 'POST',
      path: '/api/v1/login-check',
      headers: { cookie },
      expectStatus: 200,
    },
    { name: `GET ${noticePath}`, method: 'GET', path: noticePath, headers: {}, expectStatus: 200 },
    {
      name: `GET ${noticePath} + If-None-Match`,
      method: 'GET',
      path: noticePath,
      headers: { 'if-none-match': etag },
      expectStatus: 304,
      hasTarget: true,
    },
    {
      name: `GET ${categoriesPath} (${heavy} connections)`,
      method: 'GET',
      path: categoriesPath,
      headers: {},
      expectStatus: 200,
      connections: heavy,
    },
    {
      name: `GET ${categoriesPath} + If-None-Match (${heavy} connections)`,
      method: 'GET',
      path: categoriesPath,
      headers: { 'if-none-match': categoriesEtag },
      expectStatus: 304,
      connections: heavy,
    },
    {
      name: `GET /healthz (${heavy} connections)`,
      method: 'GET',
      path: '/healthz',
      headers: {},
      expectStatus: 200,
      connections: heavy,
    },
  ];
}

function fire(baseUrl: string, s: Scenario, duration: number) {
  return autocannon({
    ...load,
    connections: s.connections ?? load.connections,
    duration,
    url: `${baseUrl}${s.path}`,
    method: s.method,
    headers: s.headers,
  });
}

function measure(s: Scenario, result: autocannon.Result): Row {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  const errors = result.errors + result.timeouts;
  const onlyExpected =
    errors === 0 && Object.keys(statuses).every((code) => Number(code) === s.expectStatus);
  const fast = result.requests.average >= target.minRps && result.latency.p99 <= target.maxP99Ms;
  const verdict = s.hasTarget
    ? onlyExpected && fast
      ? 'pass'
      : 'FAIL'
    : onlyExpected
      ? '—'
      : 'FAIL';
  const { p50, p90, p99 } = result.latency;
  return { ...s, rps: result.requests.average, p50, p90, p99, statuses, errors, verdict };
}

function render(rows: Row[]): string {
  const cpus = os.cpus();
  const table = rows.map((r) => {
    const statuses = Object.entries(r.statuses)
      .map(([code, n]) => `${code}: ${n}`)
      .join(', ');
    const errors = r.errors > 0 ? `, errors: ${r.errors}` : '';
    return `| \`${r.name}\` | ${Math.round(r.rps)} | ${r.p50} | ${r.p90} | ${r.p99} | ${statuses}${errors} | ${r.verdict} |`;
  });
  return [
    start,
    '## API: session check, cached notice list, category tree',
    '',
    'Command: `pnpm bench` (runs `tooling/bench/src/run.ts` through turbo after building `@atelier/api`).',
    `Built server on a fresh PGlite data folder, \`NODE_ENV=test\`; autocannon ${load.connections} connections unless the row says otherwise, ${load.duration} s per scenario, pipelining ${load.pipelining}, after a 3 s warm-up; client and server share the machine.`,
    '',
    `Machine: ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}. Date: ${new Date().toISOString().slice(0, 10)}.`,
    '',
    `Target: ≥ ${target.minRps.toLocaleString('en').replace(',', ' ')} req/s and p99 ≤ ${target.maxP99Ms} ms on the cached-ETag 304 path. Other rows only check that every answer had the expected status.`,
    '',
    '| scenario | req/s (avg) | p50 ms | p90 ms | p99 ms | statuses | target |',
    '|---|---:|---:|---:|---:|---|---|',
    ...table,
    end,
  ].join('\n');
}
