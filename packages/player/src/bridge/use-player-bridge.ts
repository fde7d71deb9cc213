/**
 * The player bridge for a React page that mounts the <Player/> (the portal's framed routes).
 */
import type { Theme } from '@stepwise/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PlayerHandle } from '../react/player-props.js';
import { createPlayerBridge, wrapWith, type PlayerBridgeController } from './player-bridge.js';

export interface UsePlayerBridgeOptions {
  /** Whether this page serves the bridge (a route that does, and the page is framed). */
  enabled: boolean;
  handle: RefObject<PlayerHandle | null>;
  language: string | null;
  theme: Theme | null;
  setLanguage: (lang: string) => void;
  setTheme: (theme: Theme) => void;
  /** See PlayerBridgeOptions.hostOrigins. */
  hostOrigins?: readonly string[];
}

/**
 * The bridge for one mounted player page: null when disabled (not framed, or a route that does
 * not serve it). The bridge lives from mount to unmount, across the workflows played in the page;
 * what the hook returns is stable and forwards to the live bridge (StrictMode's second mount gets
 * a new one).
 */
export function usePlayerBridge(options: UsePlayerBridgeOptions): PlayerBridgeController | null {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const live = useRef<PlayerBridgeController | null>(null);
  const enabled = options.enabled;
  useEffect(() => {
    if (!enabled) return;
    live.current = createPlayerBridge({
      handle: () => latest.current.handle.current,
      language: () => latest.current.language,
      theme: () => latest.current.theme,
      setLanguage: (lang) => latest.current.setLanguage(lang),
      setTheme: (theme) => latest.current.setTheme(theme),
      ownOrigin: window.location.origin,
      hostOrigins: latest.current.hostOrigins ?? [],
    });
    return () => {
      live.current?.destroy();
      live.current = null;
    };
  }, [enabled]);
  const [facade] = useState<PlayerBridgeController>(() => ({
    get exposed() {
      return live.current?.exposed ?? false;
    },
    allow: (origins) => live.current?.allow(origins),
    wrapSource(source) {
      // Delegates to the live bridge, so it reports to the one mounted when the workflow arrives.
      return wrapWith(source, (origins) => live.current?.allow(origins));
    },
    onReady: (d) => live.current?.onReady(d),
    onStepChange: (d) => live.current?.onStepChange(d),
    onTimeUpdate: (d) => live.current?.onTimeUpdate(d),
    onEnded: (d) => live.current?.onEnded(d),
    onQuizCompleted: (d) => live.current?.onQuizCompleted(d),
    onAudioLanguageChange: (d) => live.current?.onAudioLanguageChange(d),
    onError: (d) => live.current?.onError(d),
    destroy: () => live.current?.destroy(),
  }));
  return enabled ? facade : null;
}
