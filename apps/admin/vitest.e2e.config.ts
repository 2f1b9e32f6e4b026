import { createVitestConfig } from '@atelier/vitest-config';

// Chromium suites against the built gateway (`pnpm turbo run build --filter=@atelier/gateway...`).
export default createVitestConfig(
  { name: 'admin', suite: 'e2e' },
  { test: { testTimeout: 120_000, fileParallelism: false } },
);
