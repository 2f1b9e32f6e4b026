import { readFileSync } from 'node:fs';

import { describe, expect, test } from 'vitest';

type Manifest = { dependencies?: Record<string, string> };
const read = (relative: string): Manifest =>
  JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as Manifest;

// dist/main.js bundles the workspace packages from source; everything else they import is
// resolved at run time from this package's node_modules, so it must be declared here.
describe('gateway dependencies', () => {
  test('declares every runtime dependency of the API and of the storefront plugin', () => {
    const own = read('../package.json').dependencies ?? {};
    const api = read('../../api/package.json').dependencies ?? {};
    const needed = [
      ...Object.keys(api).filter((name) => !name.startsWith('@atelier/')),
      '@fastify/static',
      'fastify',
    ];
    for (const name of needed) expect(own, name).toHaveProperty(name);
    for (const [name, range] of Object.entries(api)) {
      if (!name.startsWith('@atelier/')) expect(own[name], name).toBe(range);
    }
  });
});
