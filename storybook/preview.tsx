// Every story renders inside the app's tokens, with toolbar switches for the theme (dark is the
// default, 000 §1) and the writing direction (RTL languages mirror the layout).
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import '@stepwise/ui/tokens.css';
import './preview.css';

function ThemeFrame({ theme, dir, children }: { theme: string; dir: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.dir = dir;
  }, [theme, dir]);
  return children;
}

const withThemeAndDirection: Decorator = (Story, context) => (
  <ThemeFrame
    theme={context.globals['theme'] === 'light' ? 'light' : 'dark'}
    dir={context.globals['dir'] === 'rtl' ? 'rtl' : 'ltr'}
  >
    <Story />
  </ThemeFrame>
);

const preview: Preview = {
  decorators: [withThemeAndDirection],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', dir: 'ltr' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
