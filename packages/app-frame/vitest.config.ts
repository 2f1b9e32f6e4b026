import { createVitestConfig } from '@atelier/vitest-config';

// Unit and SSR tests run in Node; DOM tests opt in with `// @vitest-environment happy-dom`.
export default createVitestConfig({ name: 'app-frame' });
