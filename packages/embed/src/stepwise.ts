// The ES module loader, /embed/v1/stepwise.mjs:
//   <script type="module" src="https://stepwise.example.com/embed/v1/stepwise.mjs"></script>
import { loadHlsJs } from '@stepwise/player';
import { ASSISTANT_FILE, startLoader } from './loader.js';

startLoader(import.meta.url, {
  player: () => import('./widgets/player.js'),
  hls: loadHlsJs,
  // Its own build pass (vite.config.ts assistantConfig): a file beside this loader.
  assistant: () => import(/* @vite-ignore */ new URL(ASSISTANT_FILE, import.meta.url).href),
});
