import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import { markHydrated } from '../hydration/when-hydrated.js';

// Testing Library only auto-cleans with Vitest globals on, which this workspace keeps off.
afterEach(() => {
  cleanup();
});

// The dialog and toast views load apart from the providers once the page is hydrated
// (internal/load-in-browser.ts): DOM tests render as a hydrated app does, and the module cache
// has the views before any test renders one. load-in-browser.test.tsx covers the time before.
if (typeof document !== 'undefined') markHydrated();
await import('../dialogs/dialog-view.js');
await import('../toasts/toast-view.js');
