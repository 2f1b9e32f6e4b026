import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The workspace ESLint flat config.
 *
 * @param {{ react?: boolean, ignores?: string[] }} [options]
 * @example
 * // eslint.config.js
 * import { createEslintConfig } from '@atelier/eslint-config';
 * export default createEslintConfig({ react: true });
 */
export function createEslintConfig(options = {}) {
  const { react = false, ignores = [] } = options;
  return tseslint.config(
    { ignores: ['dist/**', 'coverage/**', 'storybook-static/**', 'drizzle/**', ...ignores] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
      plugins: { 'import-x': importX },
      // Never parse dependencies for import rules: minified bundles (PGlite) overflow no-cycle.
      settings: { 'import-x/ignore': ['node_modules'] },
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
    {
      files: ['**/*.test.ts', '**/*.test.tsx', '**/scripts/**', '**/bench/**'],
      rules: { 'no-console': 'off' },
    },
  );
}
