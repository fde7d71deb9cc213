/**
 * The <stepwise-assistant> element's view: React, the <Assistant/>, @stepwise/ui's tokens and the
 * assistant's stylesheet, in a root inside the element's shadow root (@stepwise/ui's
 * `createReactView`), and the chat port the element's store talks through. Nothing runs on import.
 */
import { createElement } from 'react';
import { createApi, type Session } from '@stepwise/api';
import type { CreateView } from '@stepwise/ui/element';
import { createReactView } from '@stepwise/ui/element/react-view';
import { apiChatPort } from '../api-port.js';
import type { ChatPort } from '../core/port.js';
import { Assistant, type AssistantProps } from '../react/assistant.js';

/**
 * The chat port for a server, carrying the host's token (the element's `token` property) as the
 * bearer token. The host owns the identity: the client never stores or refreshes it; a refused
 * token calls `onExpired` (the element's `stepwise-auth-required`).
 */
export function createElementPort(
  server: string,
  token: () => string | null,
  onExpired: () => void,
): ChatPort {
  const api = createApi({
    baseUrl: server,
    tokens: {
      get: () => {
        const accessToken = token();
        // Only the access token is read by the client; the rest stays empty (no refresh).
        return accessToken ? ({ accessToken } as Session) : null;
      },
      set: () => undefined,
    },
    onSessionExpired: onExpired,
  });
  return apiChatPort(api);
}

export interface AssistantElementView {
  render(props: AssistantProps): void;
  port: typeof createElementPort;
  unmount(): void;
}

export const createView: CreateView<AssistantElementView> = (container, onError) => {
  const root = createReactView(container, onError);
  return {
    render: (props) => root.render(createElement(Assistant, props)),
    port: createElementPort,
    unmount: () => root.unmount(),
  };
};
