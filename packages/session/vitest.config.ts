import { createVitestConfig } from '@atelier/vitest-config';

// Files share their worker's module cache, so the real API's migrated PGlite template is
// built once per worker rather than once per test file (several seconds each).
export default createVitestConfig(
  { name: 'session', environment: 'happy-dom' },
  { test: { isolate: false } },
);
