// What zod's `config()` writes to: zod 4 keeps its settings on this global, shared by every
// copy of zod on the page, and reads them when it builds a schema.
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Makes zod check values without compiling parsers through `new Function` — what
 * `z.config({ jitless: true })` does, without loading zod. A page whose Content-Security-Policy
 * has no `'unsafe-eval'` reports a violation even for zod's caught probe (`Function('')`), and zod
 * probes when it builds an object schema; so call this in the browser before any schema is
 * built, first thing in the app's entry. It imports nothing, so the entry stays small and zod
 * still loads only with the pages that use it. Parsing gives the same results, a little slower.
 * Servers keep the compiled parsers.
 *
 * @example
 * import { parseWithoutEval } from '@atelier/contracts/jitless';
 * parseWithoutEval();
 */
export function parseWithoutEval(): void {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig = Object.assign(global.__zod_globalConfig ?? {}, { jitless: true });
}
