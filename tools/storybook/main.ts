/**
 * One Storybook for the whole frontend: stories from the shell and from every remote.
 * Build: node scripts/build-storybook.mjs (headless, into storybook-static/).
 */
import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/react-webpack5';

const require = createRequire(import.meta.url);
const { swcOptions } = require('../swc/swc-options.cjs') as { swcOptions: () => { jsc: Record<string, unknown> } };

const config: StorybookConfig = {
  stories: ['../../shell/src/**/*.stories.@(ts|tsx)', '../../mf-*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // P12: the swc addon ignores its own options and reads only this field. The jsc block is the build's own
  // (emotion css prop, lingui ids); stories keep the source messages so they read in English without catalogs.
  swc: (config) => {
    // storybook sets `env` (browserslist) itself, which swc refuses together with jsc.target
    const { target: _target, ...jsc } = swcOptions().jsc;
    const plugins = [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true, descriptorFields: 'all' }]];
    return { ...config, jsc: { ...config.jsc, ...jsc, experimental: { plugins } } };
  },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
