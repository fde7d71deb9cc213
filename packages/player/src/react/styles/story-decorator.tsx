// Stories render the components without the player root, so this decorator puts the player's
// stylesheet in the page the way the root does (a <style> element), with a stage behind them.
import type { Decorator } from '@storybook/react-vite';
import { playerStyles } from './index.js';

export const withPlayerStyles: Decorator = (Story) => (
  <>
    <style>{playerStyles}</style>
    <Story />
  </>
);

/** A dark 16:9 stage standing in for the video, for overlays and the control bar. */
export const withVideoStage: Decorator = (Story) => (
  <div
    style={{
      position: 'relative',
      inlineSize: 'min(100%, 960px)',
      aspectRatio: '16 / 9',
      background: 'linear-gradient(135deg, #2b3a4a, #0d1117)',
      overflow: 'hidden',
    }}
  >
    <Story />
  </div>
);
