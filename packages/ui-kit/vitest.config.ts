import { createVitestConfig } from '@atelier/vitest-config';

export default createVitestConfig(
  { name: 'ui-kit', environment: 'happy-dom' },
  {
    test: {
      setupFiles: ['./src/test/setup.ts'],
      // Let `?raw` CSS imports through: tokens.test.ts reads the stylesheets' text.
      css: { include: [/\.css\?raw$/] },
    },
  },
);
