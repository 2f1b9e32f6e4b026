import path from 'node:path';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';

/**
 * The Vitest preset every workspace package extends.
 *
 * Resolves `@atelier/*` packages to their TypeScript source (export condition
 * `@atelier/source`) and, when `VITEST_REPORT_DIR` is set (CI), writes a JSON report
 * per package, `<suite>-<name>.json`, so `.ci/run` can total every suite. `VITEST_SUITE`
 * overrides the suite so one `test` script can report as `pg` when run against PostgreSQL.
 * Type tests (`src/**\/*.test-d.ts(x)`, `expectTypeOf`) run with the unit suite through `tsc`
 * and count in its report.
 *
 * @param {import('./index.js').PresetOptions} [options]
 * @param {import('vitest/config').UserConfig} [overrides]
 * @example
 * // vitest.config.ts
 * import { createVitestConfig } from '@atelier/vitest-config';
 * export default createVitestConfig({ name: 'api-client' });
 */
export function createVitestConfig(options = {}, overrides = {}) {
  const { name = path.basename(process.cwd()), environment = 'node' } = options;
  const suite = process.env.VITEST_SUITE || options.suite || 'unit';
  // Browser tests (`*.e2e.test.ts`) run only in a package configured as the e2e suite.
  const browser = options.suite === 'e2e';
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
        include: [browser ? 'src/**/*.e2e.test.{ts,tsx}' : 'src/**/*.test.{ts,tsx}'],
        exclude: browser ? configDefaults.exclude : [...configDefaults.exclude, '**/*.e2e.test.*'],
        // Types do not change with the database or the browser: only the unit suite checks them.
        typecheck: {
          enabled: suite === 'unit',
          include: ['src/**/*.test-d.{ts,tsx}'],
        },
        testTimeout: 60_000,
        // Suites start real databases (PGlite ~3 s alone, much more on a loaded 2-core CI).
        hookTimeout: 180_000,
      },
    }),
    overrides,
  );
}
