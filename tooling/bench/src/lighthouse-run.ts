import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

/** The Chromium of the benchmarks (Debian's; `CHROME_PATH` to choose another). */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The figures of one Lighthouse run of a page. */
export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Time to interactive (simulated). */
  ttiMs: number;
  /** The other Lighthouse categories' scores (0–100). */
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The audits that kept accessibility, best practices or SEO under 100: `category: title (id)`. */
  failing: string[];
  warning?: string;
}

/** How a page is visited: its label in reports, its URL, and the session's cookie if any. */
export interface LighthouseVisit {
  route: string;
  url: string;
  cookie?: string;
  /** The page answers an error status by design (the not-found page). */
  errorStatus?: boolean;
}

/**
 * The Lighthouse version the benchmarks run.
 *
 * @example
 * lighthouseVersion(); // '12.8.2'
 */
export function lighthouseVersion(): string {
  const manifest = fileURLToPath(import.meta.resolve('lighthouse/package.json'));
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Puts the session's cookies in the launched browser's jar, as a browser that signed in has
 * them. Lighthouse's `extraHeaders` would not do: a page's own request carries the jar's
 * cookies instead (the XSRF cookie the page's answer set), without the session (401).
 */
async function signIn(port: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const origin = new URL(url).origin;
  await browser.contexts()[0]!.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    }),
  );
  // Connected, not launched: the browser keeps running for Lighthouse.
  await browser.close();
}

/**
 * Runs Lighthouse (mobile defaults: simulated 150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown) on a
 * page `runs` times, each in a fresh headless Chromium (no cache, no warmed-up renderer).
 * `BENCH_LHR_DIR` keeps each full report.
 *
 * @example
 * const runs = await lighthouseRuns({ route: '/', url: shop.baseUrl }, 3);
 * medianRun(runs).score; // 100
 */
export async function lighthouseRuns(
  visit: LighthouseVisit,
  runs: number,
): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' });
    try {
      if (visit.cookie) await signIn(chrome.port, visit.url, visit.cookie);
      const result = await lighthouse(visit.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The session is in the browser's cookie jar (a fresh browser: nothing else to reset).
        ...(visit.cookie ? { disableStorageReset: true } : {}),
        ignoreStatusCode: visit.errorStatus ?? false,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${visit.route}`);
      if (process.env.BENCH_LHR_DIR) {
        const name = `${visit.route.replace(/[^a-z0-9]+/gi, '_')}-${results.length + 1}.json`;
        writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
      }
      const score = lhr.categories.performance?.score;
      const other = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}: ${lhr.audits[ref.id]!.title} (\`${ref.id}\`)`),
      );
      const audit = (id: string) => lhr.audits[id]?.numericValue;
      const [lcp, tbt, cls, fcp, tti] = [
        audit('largest-contentful-paint'),
        audit('total-blocking-time'),
        audit('cumulative-layout-shift'),
        audit('first-contentful-paint'),
        audit('interactive'),
      ];
      if (score == null || lcp == null || tbt == null || cls == null || fcp == null) {
        throw new Error(
          `Lighthouse could not measure ${visit.route}: ${lhr.runtimeError?.message ?? 'missing performance figures'}`,
        );
      }
      results.push({
        score: Math.round(score * 100),
        lcpMs: Math.round(lcp),
        tbtMs: Math.round(tbt),
        cls,
        fcpMs: Math.round(fcp),
        ttiMs: Math.round(tti ?? lcp),
        accessibility: other('accessibility'),
        bestPractices: other('best-practices'),
        seo: other('seo'),
        failing,
        warning: lhr.runWarnings[0],
      });
    } finally {
      chrome.kill();
    }
  }
  return results;
}

/**
 * Each figure's own median over the runs (3 runs: the middle value), as targets are per figure.
 *
 * @example
 * medianRun(await lighthouseRuns(visit, 3)).lcpMs; // 1200
 */
export function medianRun(all: LighthouseRun[]): LighthouseRun {
  const median = (pick: (r: LighthouseRun) => number) => {
    const sorted = all.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  return {
    score: median((r) => r.score),
    lcpMs: median((r) => r.lcpMs),
    tbtMs: median((r) => r.tbtMs),
    cls: median((r) => r.cls),
    fcpMs: median((r) => r.fcpMs),
    ttiMs: median((r) => r.ttiMs),
    accessibility: median((r) => r.accessibility),
    bestPractices: median((r) => r.bestPractices),
    seo: median((r) => r.seo),
    failing: [...new Set(all.flatMap((r) => r.failing))],
    warning: all.find((r) => r.warning)?.warning,
  };
}
