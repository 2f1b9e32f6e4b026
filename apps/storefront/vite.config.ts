import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

// Writes `.br` and `.gz` beside every script and stylesheet of the client build; the SSR
// plugin serves them (`@fastify/static` preCompressed) to browsers that accept them.
function precompress(): Plugin {
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
        if (!/\.(js|css|svg|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
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

// react-router's package exports only its development build (dev warnings and checks); the
// client bundle takes the production build it ships beside it, which has the same API.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
// Both entries, so `react-router/dom` never brings a second copy (and second contexts).
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

// Client build: dist/client, served under /build/ with a manifest the SSR plugin reads.
// SSR build (`vite build --ssr src/entry-server.tsx --outDir dist/server`): the render entry.
export default defineConfig(({ isSsrBuild, mode }) => ({
  base: '/build/',
  plugins: [react(), precompress()],
  resolve: {
    conditions: ['@atelier/source', ...defaultClientConditions],
    alias: isSsrBuild || mode !== 'production' ? [] : reactRouterProduction,
  },
  ssr: {
    resolve: { conditions: ['@atelier/source', ...defaultServerConditions] },
    // The render entry carries its own production React, router and store: rendering speed
    // must not depend on the NODE_ENV the server process happens to start with (`npm start`
    // leaves it unset, which would select React's development builds, ~2× slower to render).
    noExternal: isSsrBuild && mode === 'production' ? true : undefined,
  },
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  publicDir: false,
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        sourcemap: true,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
}));
