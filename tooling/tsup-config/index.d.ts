import type { Options } from 'tsup';

export interface BuildOptions {
  /** Entry points, e.g. `{ index: 'src/index.ts' }`. */
  entry: Record<string, string>;
  /** `neutral` for packages used in browser and SSR, `node` for servers. */
  platform?: 'neutral' | 'node' | 'browser';
  /** Emit `.d.ts` (default true). */
  dts?: boolean;
  /** Apps: bundle `@atelier/*` packages from their source. */
  bundleWorkspace?: boolean;
  /** Extra modules to keep external. */
  external?: (string | RegExp)[];
}

export declare function createBuildConfig(options: BuildOptions): Options | Options[];
