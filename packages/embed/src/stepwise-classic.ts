// The classic-script loader, /embed/v1/stepwise.js, for pages (and LMS packages) that cannot use
// type="module":  <script src="https://stepwise.example.com/embed/v1/stepwise.js"></script>
// The same loader as stepwise.mjs, as an IIFE: it imports the widget chunks by URL (dynamic
// import works in classic scripts), relative to its own.
import { startLoader } from './loader.js';
import { widgetChunksAt } from './widget-chunks.js';

// currentScript is set only while the script first runs: read it now, not in a callback.
const loaderUrl = (document.currentScript as HTMLScriptElement | null)?.src ?? location.href;

startLoader(loaderUrl, widgetChunksAt(loaderUrl));
