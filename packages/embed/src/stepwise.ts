// The ES module loader, /embed/v1/stepwise.mjs:
//   <script type="module" src="https://stepwise.example.com/embed/v1/stepwise.mjs"></script>
import { loadHlsJs } from '@stepwise/player';
import { startLoader } from './loader.js';

startLoader(import.meta.url, {
  player: () => import('./widgets/player.js'),
  hls: loadHlsJs,
  assistant: () => import('./widgets/assistant.js'),
});
