import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';
import type { UserConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import viteConfig from '../../vite.config.js';
import { storefrontPlugin } from './plugin.js';
import type { ServerEntry } from './render-contract.js';

// Issue 10, finding 13: the client build's source maps (full sources) and Vite's manifest were
// served under /build/.

let dist: string;
let app: FastifyInstance;

const entry: ServerEntry = {
  render: () => Promise.reject(new Error('no page is rendered in these tests')),
};

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'storefront-dist-'));
  const client = path.join(dist, 'client');
  mkdirSync(path.join(client, 'assets'), { recursive: true });
  mkdirSync(path.join(client, '.vite'), { recursive: true });
  writeFileSync(path.join(client, 'assets', 'entry-client-abc.js'), 'console.log("app");\n');
  writeFileSync(
    path.join(client, 'assets', 'entry-client-abc.js.map'),
    JSON.stringify({ version: 3, sources: ['../../src/secret-source.ts'], mappings: 'AAAA' }),
  );
  writeFileSync(
    path.join(client, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/entry-client.tsx': { file: 'assets/entry-client-abc.js', isEntry: true },
    }),
  );
  app = Fastify({ logger: false });
  await app.register(storefrontPlugin, {
    apiOrigin: 'http://127.0.0.1:9',
    publicOrigin: 'http://shop.test',
    distDir: dist,
    entry,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('what /build/ serves', () => {
  test('the built scripts, immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/build/assets/entry-client-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test.each([
    '/build/assets/entry-client-abc.js.map',
    '/build/assets/entry-client-abc.js.MAP',
    '/build/assets/entry-client-abc.js%2Emap',
    '/build/.vite/manifest.json',
    '/build/%2Evite/manifest.json',
    '/build/assets/../.vite/manifest.json',
  ])('not %s', async (url) => {
    for (const encoding of ['identity', 'br, gzip']) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret-source');
      expect(res.body, url).not.toContain('"version":3');
    }
  });
});

describe('the client build', () => {
  test('writes hidden source maps: no sourceMappingURL comment points browsers at them', () => {
    const config = (
      viteConfig as (env: { command: 'build'; mode: string; isSsrBuild: boolean }) => UserConfig
    )({ command: 'build', mode: 'production', isSsrBuild: false });
    expect(config.build?.sourcemap).toBe('hidden');
  });
});
