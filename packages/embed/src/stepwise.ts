// The ES module loader, /embed/v1/stepwise.mjs:
//   <script type="module" src="https://stepwise.example.com/embed/v1/stepwise.mjs"></script>
// Built as that one self-contained file (vite.config.ts loaderConfig): it imports nothing
// statically, so a public stream starts right after this one fetch (no entry chunk fetched and
// evaluated first). The widgets' chunks it imports by URL, relative to its own.
import { startLoader } from './loader.js';
import { widgetChunksAt } from './widget-chunks.js';

startLoader(import.meta.url, widgetChunksAt(import.meta.url));
