import { createBuildConfig } from '@atelier/tsup-config';

// The SSR plugin and the standalone storefront server (`dist/node`); Vite builds the app itself.
export default {
  ...createBuildConfig({
    entry: { index: 'src/server/index.ts', main: 'src/server/main.ts' },
    platform: 'node',
    dts: false,
    bundleWorkspace: true,
    external: ['vite'],
  }),
  outDir: 'dist/node',
};
