import { createBuildConfig } from '@atelier/tsup-config';

export default createBuildConfig({
  entry: { index: 'src/index.ts', 'rtk-query': 'src/rtk-query.ts' },
  // rtk-query imports the main entry by name: keep it external so apps ship one client.
  external: ['@atelier/api-client'],
});
