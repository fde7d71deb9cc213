/**
 * What both loaders do (stepwise.mjs, the ES module; stepwise.js, the classic script): record
 * the server they came from, then load each widget when its element first appears.
 */
import { serverOfLoader, setEmbedServer } from '@stepwise/player';
import { lazyDefine } from './lazy-define.js';

export interface WidgetChunks {
  /** Imports the <stepwise-player> chunk, which defines the element. */
  player: () => Promise<unknown>;
}

export function startLoader(loaderUrl: string, chunks: WidgetChunks): () => void {
  setEmbedServer(serverOfLoader(loaderUrl));
  return lazyDefine(document, [{ tag: 'stepwise-player', load: chunks.player }], {
    onError: (tag, error) => console.error(`Stepwise: could not load <${tag}>.`, error),
  });
}
