import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { embeddedStateOf, rootMarkup, startSsrShop, type SsrShop } from '../test/ssr-shop.js';
import type { EmbeddedState } from './embedded-state.js';

let shop: FastifyInstance;
let ssr: SsrShop | undefined;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

beforeAll(async () => {
  ssr = await startSsrShop({
    config: { oldBrandHosts: ['old-candle.test'], newSiteUrl: 'https://shop.test/' },
  });
  ({ shop } = ssr);
});

afterAll(() => ssr?.close());

async function page(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ root: string; state: EmbeddedState }> {
  const res = await shop.inject({ method: 'GET', url, headers: { host: 'shop.test', ...headers } });
  return { root: rootMarkup(res.body), state: embeddedStateOf(res.body) };
}

describe('the shop chrome on the server', () => {
  test('home: both header and footer variants (CSS picks one), 5 dated notices, no popup markup', async () => {
    const { root } = await page('/');
    expect(root).toContain('atelier-shell-variant atelier-shell-variant--mobile');
    expect(root).toContain('atelier-shell-variant atelier-shell-variant--desktop');
    expect(root).toContain('class="atelier-shell-mobile-header"');
    expect(root).toContain('class="atelier-shell-desktop-header"');
    expect(root).toContain('aria-label="메뉴 열기"');
    expect(root).toContain('전체 상품');
    // The mega-menu's two levels are in the markup (hidden until hovered).
    expect(root).toContain('href="/shop/category/1011"');
    // Desktop and mobile footers: 5 notices each, dates are the first 10 characters of created_at.
    const dates =
      root.match(
        /<time dateTime="\d{4}-\d{2}-\d{2}" class="atelier-shell-footer__notice-date">/g,
      ) ?? [];
    expect(dates).toHaveLength(10);
    // The Instagram strip: photos only (the seeded reel is left out), at most 6.
    expect(root.match(/\/images\/instagram\/insta-0\d\.jpg/g)?.length).toBe(6);
    expect(root).not.toContain('reel-01.mp4');
    expect(root).toContain('atelier-shell-toolbar');
    // Shown only after mount, from the visitor's local read records.
    expect(root).not.toContain('atelier-shell-popup');
  });

  test('home: notices and the Instagram feed are embedded, so hydration does not refetch them', async () => {
    const { state } = await page('/');
    const queries = state.store.api.queries as Record<string, { status: string; data: unknown[] }>;
    expect(queries['getLatestNotices(undefined)']?.status).toBe('fulfilled');
    expect(queries['getLatestNotices(undefined)']?.data).toHaveLength(5);
    expect(queries['getInstaFeeds(undefined)']?.status).toBe('fulfilled');
    expect(queries['getInstaFeeds(undefined)']?.data.length).toBeGreaterThanOrEqual(7);
    expect(queries['getCategories(undefined)']?.status).toBe('fulfilled');
    expect(queries['getActivePopups(undefined)']?.status).toBe('fulfilled');
  });

  test('blank routes (/admin) have no chrome', async () => {
    const { root } = await page('/admin');
    expect(root).toContain('atelier-layout--blank');
    expect(root).not.toContain('atelier-shell-mobile-header');
    expect(root).not.toContain('atelier-shell-desktop-header');
    expect(root).not.toContain('atelier-shell-footer');
  });

  test('a phone gets only the mobile chrome, a desktop browser only the desktop one; both are embedded as hints', async () => {
    const phone = await page('/', { 'user-agent': IPHONE });
    expect(phone.root).toContain('class="atelier-shell-mobile-header"');
    expect(phone.root).not.toContain('class="atelier-shell-desktop-header"');
    expect(phone.root).toContain('atelier-shell-variant--only');
    expect(phone.state.hints).toEqual({ device: 'mobile', host: 'shop.test' });

    const desktop = await page('/', { 'user-agent': WINDOWS });
    expect(desktop.root).toContain('class="atelier-shell-desktop-header"');
    expect(desktop.root).not.toContain('class="atelier-shell-mobile-header"');
    expect(desktop.state.hints).toMatchObject({ device: 'desktop' });

    // Chromium's client hint decides over the User-Agent.
    const hinted = await page('/', { 'user-agent': WINDOWS, 'sec-ch-ua-mobile': '?1' });
    expect(hinted.state.hints).toMatchObject({ device: 'mobile' });
  });

  test('the old-brand overlay is in the server markup on an old host only', async () => {
    const old = await page('/', { host: 'old-candle.test' });
    expect(old.root).toContain('아틀리에가 새로운 사이트로 이전했습니다');
    expect(old.root).toContain('href="https://shop.test/"');
    expect(old.state.hints).toMatchObject({ host: 'old-candle.test' });

    const current = await page('/');
    expect(current.root).not.toContain('아틀리에가 새로운 사이트로 이전했습니다');
  });
});
