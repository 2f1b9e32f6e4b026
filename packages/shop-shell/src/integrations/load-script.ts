/**
 * Options of {@link loadScript}.
 *
 * @example
 * const options: LoadScriptOptions = { attributes: { integrity: 'sha384-…', crossorigin: 'anonymous' } };
 */
export interface LoadScriptOptions {
  /** Extra attributes of the `<script>` (integrity, crossorigin, data-*). */
  attributes?: Readonly<Record<string, string>>;
  /** Default the global `document`. */
  document?: Document;
}

/**
 * A function that adds a third-party script to the page and resolves once it has loaded.
 * Adapters take one so tests can see the URL without any network.
 *
 * @example
 * const loader: ScriptLoader = (src) => loadScript(src);
 */
export type ScriptLoader = (src: string, options?: LoadScriptOptions) => Promise<void>;

const pending = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Adds `<script async src>` to `<head>` once per URL and page and resolves when it has
 * loaded (rejects on a load error, or at once during SSR where there is no document). A
 * second call with the same URL gets the first call's promise.
 *
 * @example
 * await loadScript('https://www.googletagmanager.com/gtag/js?id=G-XXXX&l=dataLayer');
 */
export const loadScript: ScriptLoader = (src, options = {}) => {
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  if (!doc) return Promise.reject(new Error(`loadScript: no document to load ${src} into`));
  let scripts = pending.get(doc);
  if (!scripts) pending.set(doc, (scripts = new Map()));
  const known = scripts.get(src);
  if (known) return known;

  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(options.attributes ?? {}))
    script.setAttribute(name, value);
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        // Forget the failure so a later call (say, after the connection returns) can retry.
        scripts.delete(src);
        script.remove();
        reject(new Error(`loadScript: failed to load ${src}`));
      },
      { once: true },
    );
  });
  scripts.set(src, loaded);
  doc.head.appendChild(script);
  return loaded;
};
