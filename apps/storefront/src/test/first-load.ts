import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import type { ViteManifest } from '@atelier/app-frame/server';

/**
 * The ceiling of every page's first-load JS, gzip: the 184 kB of the home page when the catalog
 * began (issue 11). The aspirational 150 kB target stays in the page benchmark (decision 0010).
 *
 * @example
 * expect(bytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
 */
export const FIRST_LOAD_BUDGET_BYTES = 184_000;

/** The built client (`dist/client`): what the gateway serves under `/build/`. */
export const CLIENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
);

const manifestFile = path.join(CLIENT_DIR, '.vite/manifest.json');

/**
 * The built client's manifest, `undefined` before a build.
 *
 * @example
 * const manifest = readManifest();
 */
export function readManifest(): ViteManifest | undefined {
  return existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : undefined;
}

/**
 * The page module of a route table row's `page`, as the manifest names it.
 *
 * @example
 * pageModule('home/home-page'); // 'src/features/home/home-page.tsx'
 */
export function pageModule(page: string): string {
  return `src/features/${page}.tsx`;
}

/**
 * What a cold visit loads before hydration by the manifest: the entry, the app and the page,
 * with their static imports (files under `dist/client`, `.js` only).
 *
 * @example
 * firstLoadFiles(manifest, 'src/features/home/home-page.tsx'); // ['assets/entry-client-….js', …]
 */
export function firstLoadFiles(manifest: ViteManifest, page: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['src/entry-client.tsx', 'src/app/start-client.tsx', page]) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * A built file's gzip size as served: its `.gz` when there is one, else gzip -9.
 *
 * @example
 * gzipBytes('assets/entry-client-DP3Jawpl.js'); // 1626
 */
export function gzipBytes(file: string): number {
  const served = path.join(CLIENT_DIR, `${file}.gz`);
  if (existsSync(served)) return readFileSync(served).length;
  return gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length;
}

/**
 * The file under `dist/client` a script URL of the built shop names (`/build/assets/x.js` →
 * `assets/x.js`), `undefined` for a URL outside the built client.
 *
 * @example
 * builtFile('http://127.0.0.1:4000/build/assets/x.js'); // 'assets/x.js'
 */
export function builtFile(url: string): string | undefined {
  const { pathname } = new URL(url);
  return pathname.startsWith('/build/') ? pathname.slice('/build/'.length) : undefined;
}
