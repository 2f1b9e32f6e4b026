import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineAppModule, type AppModule, type AppServerHooks } from '@atelier/app-frame/server';

import type { ConsoleConfig, ConsoleHints } from './console-config.js';

/**
 * What only the console knows about its pages: no index (the `robots` meta comes from the
 * render entry's head; `X-Robots-Tag` from {@link appModule}), its whole code preloaded from
 * the HTML (its page is of no use before the code runs) and its error page.
 */
export const CONSOLE_HOOKS: AppServerHooks<ConsoleConfig, ConsoleHints> = {
  hints: ({ host }) => ({ host }),
  preloadApp: true,
  errorPage: {
    title: '오류 | 아틀리에 관리자',
    message: '일시적인 오류로 페이지를 표시하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    badHost: '요청의 호스트(Host) 헤더가 올바르지 않습니다.',
  },
};

// Source: src/server; built: dist/node. Both two folders below the app's root.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const frameModule = defineAppModule<ConsoleConfig, ConsoleHints>({
  name: 'admin',
  root,
  distDir: path.join(root, 'dist'),
  options: () => ({ config: {}, hooks: CONSOLE_HOOKS }),
});

/**
 * The console as the gateway mounts it: the frame's app module in a scope of its own whose
 * every answer (pages, assets, errors) carries `X-Robots-Tag: noindex`.
 */
export const appModule: AppModule = {
  name: frameModule.name,
  async mount(app, options) {
    await app.register(async (scope) => {
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply.header('x-robots-tag', 'noindex');
        return payload;
      });
      await frameModule.mount(scope, options);
    });
  },
};
