/**
 * `@atelier/app-frame/render` — the server render entry an app's `src/entry-server.tsx`
 * exports (Node only: React's stream renderer).
 *
 * @example
 * import { createRenderEntry } from '@atelier/app-frame/render';
 * export const render = createRenderEntry({ createRoutes, head, routeFiles, defaultHints });
 */
export { createRenderEntry } from './entries/render-app.js';
export type {
  RenderEntryOptions,
  RenderInput,
  RenderOutput,
  ServerEntry,
} from './entries/render-app.js';
