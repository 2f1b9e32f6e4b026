import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside every script and stylesheet of the client build; the SSR
 * plugin serves them (`@fastify/static` preCompressed) to browsers that accept them. Every
 * app's build has it (`appViteConfig`).
 *
 * @example
 * defineConfig({ plugins: [precompress()] });
 */
export function precompress(): Plugin {
  return {
    name: 'atelier:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(options.dir!)) {
        if (!/\.(js|css|svg|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`))
          continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
