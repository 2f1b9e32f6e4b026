import { createBuildConfig } from '@atelier/tsup-config';

export default createBuildConfig({
  entry: { index: 'src/index.ts', main: 'src/main.ts', testing: 'src/testing.ts' },
  platform: 'node',
  dts: false,
  bundleWorkspace: true,
});
