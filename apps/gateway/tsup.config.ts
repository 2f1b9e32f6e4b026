import { createBuildConfig } from '@atelier/tsup-config';

export default createBuildConfig({
  entry: { main: 'src/main.ts' },
  platform: 'node',
  dts: false,
  bundleWorkspace: true,
  // Only in development (the storefront's Vite dev server); never part of the bundle.
  external: ['vite'],
});
