import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-webpack5';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config: StorybookConfig = {
  stories: [
    '../shared-ui/src/**/*.stories.@(ts|tsx)',
    '../mfe-*/src/**/*.stories.@(ts|tsx)',
    '../shell/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-webpack5-compiler-swc'],
  framework: { name: '@storybook/react-webpack5', options: {} },
  core: { disableTelemetry: true },
  webpackFinal: async (webpackConfig) => {
    // pnpm does not hoist react-router-dom to the root, where preview.tsx looks for it; shared-ui has it.
    // Every package's copy is the same store folder, so stories still share one router instance.
    webpackConfig.resolve = {
      ...webpackConfig.resolve,
      modules: [...(webpackConfig.resolve?.modules ?? ['node_modules']), path.join(repoRoot, 'shared-ui/node_modules')],
    };
    // Size hints are about production apps; a static Storybook bundles everything on purpose.
    webpackConfig.performance = { hints: false };
    return webpackConfig;
  },
};

export default config;
