// `pnpm bench` (after the API benchmark): Lighthouse (mobile defaults, Debian Chromium) on the
// built shop's pages, plus each page's bytes of first-load JS and of the first HTML response.
// Figures go to docs/benchmarks.md between this benchmark's markers. Targets are recorded, not
// enforced: the process exits 0 when a target is missed, non-zero only when it could not measure.
import { request } from 'node:http';
import os from 'node:os';
import { gzipSync } from 'node:zlib';

import {
  launchBrowser,
  scriptsByHydration,
  startShop,
  viewports,
  type ScriptsByHydration,
} from '@atelier/e2e';
import { chromiumVersion, machineLine, writeBenchSection } from './bench-doc.js';
import { visitorSession } from './bench-session.js';
import {
  chromePath,
  lighthouseRuns,
  lighthouseVersion,
  medianRun,
  type LighthouseRun,
} from './lighthouse-run.js';

const start = '<!-- bench:pages:start -->';
const end = '<!-- bench:pages:end -->';
const runs = Number(process.env.BENCH_PAGE_RUNS ?? 3);
// Home (CMS, popups, the whole chrome), the login page, a category listing (root 캔들) and a
// product page with four photos (the demo seed's first product, 시그니처 소이 캔들: its `it_id`
// comes from its category and place, so it stays while products are appended), the cart and the
// order form. BENCH_PAGE_ROUTES=<comma-separated routes> measures only those.
const routes = (
  process.env.BENCH_PAGE_ROUTES ??
  '/,/login,/shop/category/1,/shop/product/171011001,/shop/cart,/shop/order-form'
).split(',');
// An empty cart measures nothing useful: these pages are measured in a guest session holding
// CART_LINES lines (the order form ordering all of them), its cookie sent with every request.
const CART_ROUTES = new Set(['/shop/cart', '/shop/order-form']);
const CART_LINES = 3;
const target = {
  score: 98,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  // The ceiling every page must stay under (issue 11; CI fails above it: first-load-budget and
  // first-load-browser e2e), and the lighter aim of decision 0010, recorded beside it.
  jsCeiling: 184_000,
  jsAim: 150_000,
  htmlBytes: 14_000,
};
// Issue 12 asks performance ≥ 95 of the cart and the order form (their other figures recorded).
const cartTarget = { score: 95 };
interface Raw {
  status: number;
  encoding: string | null;
  body: Buffer;
}

interface ScriptFile {
  url: string;
  gzip: number;
  served: boolean;
}

interface Bytes {
  route: string;
  /** Scripts requested before the page had hydrated: the first-load JS. */
  files: ScriptFile[];
  /** Scripts requested after hydration until the network went quiet. */
  later: ScriptFile[];
  jsGzip: number;
  html: { transferred: number; encoding: string; raw: number };
}

/** A route as measured: its URL and, for the cart pages, the session's cookie. */
interface Visit {
  route: string;
  url: string;
  cookie?: string;
}

interface Page {
  route: string;
  status: number;
  runs: LighthouseRun[];
  median: LighthouseRun;
}

// The 1-minute load average before anything starts: a busy machine moves every figure.
const loadAtStart = os.loadavg()[0]!;
const shop = await startShop();
let pages: Page[];
let bytes: Bytes[];
try {
  const visits = await plan(shop.baseUrl);
  for (const visit of visits) await get(visit, 'identity'); // warm-up: JIT, caches
  bytes = [];
  for (const visit of visits) bytes.push(await measureBytes(visit));
  pages = [];
  for (const visit of visits) pages.push(await measurePage(visit));
} finally {
  await shop.stop();
}

writeBenchSection(start, end, render(pages, bytes));
for (const p of pages) {
  const m = p.median;
  console.log(
    `${p.route} (${p.status}): score ${m.score}, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls.toFixed(3)}, accessibility ${m.accessibility}, best practices ${m.bestPractices}, SEO ${m.seo} — ${verdict(pageOk(p.route, m))}`,
  );
}
for (const b of bytes) {
  console.log(
    `${b.route}: first-load JS ${b.jsGzip} B gzip — ceiling ${verdict(b.jsGzip <= target.jsCeiling)}, aim ${b.jsGzip <= target.jsAim ? 'met' : 'missed'}; first HTML ${b.html.transferred} B ${b.html.encoding} — ${verdict(b.html.transferred <= target.htmlBytes)}`,
  );
}

/** The URL of each route, with a guest session holding a cart for the cart pages. */
async function plan(baseUrl: string): Promise<Visit[]> {
  const cart = routes.some((route) => CART_ROUTES.has(route)) ? await cartSession(baseUrl) : null;
  return routes.map((route) => {
    if (!CART_ROUTES.has(route) || !cart) return { route, url: baseUrl + route };
    const query = route === '/shop/order-form' ? `?lines=${cart.lineIds.join(',')}` : '';
    return { route, url: baseUrl + route + query, cookie: cart.cookie };
  });
}

