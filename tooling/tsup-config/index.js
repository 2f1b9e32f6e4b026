// The single build factory for every publishable package and the node apps.
// tsup is unmaintained upstream (its README points to tsdown, which needs Node 22):
// keeping every build behind this one function makes that swap a one-file change.
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'tsup';

const stylesheetModule = fileURLToPath(new URL('./stylesheet-module.ts', import.meta.url));

/**
 * Build config for a package or node app.
 *
 * @param {import('./index.js').BuildOptions} options
 * @returns {ReturnType<typeof defineConfig>}
 * @example
 * // packages/api-client/tsup.config.ts
 * import { createBuildConfig } from '@atelier/tsup-config';
 * export default createBuildConfig({ entry: { index: 'src/index.ts' } });
 */
export function createBuildConfig(options) {
  const {
    entry,
    platform = 'neutral',
    dts = true,
    bundleWorkspace = false,
    external = [],
  } = options;
  return defineConfig({
    entry,
    format: ['esm'],
    platform,
    target: 'node20',
    // The declaration build refuses a `.css` root file: a stylesheet entry's declaration
    // (its `types` condition) is an empty module.
    dts: dts ? { entry: declarationEntries(entry) } : false,
    sourcemap: true,
    clean: true,
    treeshake: true,
    // Keeps dynamic imports (e.g. shop-shell's Swiper dialog) as separate chunks for consumers.
    splitting: true,
    outDir: 'dist',
    external,
    // Apps bundle their workspace packages from source so the deployable needs no build order.
    noExternal: bundleWorkspace ? [/^@atelier\//] : [],
    esbuildOptions(o) {
      o.conditions = bundleWorkspace && !fromPackedPackages() ? ['@atelier/source'] : [];
    },
  });
}

/**
 * `ATELIER_PACKAGES=dist`: resolve `@atelier/*` packages as an outside consumer does, through
 * their built `dist/` (the packed-consumer check), never through the `@atelier/source` condition.
 *
 * @returns {boolean}
 * @example
 * const conditions = fromPackedPackages() ? [] : ['@atelier/source'];
 */
export function fromPackedPackages() {
  return process.env.ATELIER_PACKAGES === 'dist';
}

function declarationEntries(entry) {
  return Object.fromEntries(
    Object.entries(entry).map(([name, file]) => [
      name,
      /\.[cm]?tsx?$/.test(file) ? file : stylesheetModule,
    ]),
  );
}
