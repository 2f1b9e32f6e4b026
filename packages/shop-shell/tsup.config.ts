import { createBuildConfig } from '@atelier/tsup-config';
import type { Options } from 'tsup';

const config = createBuildConfig({
  entry: { index: 'src/index.ts', components: 'src/components.ts', styles: 'src/styles.css' },
}) as Options;

// Swiper's stylesheets are inlined into dist/styles.css, so the one file works without a
// bundler resolving CSS imports from node_modules; Swiper's JavaScript stays external.
export default { ...config, noExternal: [/^swiper\/css/] } satisfies Options;
