import { createBuildConfig } from '@atelier/tsup-config';

// The server module the gateway mounts (`dist/node`); Vite builds the app itself.
export default {
  ...createBuildConfig({
    entry: { index: 'src/server/index.ts' },
    platform: 'node',
    dts: false,
    bundleWorkspace: true,
    external: ['vite'],
  }),
  outDir: 'dist/node',
};
