import { createBuildConfig } from '@atelier/tsup-config';

export default createBuildConfig({
  // esbuild bundles the CSS entries: styles.css inlines its @imports, tokens.css is copied.
  entry: { index: 'src/index.ts', styles: 'src/styles.css', tokens: 'src/tokens.css' },
});
