import { createVitestConfig } from '@atelier/vitest-config';

// Files share a worker's module graph so the migrated PGlite template is built once per
// worker, not once per file; every file still gets its own clone (see src/testing.ts).
export default createVitestConfig({ name: 'api' }, { test: { isolate: false } });
