import { createVitestConfig } from '@atelier/vitest-config';

export default createVitestConfig({ name: 'test-utils' });
