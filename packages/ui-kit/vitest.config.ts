import { createVitestConfig } from '@atelier/vitest-config';

export default createVitestConfig({ name: 'ui-kit', environment: 'happy-dom' });
