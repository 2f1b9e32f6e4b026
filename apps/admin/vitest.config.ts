import { createVitestConfig } from '@atelier/vitest-config';
import react from '@vitejs/plugin-react';

// Unit tests run in Node; DOM tests opt in with `// @vitest-environment happy-dom`.
export default createVitestConfig({ name: 'admin' }, { plugins: [react()] });
