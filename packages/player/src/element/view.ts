/**
 * The <stepwise-player> element's view: React, the <Player/>, its messages and stylesheets. The
 * element imports this module on its own (element.ts), after the stream has started, so the
 * picture never waits for the controls' code. Nothing here runs on import.
 */
import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { uiInlineStyles } from '@stepwise/ui/inline-styles';
import { Player } from '../react/player.js';
import type { PlayerHandle, PlayerProps } from '../react/player-props.js';
import { PlayerMessage, type PlayerMessageKind } from '../react/components/player-message.js';
import { playerStyles } from '../react/styles/index.js';
import { ErrorBoundary } from './error-boundary.js';

export interface ElementView {
  player(props: PlayerProps, ref: (handle: PlayerHandle | null) => void): void;
  message(kind: PlayerMessageKind, detail: string | undefined): void;
  unmount(): void;
}

const STYLE_ID = 'sw-stepwise-ui-styles';

/**
 * A React root in `container`, inside the element's shadow root, with @stepwise/ui's styles
 * (which a shadow root never sees from the page). A render error reaches `onError`, never the host.
 */
export function createElementView(
  container: HTMLElement,
  onError: (error: unknown) => void,
): ElementView {
  const shadow = container.getRootNode();
  if (shadow instanceof ShadowRoot && !shadow.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = uiInlineStyles;
    shadow.prepend(style);
  }
  let root: Root | null = createRoot(container);
  // `key` tells React a failure tree from a player tree, so a failed boundary starts fresh.
  const render = (key: 'player' | 'message', node: ReactNode) =>
    root?.render(createElement(ErrorBoundary, { key, onError }, node));
  return {
    player(props, ref) {
      render('player', createElement(Player, { ...props, ref }));
    },
    message(kind, detail) {
      render(
        'message',
        createElement(
          'div',
          { className: 'sw-stepwise-player-message' },
          createElement('style', null, playerStyles),
          createElement(PlayerMessage, { kind, detail }),
        ),
      );
    },
    unmount() {
      const current = root;
      root = null;
      current?.unmount();
    },
  };
}
