import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/**
 * Storybook for designers: ui-kit, cms-renderer, shop-shell and commerce-ui stories, consumed
 * from their TypeScript source (export condition `@atelier/source`) so no package needs building
 * first. One addon, docs (a docs page per component from its stories and usage note); nothing is
 * downloaded at run time, and telemetry is off.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  // Images the CMS and commerce stories use (public/cms; public/media/demo, the demo products'
  // renditions drawn by scripts/draw-demo-products.mjs), served locally: the e2e browser has no
  // network.
  // The shop's images (icons, posters, Instagram photos) come from the storefront.
  staticDirs: ['../public', { from: '../../storefront/public/images', to: '/images' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
      // Storybook's own preview runtime is a ~1.1 MB chunk; that is expected, not a regression.
      build: { chunkSizeWarningLimit: 1600 },
    }),
};

export default config;
