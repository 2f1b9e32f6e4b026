import { createBuildConfig } from '@atelier/tsup-config';

export default createBuildConfig({
  entry: { index: 'src/index.ts', 'rtk-query': 'src/rtk-query.ts' },
});
