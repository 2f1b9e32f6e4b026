import { existsSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, expect, test } from 'vitest';

import type { CategoriesResponse } from '@atelier/contracts';
import { apiEntry, buildPackedApp, startShop, type PackedApp, type Shop } from '@atelier/e2e';

const storefrontRoot = path.resolve(import.meta.dirname, '..');

let app: PackedApp | undefined;
let api: Shop | undefined;
let storefront: Shop | undefined;

beforeAll(async () => {
  app = await buildPackedApp(storefrontRoot);
  api = await startShop({ entry: apiEntry, readyTimeoutMs: 180_000 });
  storefront = await startShop({
    entry: path.join(app.dir, 'dist/node/main.js'),
    readyPath: '/healthz',
    env: { API_ORIGIN: api.baseUrl },
    readyTimeoutMs: 180_000,
  });
}, 900_000);

afterAll(async () => {
  await storefront?.stop();
  await api?.stop();
  await app?.remove();
});

test('the storefront installed from the packed packages has only their published files', () => {
  expect(app!.packages).toEqual(
    expect.arrayContaining(['@atelier/api-client', '@atelier/session', '@atelier/shop-shell']),
  );
  for (const name of app!.packages) {
    const installed = path.join(app!.dir, 'node_modules', name);
    expect(existsSync(path.join(installed, 'package.json')), name).toBe(true);
    expect(existsSync(path.join(installed, 'src')), `${name} shipped src/`).toBe(false);
  }
});

test('built against the packed packages, the storefront server-renders a page with API data and serves its scripts', async () => {
  const categories = (await (
    await fetch(`${api!.baseUrl}/api/evans-cart/categories-service`)
  ).json()) as CategoriesResponse;
  const firstCategory = categories.data[0]!.name;

  const res = await fetch(`${storefront!.baseUrl}/`);
  const html = await res.text();
  expect(res.status, storefront!.output()).toBe(200);
  expect(html).toContain('id="__ATELIER_STATE__"');
  expect(html).toContain(firstCategory);

  const scripts = [...html.matchAll(/<script[^>]+src="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const asset = await fetch(`${storefront!.baseUrl}${script}`);
    expect(asset.status, script).toBe(200);
    expect(asset.headers.get('content-type'), script).toMatch(/javascript/);
  }
});
