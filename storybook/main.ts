// Storybook for the whole repository: every package's and the portal's `src/**/*.stories.tsx`,
// plus the stories under storybook/stories. Run from the root with `npm run storybook` (dev, port 6006) or
// `npm run build-storybook` (static, into storybook/dist).
import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/*/src/**/*.stories.tsx',
    // The portal's screens that have stories (issue 21: the editors).
    '../portal/src/**/*.stories.tsx',
    './stories/**/*.stories.tsx',
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (vite) =>
    mergeConfig(vite, {
      plugins: [react()],
      // Workspace packages run from source, as everywhere else in the repository.
      resolve: { conditions: ['@stepwise/source', ...defaultClientConditions] },
      // Storybook's own preview runtime is one large chunk; that is expected here.
      build: { chunkSizeWarningLimit: 1500 },
    }),
};

export default config;
