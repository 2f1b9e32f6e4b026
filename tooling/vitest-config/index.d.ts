import type { UserConfig } from 'vitest/config';

export interface PresetOptions {
  /** Name used in reports; defaults to the folder name. */
  name?: string;
  /** `node` (default) or `happy-dom`. */
  environment?: 'node' | 'happy-dom';
  /**
   * Report file prefix, e.g. `unit`, `pg`, `e2e`; env `VITEST_SUITE` wins when set.
   * `e2e` runs only `src/**\/*.e2e.test.ts(x)`; every other suite skips those files.
   */
  suite?: string;
}

export declare function createVitestConfig(
  options?: PresetOptions,
  overrides?: UserConfig,
): UserConfig;
