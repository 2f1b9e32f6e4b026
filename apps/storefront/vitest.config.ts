import { createVitestConfig } from '@atelier/vitest-config';
import react from '@vitejs/plugin-react';

// Unit and SSR tests run in Node; DOM tests opt in with `// @vitest-environment happy-dom`.
// The build's own plugins (`vite/`) are tested too.
export default createVitestConfig(
  { name: 'storefront' },
  { plugins: [react()], test: { include: ['vite/**/*.test.ts'] } },
);
