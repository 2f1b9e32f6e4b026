import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/**
 * Storybook for designers: ui-kit and cms-renderer stories, consumed from their TypeScript
 * source (export condition `@atelier/source`) so no package needs building first.
 * No addons: nothing is downloaded, and telemetry is off.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/stories/**/*.stories.@(ts|tsx)'],
  addons: [],
  // Images the CMS stories use, served locally (the e2e browser has no network).
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
