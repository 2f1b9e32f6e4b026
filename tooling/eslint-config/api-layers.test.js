import path from 'node:path';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

import { createEslintConfig } from './index.js';

// An API whose `src/` has every layer; each `uses-*.ts` file (and the translations route) makes
// one forbidden import, written as the API writes them (`./x.js` for `x.ts`).
const appRoot = path.join(import.meta.dirname, 'fixtures/api-app');

/** @type {ESLint.LintResult[]} */
let results;

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: appRoot,
    overrideConfigFile: true,
    overrideConfig: createEslintConfig({
      apiLayers: { root: appRoot, features: ['session', 'cart', 'policies'] },
    }),
  });
  results = await eslint.lintFiles(['src']);
});

/** `file: message` for every problem, `file` relative to the fixture's `src/`. */
function problems() {
  return results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${path.relative(path.join(appRoot, 'src'), result.filePath)}: ${message.ruleId} ${message.message}`,
    ),
  );
}

describe('createEslintConfig({ apiLayers })', () => {
  it('reports each forbidden import once, saying which layer rule it breaks', () => {
    const found = problems().sort();
    const expected = {
      'db/uses-http.ts': 'the bottom layer',
      'features/cart/uses-assembly.ts': 'no layer imports them',
      'features/cart/uses-etag.ts': 'Feature logic does not import the HTTP layer',
      'features/cart/uses-jobs.ts': 'jobs/ are started by the assembly',
      'features/cart/uses-route-file.ts': 'Routes are entry points',
      'features/cart/uses-security.ts': 'no layer imports them',
      'features/notices/uses-session.ts': 'notices is not in the API',
      'features/session/uses-cart.ts': 'session imports only the features before it',
      'features/translations/translation-routes.ts': 'No run-time import of seed/',
      'http/uses-feature.ts': 'know no feature',
      'ports/uses-feature.ts': 'know no feature',
    };
    expect(found).toHaveLength(Object.keys(expected).length);
    for (const [index, [file, why]] of Object.entries(expected).sort().entries()) {
      expect(found[index]).toMatch(`${file}: import-x/no-restricted-paths `);
      expect(found[index]).toContain(why);
    }
  });

  it('lets each layer import the layers below it, seeders the seed, and tests anything', () => {
    const clean = [
      'server.ts',
      'jobs/cleanup.ts',
      'seed/seed.ts',
      'features/cart/cart-routes.ts',
      'features/cart/cart-view.ts',
      'features/cart/cart.test.ts',
      'features/policies/policy-seeder.ts',
      'features/session/session-plugin.ts',
      'ports/app-deps.ts',
    ];
    for (const file of clean) {
      const result = results.find((r) => r.filePath === path.join(appRoot, 'src', file));
      expect(result, file).toBeDefined();
      expect(result?.messages, file).toEqual([]);
    }
  });
});
