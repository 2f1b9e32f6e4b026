import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface HintableChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
  map?: { mappings: string } | null;
}

/**
 * The chunks to hint: the chunk whose facade module is `startModule` and every chunk it
 * imports statically (what the browser evaluates before hydration), except the entry.
 */
export function hintedChunks(
  bundle: Record<string, { type: string }>,
  startModule: RegExp,
): string[] {
  const chunks = Object.values(bundle).filter(
    (item): item is HintableChunk => item.type === 'chunk',
  );
  const start = chunks.find(
    (chunk) => chunk.facadeModuleId !== null && startModule.test(chunk.facadeModuleId),
  );
  if (!start) return [];
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  // The entry is tiny and runs before the first paint; it needs no hint.
  return [...seen].filter((name) => !byName.get(name)!.isEntry);
}

/**
 * Marks the chunks evaluated before hydration with V8's `allFunctionsCalledOnLoad` compile
 * hint. Rolldown wraps CommonJS modules (react-dom) in functions that V8 would otherwise parse
 * lazily, on the main thread, the moment the app starts; with the hint V8 compiles them on a
 * background thread while the file streams in. Browsers without the hint ignore the comment.
 * The source map gains one empty generated line, so positions stay right.
 */
export function compileHints({ startModule }: { startModule: RegExp }): Plugin {
  return {
    name: 'atelier:compile-hints',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After Vite's own `post` step, which puts the preload helper's dependency map first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const name of hintedChunks(bundle, startModule)) {
          const chunk = bundle[name] as unknown as HintableChunk;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${name}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
