import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * The Vitest preset every workspace package extends.
 *
 * Resolves `@atelier/*` packages to their TypeScript source (export condition
 * `@atelier/source`) and, when `VITEST_REPORT_DIR` is set (CI), writes a JSON report
 * per package so `.ci/run` can total every suite.
 *
 * @param {import('./index.js').PresetOptions} [options]
 * @param {import('vitest/config').UserConfig} [overrides]
 * @example
 * // vitest.config.ts
 * import { createVitestConfig } from '@atelier/vitest-config';
 * export default createVitestConfig({ name: 'api-client' });
 */
export function createVitestConfig(options = {}, overrides = {}) {
  const { name = path.basename(process.cwd()), environment = 'node', suite = 'unit' } = options;
  const reportDir = process.env.VITEST_REPORT_DIR;
  const reporters = reportDir
    ? ['default', ['json', { outputFile: path.join(reportDir, `${suite}-${name}.json`) }]]
    : ['default'];
  return mergeConfig(
    defineConfig({
      resolve: { conditions: ['@atelier/source'] },
      ssr: { resolve: { conditions: ['@atelier/source'] } },
      test: {
        name,
        environment,
        reporters,
        include: ['src/**/*.test.{ts,tsx}'],
        testTimeout: 20_000,
        hookTimeout: 60_000,
      },
    }),
    overrides,
  );
}
