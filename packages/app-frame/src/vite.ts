/**
 * `@atelier/app-frame/vite` — the Vite configuration every app builds with: the client build
 * (`dist/client`, served under `<basePath>build/` with a manifest the SSR plugin reads) and the
 * render entry (`vite build --ssr src/entry-server.tsx --outDir dist/server`).
 *
 * @example
 * // vite.config.ts
 * import { appViteConfig } from '@atelier/app-frame/vite';
 * import react from '@vitejs/plugin-react';
 * export default appViteConfig({ root: import.meta.dirname, plugins: [react()] });
 */
export { appViteConfig } from './vite/app-vite-config.js';
export type { AppViteOptions, ChunkGroup } from './vite/app-vite-config.js';
export { byPackage, packageModule } from './vite/chunk-groups.js';
export type { PackageModule, PackageRule } from './vite/chunk-groups.js';
