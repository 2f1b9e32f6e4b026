import { createRequire } from 'node:module';
import path from 'node:path';

import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type PluginOption,
  type UserConfigFnObject,
} from 'vite';

import { precompress } from './precompress.js';

/**
 * A chunk group of the client build: every module whose id matches `test` (a pattern, or a
 * predicate on the module id) goes to one chunk.
 *
 * @example
 * const group: ChunkGroup = { name: 'app-core', test: /[\\/]node_modules[\\/]immer[\\/]/ };
 * const byId: ChunkGroup = { name: 'cx', test: (id) => id.endsWith('/src/internal/cx.ts') };
 */
export interface ChunkGroup {
  name: string;
  test: RegExp | ((id: string) => boolean);
}

/**
 * Options of {@link appViteConfig}.
 *
 * @example
 * const options: AppViteOptions = { root: import.meta.dirname, basePath: '/tssa', plugins: [react()] };
 */
export interface AppViteOptions {
  /** The app's folder (its `vite.config.ts` passes `import.meta.dirname`). */
  root: string;
  /** Where the gateway mounts the app; default `/` (assets under `/build/`). */
  basePath?: string;
  /** The app's plugins (React, its build checks). */
  plugins?: PluginOption[];
  /** The app's chunk groups of the client build (`codeSplitting.groups`). */
  chunkGroups?: ChunkGroup[];
  /**
   * Resolve workspace packages to their sources (the `@atelier/source` condition). Default
   * `true`; `false` builds against the packages' `dist/`, as an app outside this repository
   * would (the packed-packages check).
   */
  packageSources?: boolean;
}

const CLIENT_ENTRY = 'src/entry-client.tsx';

/**
 * The Vite configuration of an app on the frame: package sources through the
 * `@atelier/source` condition, React Router's production build in the client, a render entry
 * that carries its own production React (its speed does not depend on the server's
 * `NODE_ENV`), a manifest without the preload helper, hidden source maps, and the app's chunk
 * groups.
 *
 * @example
 * export default appViteConfig({ root: import.meta.dirname, plugins: [react()], chunkGroups: [{ name: 'app-core', test: APP_CORE }] });
 */
export function appViteConfig(options: AppViteOptions): UserConfigFnObject {
  // react-router's package exports only its development build (dev warnings and checks); the
  // client bundle takes the production build it ships beside it, which has the same API.
  const reactRouterDist = path.join(
    path.dirname(
      createRequire(path.join(options.root, 'package.json')).resolve('react-router/package.json'),
    ),
    'dist/production',
  );
  // Both entries, so `react-router/dom` never brings a second copy (and second contexts).
  const reactRouterProduction = [
    { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
  ];
  const base = `${(options.basePath ?? '/').replace(/\/+$/, '')}/build/`;
  const sourceConditions = options.packageSources === false ? [] : ['@atelier/source'];

  return defineConfig(({ isSsrBuild, mode }) => ({
    base,
    plugins: [...(options.plugins ?? []), precompress()],
    resolve: {
      conditions: [...sourceConditions, ...defaultClientConditions],
      alias: isSsrBuild || mode !== 'production' ? [] : reactRouterProduction,
    },
    ssr: {
      resolve: { conditions: [...sourceConditions, ...defaultServerConditions] },
      // The render entry carries its own production React, router and store: rendering speed
      // must not depend on the NODE_ENV the server process happens to start with (`npm start`
      // leaves it unset, which would select React's development builds, ~2× slower to render).
      noExternal: isSsrBuild && mode === 'production' ? true : undefined,
    },
    define:
      isSsrBuild && mode === 'production'
        ? { 'process.env.NODE_ENV': JSON.stringify('production') }
        : undefined,
    publicDir: false,
    build: isSsrBuild
      ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: true, target: 'node20' }
      : {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          // No preload helper: it inserts one <link rel="modulepreload"> per dependency from
          // script when the app chunk is imported, ~20-40 ms of main-thread work on a phone
          // (decision 0010). The browser fetches the app chunk's imports once it has parsed it.
          modulePreload: false,
          // Written for error tracing, but without the `sourceMappingURL` comment; the server
          // never serves `*.map` or `.vite/` (decision 0009).
          sourcemap: 'hidden',
          rollupOptions: {
            input: CLIENT_ENTRY,
            // Label maps are frozen objects, and a call counts as a side effect: each module's
            // English map (`*_LABELS_EN`, read only by the server's English package) shipped to
            // the browser with its Korean one. Freezing has no effect anyone can observe on a
            // map nothing reads, so unused ones are dropped.
            treeshake: { manualPureFunctions: ['Object.freeze'] },
            output: { codeSplitting: { groups: options.chunkGroups ?? [] } },
          },
        },
  }));
}
