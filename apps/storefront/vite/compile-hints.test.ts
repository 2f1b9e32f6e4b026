import { describe, expect, it } from 'vitest';

import { COMPILE_HINT, compileHints, hintedChunks } from './compile-hints.js';

const chunk = (
  fileName: string,
  imports: string[],
  facadeModuleId: string | null,
  isEntry = false,
) => ({
  type: 'chunk' as const,
  fileName,
  code: `/* ${fileName} */`,
  imports,
  facadeModuleId,
  isEntry,
  map: null,
});

function bundle() {
  return {
    'assets/entry.js': chunk('assets/entry.js', [], '/app/src/entry-client.tsx', true),
    'assets/start.js': chunk(
      'assets/start.js',
      ['assets/react.js', 'assets/entry.js'],
      '/app/src/app/start-client.tsx',
    ),
    'assets/react.js': chunk('assets/react.js', ['assets/runtime.js'], null),
    'assets/runtime.js': chunk('assets/runtime.js', [], null),
    'assets/popup.js': chunk('assets/popup.js', ['assets/react.js'], '/app/src/popup.tsx'),
    'assets/start.js.map': {
      type: 'asset' as const,
      fileName: 'assets/start.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA' }),
    },
  };
}

describe('compile hints', () => {
  it('picks the app chunk and what it imports statically, not the entry or lazy chunks', () => {
    expect(hintedChunks(bundle(), /\/src\/app\/start-client\.tsx$/).sort()).toEqual([
      'assets/react.js',
      'assets/runtime.js',
      'assets/start.js',
    ]);
  });

  it('picks nothing when the app module is not in the bundle', () => {
    expect(hintedChunks(bundle(), /\/src\/app\/missing\.tsx$/)).toEqual([]);
  });

  it('puts the hint on the first line and shifts the source map by that line', () => {
    const output = bundle();
    const plugin = compileHints({ startModule: /\/src\/app\/start-client\.tsx$/ });
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler({}, output);
    expect(output['assets/start.js'].code).toBe(`${COMPILE_HINT}\n/* assets/start.js */`);
    expect(output['assets/popup.js'].code).toBe('/* assets/popup.js */');
    expect(output['assets/entry.js'].code).toBe('/* assets/entry.js */');
    expect(JSON.parse(output['assets/start.js.map'].source)).toEqual({
      version: 3,
      mappings: ';AAAA',
    });
  });
});
