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
