import { createVitestConfig } from '@atelier/vitest-config';

// Chromium suites against the built gateway (`pnpm turbo run build --filter=@atelier/gateway...`).
// Each file starts its own shop (own port, data folder and seed), so two files run at once: the
// suite is mostly waiting on shop start-up and the browser, and CI has a 45-minute budget.
export default createVitestConfig(
  { name: 'admin', suite: 'e2e' },
  { test: { testTimeout: 120_000, fileParallelism: true, maxWorkers: 2 } },
);
