import path from 'node:path';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

import { createEslintConfig } from './index.js';

// An app whose `src/` has every layer, each import written as the apps write them
// (`./x.js` for `x.ts`), so the rules fire only when the resolver finds the files.
const appRoot = path.join(import.meta.dirname, 'fixtures/layered-app');

/** @type {ESLint.LintResult[]} */
let results;

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: appRoot,
    overrideConfigFile: true,
    overrideConfig: createEslintConfig({ layers: appRoot }),
  });
  results = await eslint.lintFiles(['src']);
});

/** `file rule` for every message, `file` relative to the fixture's `src/`. */
function problems() {
  return results
    .flatMap((result) =>
      result.messages.map(
        (message) =>
          `${path.relative(path.join(appRoot, 'src'), result.filePath)} ${message.ruleId ?? message.message}`,
      ),
    )
    .sort();
}

describe('createEslintConfig({ layers })', () => {
  it('reports each forbidden import of the layers and the cycle, and nothing else', () => {
    expect(problems()).toEqual([
      'domain/pricing/uses-app.ts import-x/no-restricted-paths',
      'domain/pricing/uses-feature.ts import-x/no-restricted-paths',
      'features/a/cycle-one.ts import-x/no-cycle',
      'features/a/cycle-two.ts import-x/no-cycle',
      'features/b/uses-app.ts import-x/no-restricted-paths',
      'features/b/uses-feature-a.ts import-x/no-restricted-paths',
      'shared/uses-domain.ts import-x/no-restricted-paths',
      'shared/uses-feature.ts import-x/no-restricted-paths',
    ]);
  });

  it('says why, naming the layer rule that was broken', () => {
    const message = (file) =>
      results.find((result) => result.filePath === path.join(appRoot, 'src', file))?.messages[0]
        ?.message;
    expect(message('features/b/uses-feature-a.ts')).toContain(
      'A feature does not import another feature',
    );
    expect(message('shared/uses-feature.ts')).toContain('shared/ is the bottom layer');
    expect(message('shared/uses-domain.ts')).toContain('shared/ is the bottom layer');
    expect(message('domain/pricing/uses-feature.ts')).toContain('domain/ imports shared/');
    expect(message('features/b/uses-app.ts')).toContain('never the app');
  });

  it('lets each layer import the layers below it', () => {
    const clean = [
      'app/routes.ts',
      'domain/pricing/shipping-fee.ts',
      'features/a/product-name.ts',
      'shared/format-price.ts',
    ];
    for (const file of clean) {
      const result = results.find((r) => r.filePath === path.join(appRoot, 'src', file));
      expect(result, file).toBeDefined();
      expect(result?.messages, file).toEqual([]);
    }
  });
});
