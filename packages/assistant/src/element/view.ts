/**
 * The <stepwise-assistant> element's view: React, the <Assistant/>, @stepwise/ui's tokens and the
 * assistant's stylesheet, in a root inside the element's shadow root (@stepwise/ui's
 * `createReactViewWithStyles`), and the chat port the element's store talks through: plain fetch and
 * core's zod/mini chat schemas (../wire), never @stepwise/api (ky, zod classic), which the
 * widget's 45 KB budget cannot carry (issue 18). Nothing runs on import.
 */
import { createElement } from 'react';
import type { CreateView } from '@stepwise/ui/element';
import { createReactViewWithStyles } from '@stepwise/ui/element/react-view';
import { uiTokenStyles } from '@stepwise/ui/inline-styles';
import type { ChatPort } from '../core/port.js';
import { Assistant, type AssistantProps } from '../react/assistant.js';
import { fetchChatPort } from '../wire/fetch-chat-port.js';

/**
 * The chat port for a server, carrying the host's token (the element's `token` property) as the
 * bearer token. The host owns the identity: the port never stores or refreshes it; a refused
 * token calls `onExpired` (the element's `stepwise-auth-required`).
 */
export function createElementPort(
  server: string,
  token: () => string | null,
  onExpired: (sent: string | null) => void,
): ChatPort {
  return fetchChatPort({ server, token, onExpired });
}

export interface AssistantElementView {
  render(props: AssistantProps): void;
  port: typeof createElementPort;
  unmount(): void;
}

export const createView: CreateView<AssistantElementView> = (container, onError) => {
  // The tokens only: the assistant's own sheet styles it, with none of @stepwise/ui's components.
  const root = createReactViewWithStyles(uiTokenStyles, container, onError);
  return {
    render: (props) => root.render(createElement(Assistant, props)),
    port: createElementPort,
    unmount: () => root.unmount(),
  };
};
