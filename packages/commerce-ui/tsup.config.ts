import { createBuildConfig } from '@atelier/tsup-config';

export default createBuildConfig({
  // esbuild bundles the CSS entry: styles.css inlines each component's stylesheet.
  entry: { index: 'src/index.ts', styles: 'src/styles.css' },
});
