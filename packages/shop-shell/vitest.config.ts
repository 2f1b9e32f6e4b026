import { createVitestConfig } from '@atelier/vitest-config';

export default createVitestConfig(
  { name: 'shop-shell', environment: 'happy-dom' },
  {
    test: {
      setupFiles: ['./src/test/setup.ts'],
      // happy-dom never fetches scripts; treating a skipped load as success lets the
      // integration tests see third-party scripts "load" without any network.
      environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
    },
  },
);
