import type {
  RenderInput as FrameRenderInput,
  RenderOutput as FrameRenderOutput,
  ServerEntry as FrameServerEntry,
} from '@atelier/app-frame/server';

import type { PublicConfig } from '../app/embedded-state.js';
import type { PageHints } from '../app/page-hints.js';

/** What the SSR plugin hands the storefront's render entry (the frame's, over its config and hints). */
export type RenderInput = FrameRenderInput<PublicConfig, PageHints>;

/** What the storefront's render entry answers. */
export type RenderOutput = FrameRenderOutput<PublicConfig, PageHints>;

/** The module `src/entry-server.tsx` (built to `dist/server/entry-server.js`). */
export type ServerEntry = FrameServerEntry<PublicConfig, PageHints>;
