/**
 * The <stepwise-player> element's view: React, the <Player/>, its messages and stylesheets, in a
 * root inside the element's shadow root (@stepwise/ui's `createReactView`). The element host
 * imports this module on its own, after the stream has started (element.ts), so the picture never
 * waits for the controls' code. Nothing here runs on import.
 */
import { createElement } from 'react';
import type { CreateView } from '@stepwise/ui/element';
import { createReactView } from '@stepwise/ui/element/react-view';
import { Player } from '../react/player.js';
import type { PlayerHandle, PlayerProps } from '../react/player-props.js';
import { PlayerMessage, type PlayerMessageKind } from '../react/components/player-message.js';
import { playerStyles } from '../react/styles/index.js';

export interface PlayerElementView {
  player(props: PlayerProps, ref: (handle: PlayerHandle | null) => void): void;
  message(kind: PlayerMessageKind, detail: string | undefined): void;
  unmount(): void;
}

export const createView: CreateView<PlayerElementView> = (container, onError) => {
  const root = createReactView(container, onError);
  return {
    // The keys tell a failure tree from a player tree, so a failed boundary starts fresh.
    player(props, ref) {
      root.render(createElement(Player, { ...props, ref }), 'player');
    },
    message(kind, detail) {
      root.render(
        createElement(
          'div',
          { className: 'sw-stepwise-player-message' },
          createElement('style', null, playerStyles),
          createElement(PlayerMessage, { kind, detail }),
        ),
        'message',
      );
    },
    unmount: () => root.unmount(),
  };
};
