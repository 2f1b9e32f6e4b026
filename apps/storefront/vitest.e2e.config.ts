import { createVitestConfig } from '@atelier/vitest-config';

// Chromium suites against the built gateway (`pnpm turbo run build --filter=@atelier/gateway...`).
export default createVitestConfig(
  { name: 'storefront', suite: 'e2e' },
  { test: { testTimeout: 60_000, fileParallelism: false } },
);
