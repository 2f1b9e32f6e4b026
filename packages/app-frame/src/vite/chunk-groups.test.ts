import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { byPackage, packageModule } from './chunk-groups.js';

const root = mkdtempSync(path.join(tmpdir(), 'chunk-groups-'));
const write = (file: string, text = '') => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
// A workspace package as sources and as its build, and a library in node_modules whose
// `dist/esm` holds a nameless type marker.
write('packages/session/package.json', JSON.stringify({ name: '@atelier/session' }));
write('packages/session/src/login.ts');
write('packages/session/src/test-only.ts');
write('packages/session/dist/index.js');
write('app/node_modules/immer/package.json', JSON.stringify({ name: 'immer' }));
write('app/node_modules/immer/dist/esm/package.json', JSON.stringify({ type: 'module' }));
write('app/node_modules/immer/dist/esm/immer.mjs');
const at = (file: string) => path.join(root, file);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('chunk groups by package name', () => {
  it('names the package of a source file, a built file and a library file', () => {
    expect(packageModule(at('packages/session/src/login.ts'))).toEqual({
      name: '@atelier/session',
      file: 'src/login.ts',
    });
    expect(packageModule(at('packages/session/dist/index.js'))?.name).toBe('@atelier/session');
    expect(packageModule(at('app/node_modules/immer/dist/esm/immer.mjs'))).toEqual({
      name: 'immer',
      file: 'dist/esm/immer.mjs',
    });
    expect(packageModule('\0rolldown/runtime.js')).toBeUndefined();
  });

  it('takes a package whether its sources or its build are bundled, minus the files excepted', () => {
    const test = byPackage([{ name: '@atelier/session', except: /^src\/test-only\.ts$/ }]);
    expect(test(at('packages/session/src/login.ts'))).toBe(true);
    expect(test(at('packages/session/dist/index.js'))).toBe(true);
    expect(test(at('packages/session/src/test-only.ts'))).toBe(false);
    expect(test(at('app/node_modules/immer/dist/esm/immer.mjs'))).toBe(false);
  });

  it('takes only the named files of a package when the rule names files', () => {
    const test = byPackage([
      { name: '@atelier/session', files: /^src\/login\.ts$/ },
      { name: 'immer' },
    ]);
    expect(test(at('packages/session/src/login.ts'))).toBe(true);
    expect(test(at('packages/session/dist/index.js'))).toBe(false);
    expect(test(at('app/node_modules/immer/dist/esm/immer.mjs'))).toBe(true);
  });
});
