/**
 * What both loaders do (stepwise.mjs, the ES module; stepwise.js, the classic script): record
 * the server they came from, then load each widget when its element first appears. A player's
 * workflow request starts at once, beside its code (@stepwise/player's prefetchForElement);
 * <stepwise-assistant>, <stepwise-quiz> and <stepwise-instruction> have nothing to start early.
 */
import {
  prefetchForElement,
  serverOfLoader,
  setEmbedServer,
  type HlsClass,
} from '@stepwise/player';
import { lazyDefine } from './lazy-define.js';

export interface WidgetChunks {
  /** Imports the <stepwise-player> chunk, which defines the element. */
  player: () => Promise<unknown>;
  /** Imports the hls.js chunk (the one the player imports: a module loads once per page). */
  hls: () => Promise<HlsClass>;
  /** Imports the <stepwise-assistant> chunk, which defines the element. */
  assistant: () => Promise<unknown>;
  /** Imports the <stepwise-quiz> chunk, which defines the element. */
  quiz: () => Promise<unknown>;
  /** Imports the <stepwise-instruction> chunk, which defines the element. */
  instruction: () => Promise<unknown>;
}

export function startLoader(loaderUrl: string, chunks: WidgetChunks): () => void {
  setEmbedServer(serverOfLoader(loaderUrl));
  const player = {
    tag: 'stepwise-player',
    load: chunks.player,
    found: (element: Element) => prefetchForElement(element, chunks.hls),
  };
  const assistant = { tag: 'stepwise-assistant', load: chunks.assistant };
  const quiz = { tag: 'stepwise-quiz', load: chunks.quiz };
  const instruction = { tag: 'stepwise-instruction', load: chunks.instruction };
  return lazyDefine(document, [player, assistant, quiz, instruction], {
    onError: (tag, error) => console.error(`Stepwise: could not load <${tag}>.`, error),
  });
}
