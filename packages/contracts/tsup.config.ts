import { createBuildConfig } from '@atelier/tsup-config';

export default createBuildConfig({
  entry: { index: 'src/index.ts', jitless: 'src/jitless.ts' },
});
