import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans with Vitest globals on, which this workspace keeps off.
afterEach(() => {
  cleanup();
});
