// The ES module loader, /embed/v1/stepwise.mjs:
//   <script type="module" src="https://stepwise.example.com/embed/v1/stepwise.mjs"></script>
import { startLoader } from './loader.js';

startLoader(import.meta.url, { player: () => import('./widgets/player.js') });