/** A guest session with CART_LINES in-stock variants of the demo shop in its cart. */
async function cartSession(baseUrl: string): Promise<{ cookie: string; lineIds: number[] }> {
  const session = await visitorSession(baseUrl);
  const json = async <T>(res: Response): Promise<T> => {
    if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const list = await json<{ data: { it_id: string }[] }>(
    await fetch(`${baseUrl}/api/v1/product?per_page=30`),
  );
  let lineIds: number[] = [];
  for (const { it_id } of list.data) {
    if (lineIds.length >= CART_LINES) break;
    const detail = await json<{
      data: { variants: { id: number; stock: number; sold_out: boolean }[] };
    }>(await fetch(`${baseUrl}/api/v1/product/${it_id}`));
    const variant = detail.data.variants.find((v) => !v.sold_out && v.stock >= 3);
    if (!variant) continue;
    const cart = await json<{ lines: { id: number }[] }>(
      await fetch(`${baseUrl}/api/v1/cart`, {
        method: 'POST',
        headers: session.headers,
        body: JSON.stringify({ it_id, variant_id: variant.id, qty: 1, addons: [] }),
      }),
    );
    lineIds = cart.lines.map((line) => line.id);
  }
  if (lineIds.length < CART_LINES) throw new Error('the demo shop has too few products in stock');
  return { cookie: session.headers.cookie!, lineIds };
}

/** GET without decompression: the bytes as they travel, with their `content-encoding`. */
function get(visit: Visit | string, acceptEncoding: string): Promise<Raw> {
  const { url, cookie } = typeof visit === 'string' ? { url: visit, cookie: undefined } : visit;
  const headers = { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) };
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const encoding = res.headers['content-encoding'];
        resolve({
          status: res.statusCode ?? 0,
          encoding: encoding && encoding !== 'identity' ? encoding : null,
          body: Buffer.concat(chunks),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function gzip9(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

/**
 * The scripts a cold visit of the page loads in Chromium (mobile viewport, a fresh browser),
 * split at the moment the app has hydrated (`scriptsByHydration`: the definition the
 * storefront's first-load check uses too): scripts requested before that are what hydration
 * needed; the rest loaded afterwards until the network went quiet (e.g. the popup carousel's
 * Swiper).
 */
async function visitScripts({ url, cookie }: Visit): Promise<ScriptsByHydration> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({
      ...viewports.mobile,
      ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
    });
    return await scriptsByHydration(page, url);
  } finally {
    await browser.close();
  }
}

async function scriptFile(url: string): Promise<ScriptFile> {
  // The served `.gz` when there is one (what a gzip-only browser downloads), else gzip -9.
  const served = await get(url, 'gzip');
  if (served.status !== 200) throw new Error(`GET ${url} answered ${served.status}`);
  const gzip = served.encoding === 'gzip' ? served.body.length : gzip9(served.body);
  return { url: new URL(url).pathname, gzip, served: served.encoding === 'gzip' };
}

async function measureBytes(visit: Visit): Promise<Bytes> {
  const { route } = visit;
  const compressed = await get(visit, 'br, gzip');
  const plain = await get(visit, 'identity');
  if (plain.status !== 200) throw new Error(`GET ${route} answered ${plain.status}`);
  const scripts = await visitScripts(visit);
  const files = await Promise.all(scripts.beforeHydration.map(scriptFile));
  const later = await Promise.all(scripts.afterHydration.map(scriptFile));
  if (files.length === 0) throw new Error(`no script loaded before ${route} hydrated`);
  return {
    route,
    files,
    later,
    jsGzip: files.reduce((sum, f) => sum + f.gzip, 0),
    html: compressed.encoding
      ? {
          transferred: compressed.body.length,
          encoding: compressed.encoding,
          raw: plain.body.length,
        }
      : {
          transferred: gzip9(plain.body),
          encoding: 'gzip -9, computed (sent uncompressed)',
          raw: plain.body.length,
        },
  };
}

async function measurePage(visit: Visit): Promise<Page> {
  const { status } = await get(visit, 'identity');
  const results = await lighthouseRuns({ ...visit, errorStatus: status >= 400 }, runs);
  return { route: visit.route, status, runs: results, median: medianRun(results) };
}

function pageOk(route: string, m: LighthouseRun): boolean {
  if (CART_ROUTES.has(route)) return m.score >= cartTarget.score;
  return (
    m.score >= target.score &&
    m.lcpMs <= target.lcpMs &&
    m.tbtMs <= target.tbtMs &&
    m.cls <= target.cls
  );
}

function verdict(ok: boolean): 'PASS' | 'FAIL' {
  return ok ? 'PASS' : 'FAIL';
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function render(pages: Page[], bytes: Bytes[]): string {
  const pageRows = pages.map((p) => {
    const m = p.median;
    const each = p.runs.map((r) => r.score).join(' / ');
    return `| \`${p.route}\` (${p.status}) | ${m.score} (${each}) | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.tbtMs} ms | ${m.cls.toFixed(3)} | ${(m.fcpMs / 1000).toFixed(2)} s | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${verdict(pageOk(p.route, m))} |`;
  });
  const sizeCell = (n: number) => `${kB(n)} (${n.toLocaleString('en')} B)`;
  const bytesRows = bytes.map((b) => {
    const laterGzip = b.later.reduce((sum, f) => sum + f.gzip, 0);
    const ok = b.jsGzip <= target.jsCeiling && b.html.transferred <= target.htmlBytes;
    const aim = b.jsGzip <= target.jsAim ? 'met' : 'missed';
    return `| \`${b.route}\` | ${sizeCell(b.jsGzip)} | ${sizeCell(laterGzip)} | ${sizeCell(b.html.transferred)}, ${b.html.encoding} (${b.html.raw.toLocaleString('en')} B uncompressed) | ${verdict(ok)} | ${aim} |`;
  });
  const fileRow = (when: string) => (f: ScriptFile) =>
    `| \`${f.url}\` | ${when} | ${f.gzip.toLocaleString('en')} B | ${f.served ? 'served `.gz`' : 'gzip -9'} |`;
  const fileTables = bytes.flatMap((b) => [
    `<details><summary>Script files of <code>${b.route}</code></summary>`,
    '',
    '| file | loaded | gzip | measured as |',
    '|---|---|---:|---|',
    ...b.files.map(fileRow('before hydration')),
    ...b.later.map(fileRow('after hydration')),
    '',
    '</details>',
    '',
  ]);
  const failing = pages.flatMap((p) =>
    p.median.failing.length > 0
      ? [`Under 100 on \`${p.route}\`: ${p.median.failing.join('; ')}.`, '']
      : [],
  );
  const warnings = pages.flatMap((p) =>
    p.median.warning
      ? [`Lighthouse warning on \`${p.route}\`: ${p.median.warning.replace(/\s+/g, ' ')}`, '']
      : [],
  );
  return [
    start,
    '## Pages: Lighthouse and first-load bytes',
    '',
    'Command: `pnpm bench` (runs `tooling/bench/src/pages.ts` through turbo after the API benchmark and the build of `@atelier/gateway`).',
    `Built gateway (API and server rendering) on a fresh PGlite data folder with the seeded demo data, \`NODE_ENV=test\`, one warm-up request per page; the cart and the order form in a guest session with ${CART_LINES} lines in its cart (the order form ordering all of them). Lighthouse ${lighthouseVersion()}, performance, accessibility, best practices and SEO categories, its default mobile settings (mobile form factor and screen, simulated throttling: 150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown); a fresh headless Chromium per run, ${runs} runs per page, each figure the median of its runs. Browser and server share the machine.`,
    '',
    machineLine(loadAtStart, `, ${chromiumVersion(chromePath)}`),
    '',
    `Targets (recorded, not enforced): performance ≥ ${target.score}, LCP ≤ ${target.lcpMs / 1000} s, TBT ≤ ${target.tbtMs} ms, CLS ≤ ${target.cls} (the cart and the order form: performance ≥ ${cartTarget.score}); first-load JS ≤ ${target.jsCeiling / 1000} kB gzip (the ceiling, enforced in CI; decision 0010's aim of ${target.jsAim / 1000} kB in its own column); first HTML ≤ ${target.htmlBytes / 1000} kB compressed (1 kB = 1 000 B).`,
    '',
    '| page (status) | performance (runs) | LCP | TBT | CLS | FCP | accessibility | best practices | SEO | target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...pageRows,
    '',
    ...failing,
    "First-load JS: every script a cold visit requests in Chromium (mobile viewport) before the page has hydrated (the page's own clock), gzip. After hydration: scripts requested from then until the network is quiet (not first-load). First HTML: the page's first response as sent.",
    '',
    `| page | first-load JS | after hydration | first HTML | target | aim ${target.jsAim / 1000} kB |`,
    '|---|---:|---:|---:|---|---|',
    ...bytesRows,
    '',
    ...warnings,
    ...fileTables.slice(0, -1),
    end,
  ].join('\n');
}
