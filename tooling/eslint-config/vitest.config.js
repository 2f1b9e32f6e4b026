import { createVitestConfig } from '@atelier/vitest-config';

export default createVitestConfig({ name: 'eslint-config' }, { test: { include: ['*.test.js'] } });
