import { createVitestConfig } from '@atelier/vitest-config';

export default createVitestConfig({ suite: 'e2e' }, { test: { testTimeout: 60_000 } });
