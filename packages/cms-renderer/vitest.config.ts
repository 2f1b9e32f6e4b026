import { createVitestConfig } from '@atelier/vitest-config';

export default createVitestConfig({ name: 'cms-renderer', environment: 'happy-dom' });
