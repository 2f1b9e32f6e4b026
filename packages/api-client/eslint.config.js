import { createEslintConfig } from '@atelier/eslint-config';

export default [
  ...createEslintConfig(),
  // The integration test imports @atelier/api from source; without this, import-x/no-cycle
  // follows it into pglite's minified bundle and overflows the parser's stack.
  { settings: { 'import-x/ignore': ['node_modules'] } },
];
