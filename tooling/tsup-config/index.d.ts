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

/** True when `ATELIER_PACKAGES=dist`: builds resolve `@atelier/*` through their `dist/`, as outsiders do. */
export declare function fromPackedPackages(): boolean;
