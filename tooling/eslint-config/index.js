import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The workspace ESLint flat config.
 *
 * @param {{ react?: boolean, ignores?: string[], layers?: string }} [options] `layers`: an
 *   app's root folder, whose `src/` follows the one-way layers (see {@link layerZones}).
 * @example
 * // eslint.config.js
 * import { createEslintConfig } from '@atelier/eslint-config';
 * export default createEslintConfig({ react: true, layers: import.meta.dirname });
 */
export function createEslintConfig(options = {}) {
  const { react = false, ignores = [], layers } = options;
  return tseslint.config(
    { ignores: ['dist/**', 'coverage/**', 'storybook-static/**', 'drizzle/**', ...ignores] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
      plugins: { 'import-x': importX },
      settings: {
        // Never parse dependencies for import rules: minified bundles (PGlite) overflow no-cycle.
        'import-x/ignore': ['node_modules'],
        // The files import rules read through (no-cycle follows imports into them); by default
        // only `.js`, so cycles through TypeScript modules went unseen.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
        // Resolves `./x.js` to `x.ts` and workspace packages to their sources, so the
        // layer and cycle rules see every import.
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            alwaysTryTypes: true,
            conditionNames: ['@atelier/source', 'types', 'import', 'default'],
          }),
        ],
      },
      rules: {
        // Packages are consumed by name, never through ../../packages/x.
        'import-x/no-relative-packages': 'error',
        'import-x/no-self-import': 'error',
        'import-x/no-cycle': ['error', { maxDepth: 3, ignoreExternal: true }],
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        'no-console': ['error', { allow: ['warn', 'error'] }],
      },
    },
    ...(react
      ? [
          {
            files: ['**/*.tsx'],
            plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
            rules: {
              ...reactHooks.configs.recommended.rules,
              ...jsxA11y.configs.recommended.rules,
            },
          },
        ]
      : []),
    ...(layers
      ? [{ rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones(layers) }] } }]
      : []),
    // `apiLayers: { root, features }`: an API app's layers (see apiLayerZones below).
    ...(options.apiLayers ? [apiLayerConfig(options.apiLayers)] : []),
    {
      files: ['**/*.test.ts', '**/*.test.tsx', '**/scripts/**', '**/bench/**'],
      rules: { 'no-console': 'off' },
    },
  );
}

/**
 * The one-way imports of an app's `src/` (decision 0011): `shared/` (the frame's kits) imports no
 * other layer; `domain/<area>/` (what two or more features share: endpoints, labels, parts)
 * imports `shared/` and nothing of a feature or of the app; a feature (`features/<name>/`)
 * imports `shared/` and `domain/`, nothing of another feature or of the app; `app/` (assembly,
 * routes, entries) may import everything. `errors/` and `server/` belong to the app side.
 *
 * @param {string} appRoot the app's folder (holding `src/`)
 * @returns {{ target: string, from: string, except?: string[], message: string }[]}
 * @example
 * layerZones('/repo/apps/storefront'); // [{ target: '…/src/shared', from: '…/src/domain', … }, …]
 */
