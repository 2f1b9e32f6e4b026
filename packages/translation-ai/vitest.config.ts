import { createVitestConfig } from '@atelier/vitest-config';

export default createVitestConfig({ name: 'translation-ai', environment: 'happy-dom' });
