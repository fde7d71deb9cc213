/**
 * 002 §5 shortcuts on the player root: one keydown listener, core's `shortcutFor` decides (Space,
 * F, T; never while typing in the comment box or any field). Any key also counts as activity for
 * the controls' auto-hide.
 */
import { useCallback } from 'react';
import type { KeyboardEvent } from 'react';
import { shortcutFor } from '../../core/keyboard.js';
import type { PlayerStores } from './use-player-stores.js';

export function usePlayerKeyboard(stores: PlayerStores | null) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!stores) return;
      const { playback } = stores;
      playback.activity();
      const native = event.nativeEvent;
      const action = shortcutFor({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        repeat: event.repeat,
        target: event.target,
        composedPath: () => native.composedPath(),
      });
      // A focused button or menu item already acts on Space: leave it to the control.
      if (
        action === 'toggle-play' &&
        (event.target as Element).closest?.('button, [role="menuitem"], [role="slider"]')
      ) {
        return;
      }
      if (action === 'toggle-play') playback.togglePlay();
      else if (action === 'toggle-fullscreen') playback.toggleFullscreen();
      else if (action === 'toggle-theater' && playback.theaterToggleVisible)
        playback.toggleTheater();
      if (action) event.preventDefault();
    },
    [stores],
  );
}
