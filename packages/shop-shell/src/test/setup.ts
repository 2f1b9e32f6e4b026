import { cleanup } from '@testing-library/react';
import { markHydrated } from '@atelier/ui-kit';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans with Vitest globals on, which this workspace keeps off.
afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// The chrome loads its deferred parts (footers, sidebar, mega-menu links) once the page is
// hydrated (ui-kit's afterHydration): a test's render is the page, already hydrated.
if (typeof document !== 'undefined') markHydrated();
