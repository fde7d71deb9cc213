/**
 * The <stepwise-assistant> element's view: React, the <Assistant/>, @stepwise/ui's tokens and the
 * assistant's stylesheet, in a root inside the element's shadow root. Nothing runs on import.
 */
import { Component, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { uiInlineStyles } from '@stepwise/ui/inline-styles';
import { createApi, type Session } from '@stepwise/api';
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
  unmount(): void;
}

const STYLE_ID = 'sw-stepwise-ui-styles';

class Boundary extends Component<
  { onError: (error: unknown) => void; children?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function createAssistantView(
  container: HTMLElement,
  onError: (error: unknown) => void,
): AssistantElementView {
  const shadow = container.getRootNode();
  if (shadow instanceof ShadowRoot && !shadow.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = uiInlineStyles;
    shadow.prepend(style);
  }
  let root: Root | null = createRoot(container);
  return {
    render(props) {
      root?.render(createElement(Boundary, { onError }, createElement(Assistant, props)));
    },
    unmount() {
      const current = root;
      root = null;
      current?.unmount();
    },
  };
}
