/**
 * Fullscreen through the Fullscreen API on the player root: the store's mode asks for it, and the
 * document's `fullscreenchange` (Esc, the browser's own UI) reports back, so the two never
 * disagree. Inside a shadow root, the root node's `fullscreenElement` is the one to read.
 */
import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { PlayerStores } from './use-player-stores.js';

const fullscreenOf = (el: HTMLElement) =>
  (el.getRootNode() as Document | ShadowRoot).fullscreenElement === el;

export function useFullscreen(rootRef: RefObject<HTMLElement | null>, stores: PlayerStores | null) {
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !stores) return;
    const { playback } = stores;
    const stopModes = playback.$modes.listen(({ fullscreen }) => {
      if (fullscreen === fullscreenOf(root)) return;
      const request = fullscreen
        ? root.requestFullscreen?.()
        : document.fullscreenElement
          ? document.exitFullscreen?.()
          : undefined;
      // Refused (no user gesture, a frame without allowfullscreen): the store follows the page.
      Promise.resolve(request).catch(() => playback.setFullscreen(fullscreenOf(root)));
    });
    const onChange = () => {
      const now = fullscreenOf(root);
      if (now !== playback.$modes.get().fullscreen) playback.setFullscreen(now);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      stopModes();
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, [rootRef, stores]);
}
