import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { UserConfig } from 'vite';
import { describe, expect, test } from 'vitest';

import { appViteConfig, type AppViteOptions } from './app-vite-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function resolved(options: Omit<AppViteOptions, 'root'>, isSsrBuild = false): UserConfig {
  return appViteConfig({ root, ...options })({
    command: 'build',
    mode: 'production',
    isSsrBuild,
  }) as UserConfig;
}

function clientOutput(config: UserConfig) {
  const output = config.build?.rollupOptions?.output as {
    codeSplitting: { groups: unknown[] };
  };
  return output.codeSplitting.groups;
}

describe('appViteConfig', () => {
  test('assets under the base path, package sources, the production router in the client', () => {
    const config = resolved({ basePath: '/tssa/' });
    expect(config.base).toBe('/tssa/build/');
    expect(config.resolve?.conditions?.[0]).toBe('@atelier/source');
    expect(config.ssr?.resolve?.conditions?.[0]).toBe('@atelier/source');
    expect(config.resolve?.alias).toHaveLength(2);
    expect(config.build).toMatchObject({
      outDir: 'dist/client',
      manifest: true,
      sourcemap: 'hidden',
    });
    expect(resolved({}).base).toBe('/build/');
  });

  test("the app's chunk groups, as patterns or predicates", () => {
    const byId = (id: string) => id.endsWith('/cx.ts');
    const groups = [
      { name: 'app-core', test: /immer/ },
      { name: 'cx', test: byId },
    ];
    expect(clientOutput(resolved({ chunkGroups: groups }))).toEqual(groups);
    expect(clientOutput(resolved({}))).toEqual([]);
  });

  test('packageSources false builds against the packages dist', () => {
    const config = resolved({ packageSources: false });
    expect(config.resolve?.conditions).not.toContain('@atelier/source');
    expect(resolved({ packageSources: false }, true).ssr?.resolve?.conditions).not.toContain(
      '@atelier/source',
    );
  });

  test('the render entry carries its own production React', () => {
    const config = resolved({}, true);
    expect(config.ssr?.noExternal).toBe(true);
    expect(config.define).toEqual({ 'process.env.NODE_ENV': JSON.stringify('production') });
    expect(config.build).toMatchObject({ outDir: 'dist/server', target: 'node20' });
  });
});