export function layerZones(appRoot) {
  const src = path.join(appRoot, 'src');
  const at = (...parts) => path.join(src, ...parts);
  const appSide = ['app', 'errors', 'server', 'entry-client.tsx', 'entry-server.tsx'];
  const zones = [
    ...['domain', 'features', ...appSide].map((layer) => ({
      target: at('shared'),
      from: at(layer),
      message:
        'shared/ is the bottom layer: it imports no domain, no feature and nothing of the app.',
    })),
    ...['features', ...appSide].map((layer) => ({
      target: at('domain'),
      from: at(layer),
      message: 'domain/ imports shared/ and packages, never a feature or the app (they import it).',
    })),
    ...appSide.map((layer) => ({
      target: at('features'),
      from: at(layer),
      message:
        'Features import shared/, domain/ and packages, never the app (the app imports them).',
    })),
  ];
  const features = existsSync(at('features'))
    ? readdirSync(at('features'), { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  for (const feature of features) {
    zones.push({
      target: at('features', feature.name),
      from: at('features'),
      except: [`./${feature.name}`],
      message:
        'A feature does not import another feature: move what both need to the feature that owns it or to domain/<area>/.',
    });
  }
  return zones;
}

// ---------------------------------------------------------------------------------------------
// API layers (apps/api). A block of its own, apart from the storefront's layerZones above.

/**
 * @typedef {object} ApiLayers
 * @property {string} root the API app's folder (holding `src/`)
 * @property {string[]} [features] the feature folders that import each other, lowest first: a
 *   feature imports only features listed before it, so no loop can be written. A feature not
 *   listed imports no other feature and none imports it.
 */

/**
 * The flat-config block that turns on {@link apiLayerZones} for an API app's sources (tests
 * beside the code drive the whole app and are exempt).
 *
 * @param {ApiLayers} apiLayers
 * @returns {import('eslint').Linter.Config}
 * @example
 * createEslintConfig({ apiLayers: { root: import.meta.dirname, features: ['session', 'cart'] } });
 */
export function apiLayerConfig(apiLayers) {
  return {
    files: ['src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiLayerZones(apiLayers) }] },
  };
}

/**
 * The coarse layers of an API app's `src/`, top to bottom (issue 20):
 *
 * - the assembly (`src/*.ts`: server, entry points, test support) imports anything, and no layer
 *   imports it (nor the tests and helpers of `security/`);
 * - entry points: feature routes (`features/<name>/*-routes.ts`), imported only by the assembly
 *   and other routes; `jobs/`, started by the assembly alone; the HTTP plumbing (`http/`), which
 *   knows no feature;
 * - feature logic (the other files of `features/`), which imports no route and of `http/` only
 *   the typed errors (`errors.ts`, `messages.ts`), and other features only in `features` order;
 * - `db/`, `ports/` (port types, `AppDeps` among them), `config/`, `shared/`: no layer above.
 *
 * `seed/` is the seed step: only the assembly, the feature seeders (`*-seeder.ts`) and tests
 * import it, so no answer depends on demo data.
 *
 * @param {ApiLayers} apiLayers
 * @returns {{ target: string | string[], from: string[], except?: string[], message: string }[]}
 * @example
 * apiLayerZones({ root: '/repo/apps/api', features: ['session', 'cart'] });
 */
export function apiLayerZones({ root, features = [] }) {
  const src = path.join(root, 'src');
  const at = (...parts) => path.join(src, ...parts);
  const inside = (...parts) => at(...parts, '**');
  const bottom = ['db', 'ports', 'config', 'shared'].map((dir) => at(dir));
  const layered = [at('features'), at('http'), at('jobs'), at('seed'), ...bottom];
  const routes = at('features', '**', '*-routes.ts');
  const logic = at('features', '**', '!(*-routes).ts');
  const zones = [
    {
      target: layered,
      from: [at('*.ts'), inside('security')],
      message:
        'The assembly (src/*.ts) and security/ tests import the layers; no layer imports them.',
    },
    {
      target: layered.filter((dir) => dir !== at('jobs')),
      from: [inside('jobs')],
      message: 'jobs/ are started by the assembly: no layer imports them.',
    },
    {
      target: [at('features', '**', '!(*-seeder).ts'), at('http'), at('jobs'), ...bottom],
      from: [inside('seed')],
      message:
        'No run-time import of seed/: only the seed step (its seeders, the assembly) and tests.',
    },
    {
      target: [logic, at('http'), at('jobs'), at('seed'), ...bottom],
      from: [routes],
      message: 'Routes are entry points: only the assembly and other routes import them.',
    },
    {
      target: logic,
      from: [inside('http')],
      except: [at('http', '{errors,messages}.ts')],
      message: 'Feature logic does not import the HTTP layer (its typed errors excepted).',
    },
    {
      target: bottom,
      from: [inside('http')],
      message: 'db/, ports/, config/ and shared/ are the bottom layer: they import no layer above.',
    },
    {
      target: [at('http'), ...bottom],
      from: [inside('features')],
      message: 'http/, db/, ports/, config/ and shared/ know no feature: features import them.',
    },
  ];
  const order = new Map(features.map((name, index) => [name, index]));
  const folders = existsSync(at('features'))
    ? readdirSync(at('features'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  const unlisted = folders.filter((name) => !order.has(name));
  for (const [name, index] of order) {
    const later = [...features.slice(index + 1), ...unlisted];
    if (later.length === 0) continue;
    zones.push({
      target: at('features', name),
      from: later.map((other) => inside('features', other)),
      message: `${name} imports only the features before it in the API's feature order (eslint.config.js): no loop can be written.`,
    });
  }
  for (const name of unlisted) {
    zones.push({
      target: at('features', name),
      from: [inside('features')],
      except: [inside('features', name)],
      message: `${name} is not in the API's feature order (eslint.config.js): it imports no other feature.`,
    });
  }
  return zones;
}
