import { createVitestConfig } from '@atelier/vitest-config';

// Browser smoke test of the built Storybook (`src/**/*.e2e.test.ts`), run by `pnpm e2e`.
export default createVitestConfig(
  { name: 'storybook', suite: 'e2e' },
  {
    test: {
      testTimeout: 300_000,
      hookTimeout: 120_000,
      // Let `?raw` CSS imports through: the Tokens check reads ui-kit's tokens.css text.
      css: { include: [/\.css\?raw$/] },
    },
  },
);
