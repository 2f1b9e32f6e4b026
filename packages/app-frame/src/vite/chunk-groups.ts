import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A module of the build by the package it belongs to: the `name` in the nearest
 * `package.json` above it, and its path inside that package (`src/client.ts`,
 * `dist/index.js`), with `/` separators.
 *
 * @example
 * const module: PackageModule = { name: '@atelier/session', file: 'src/login.ts' };
 */
export interface PackageModule {
  name: string;
  file: string;
}

const packageRoots = new Map<string, { name: string; root: string } | null>();

function packageRoot(dir: string): { name: string; root: string } | null {
  const known = packageRoots.get(dir);
  if (known !== undefined) return known;
  const manifest = path.join(dir, 'package.json');
  let found: { name: string; root: string } | null = null;
  if (existsSync(manifest)) {
    const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
    // Nested `package.json` files without a name (`dist/esm/package.json` type markers) are not
    // package roots.
    if (name) found = { name, root: dir };
  }
  if (!found) {
    const parent = path.dirname(dir);
    found = parent === dir ? null : packageRoot(parent);
  }
  packageRoots.set(dir, found);
  return found;
}

/**
 * The package a resolved module id belongs to, whether the id is a workspace package's source
 * (`packages/session/src/login.ts`), its build (`…/node_modules/@atelier/session/dist/index.js`)
 * or a library in `node_modules`; `undefined` for virtual modules (`\0…`) and files outside any
 * package.
 *
 * @example
 * packageModule('/repo/packages/session/src/login.ts'); // { name: '@atelier/session', file: 'src/login.ts' }
 */
export function packageModule(id: string): PackageModule | undefined {
  if (id.startsWith('\0') || !path.isAbsolute(id)) return undefined;
  const clean = id.split('?')[0]!;
  const pkg = packageRoot(path.dirname(clean));
  if (!pkg) return undefined;
  return { name: pkg.name, file: path.relative(pkg.root, clean).split(path.sep).join('/') };
}

/**
 * Which modules a chunk group takes: whole packages by name, or some of a package's source
 * files (`files`, matched against the path inside the package), minus `except`. A package that
 * ships one bundled `dist/` file is taken whole or not at all; file rules pick within sources.
 *
 * @example
 * const rule: PackageRule = { name: '@atelier/contracts', files: /^src\/(?:money|locale)\.ts$/ };
 */
export interface PackageRule {
  name: string;
  files?: RegExp;
  except?: RegExp;
}

/**
 * A `codeSplitting` group test from package rules: true for a module the rules take.
 *
 * @example
 * appViteConfig({ root, chunkGroups: [{ name: 'app-core', test: byPackage([{ name: 'immer' }]) }] });
 */
export function byPackage(rules: readonly PackageRule[]): (id: string) => boolean {
  const byName = new Map<string, PackageRule[]>();
  for (const rule of rules) byName.set(rule.name, [...(byName.get(rule.name) ?? []), rule]);
  return (id) => {
    const module = packageModule(id);
    if (!module) return false;
    return (byName.get(module.name) ?? []).some(
      (rule) =>
        (!rule.files || rule.files.test(module.file)) &&
        !(rule.except && rule.except.test(module.file)),
    );
  };
}
