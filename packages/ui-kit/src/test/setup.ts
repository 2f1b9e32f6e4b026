import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans with Vitest globals on, which this workspace keeps off.
afterEach(() => {
  cleanup();
});

// The dialog and toast views load apart from the providers (internal/load-in-browser.ts); the
// module cache has them before any test renders one.
await import('../dialogs/dialog-view.js');
await import('../toasts/toast-view.js');
