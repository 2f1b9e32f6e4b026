import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, test } from 'vitest';

import { appViteConfig } from './app-vite-config.js';
import { precompress } from './precompress.js';

const root = path.resolve(import.meta.dirname, '../..');

function writeBundle(dir: string) {
  const plugin = precompress();
  (plugin.writeBundle as (options: { dir: string }) => void)({ dir });
}

describe('precompress', () => {
  test('writes .br and .gz beside scripts and stylesheets, not beside small files or the manifest', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `주문 ${i}`))};`;
    writeFileSync(path.join(dir, 'assets/page.js'), script);
    writeFileSync(path.join(dir, 'assets/tiny.css'), 'a{color:red}');
    writeFileSync(path.join(dir, 'assets/photo.png'), Buffer.alloc(4096));
    writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify({ big: script }));

    writeBundle(dir);

    const br = readFileSync(path.join(dir, 'assets/page.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 3);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/page.js.gz'))).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'assets/tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets/photo.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, '.vite/manifest.json.br'))).toBe(false);
  });

  test('every app built with appViteConfig has it', () => {
    const config = appViteConfig({ root })({
      command: 'build',
      mode: 'production',
      isSsrBuild: false,
    });
    const names = (config.plugins as { name: string }[]).map((plugin) => plugin.name);
    expect(names).toContain('atelier:precompress');
  });
});
