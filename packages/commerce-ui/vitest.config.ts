import { createVitestConfig } from '@atelier/vitest-config';

export default createVitestConfig(
  { name: 'commerce-ui', environment: 'happy-dom' },
  { test: { setupFiles: ['./src/test/setup.ts'] } },
);
