/**
 * One entry of Vite's build manifest (`dist/client/.vite/manifest.json`).
 *
 * @example
 * const chunk: ManifestChunk = { file: 'assets/home-page-a1b2.js', css: ['assets/home-page-c3d4.css'] };
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * Vite's build manifest: source path (from the app root) to its chunk.
 *
 * @example
 * const manifest: ViteManifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
 */
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The files a page needs, as URLs under the public base.
 *
 * @example
 * const assets: PageAssets = { entry: '/build/assets/entry-client-x.js', modulePreloads: [], styles: [] };
 */
export interface PageAssets {
  /** The client entry module, `null` without a manifest entry (tests). */
  entry: string | null;
  /**
   * Static imports of the entry (the app's own chunks load after the first paint); with
   * `preloadApp`, also the app and the matched routes.
   */
  modulePreloads: string[];
  /** Stylesheets of the entry and of the matched route chunks (with their imports). */
  styles: string[];
  /**
   * How the scripts are fetched: `low` (default) behind the first paint's stylesheet, images
   * and fonts; `high` for an app preloaded whole (`preloadApp`), which is of no use without them.
   */
  scriptPriority?: 'low' | 'high';
}

/**
 * Options of {@link pageAssets}.
 *
 * @example
 * const options: PageAssetOptions = { preloadApp: true };
 */
export interface PageAssetOptions {
  /**
   * Preload what the page needs to hydrate, not only the entry's imports: the app the entry
   * loads (its dynamic imports) and the matched routes' chunks, with their static imports.
   * What the app loads lazily after hydration (dialogs, toasts) still waits. For an app whose
   * server page is of little use before its code runs (the operator console); a shop page
   * paints first instead.
   */
  preloadApp?: boolean;
}

/**
 * The entry script, `modulepreload` links and stylesheets of a page, under `base` (`/build/`):
 * the client entry with the chunks it imports statically, and the CSS of the entry and of the
 * matched routes' chunks (with their static imports), without duplicates. The route chunks
 * themselves are not preloaded unless `preloadApp`: the entry loads the app after the first
 * paint, and the app loads them (see `src/entry-client.tsx`).
 *
 * @example
 * pageAssets(manifest, 'src/entry-client.tsx', ['src/features/home/home-page.tsx'], '/build/');
 */
export function pageAssets(
  manifest: ViteManifest,
  entrySrc: string,
  routeFiles: readonly string[],
  base: string,
  options: PageAssetOptions = {},
): PageAssets {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const preloads = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, preload: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (preload) preloads.add(prefix + chunk.file);
    for (const css of chunk.css ?? []) styles.add(prefix + css);
    for (const imported of chunk.imports ?? []) visit(imported, preload);
  };
  const entryChunk = manifest[entrySrc];
  visit(entrySrc, true);
  if (options.preloadApp) for (const app of entryChunk?.dynamicImports ?? []) visit(app, true);
  for (const file of routeFiles) visit(file, Boolean(options.preloadApp));
  const entry = entryChunk ? prefix + entryChunk.file : null;
  if (entry) preloads.delete(entry);
  return {
    entry,
    modulePreloads: [...preloads],
    styles: [...styles],
    ...(options.preloadApp ? { scriptPriority: 'high' as const } : {}),
  };
}
