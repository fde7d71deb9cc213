/**
 * The React assistant (issue 7 Build 5; 002 "Agentic assistant screens", §5 "Chat", §6 the chat
 * message rule, §8 chat errors): a chat over the store of core/chat-store.ts. Three variants:
 * `page` (with the chat list beside it), `panel` (a resizable side panel, 400 px in 320-600,
 * Escape closes it) and `inline` (fills its box). References are cards that call `onReference`.
 */
import { useStore } from '@nanostores/react';
import { CHAT_PANEL_WIDTH, type InterfaceLanguage, type Theme } from '@stepwise/core';
import { dirOf, localeTagOf } from '@stepwise/i18n';
import { useLanguage, useT } from '@stepwise/i18n/react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { createChatStore, type ChatFailure, type ChatStore } from '../core/chat-store.js';
import type { ChatPort } from '../core/port.js';
import { AssistantI18n } from './assistant-i18n.js';
import { ChatList } from './chat-list.js';
import { Composer, ErrorPanel } from './composer.js';
import { Messages } from './messages.js';
import type { AssistantReference } from './reference-card.js';
import { clampWidth, ResizeHandle } from './resize-handle.js';
import { isBusy } from './shared.js';
import { assistantStyles } from './styles.js';

export type { AssistantReference } from './reference-card.js';
export { ChatList, type ChatListProps } from './chat-list.js';
export { ReferenceCardView } from './reference-card.js';

export type AssistantVariant = 'page' | 'panel' | 'inline';

export interface AssistantProps {
  /** The chat session. Pass one to share it with a <ChatList/> elsewhere (the portal's menu). */
  store?: ChatStore;
  /** Or the server port: the assistant makes (and starts) its own store. */
  port?: ChatPort;
  /** A workflow chat (only with `port`). */
  workflowId?: string;
  variant?: AssistantVariant;
  /** `page` only: show the chat list beside the chat (default true). */
  showChatList?: boolean;
  /** Default: the host's i18n provider's language (English without one). */
  lang?: InterfaceLanguage;
  theme?: Theme;
  /** A reference card was chosen: open the player at that step and time. */
  onReference?: (reference: AssistantReference) => void;
  /** `panel`: the close button and Escape. */
  onClose?: () => void;
  /** Only with `port`: a call answered 401. */
  onAuthRequired?: () => void;
  /** Only with `port`: a failure the chat's error panel shows. */
  onError?: (failure: ChatFailure, error: unknown) => void;
  /** `panel`: the starting width in px (clamped to 320-600). */
  width?: number;
  className?: string;
}

class HandlerRelay {
  #onAuthRequired: (() => void) | undefined;
  #onError: ((failure: ChatFailure, error: unknown) => void) | undefined;
  set(
    onAuthRequired: (() => void) | undefined,
    onError: ((failure: ChatFailure, error: unknown) => void) | undefined,
  ): void {
    this.#onAuthRequired = onAuthRequired;
    this.#onError = onError;
  }
  authRequired(): void {
    this.#onAuthRequired?.();
  }
  error(failure: ChatFailure, error: unknown): void {
    this.#onError?.(failure, error);
  }
}

/** Stores already started (a shared store is started once, by whichever view mounts first). */
const started = new WeakSet<ChatStore>();

export function Assistant(props: AssistantProps) {
  const host = useLanguage().language;
  const language = props.lang ?? host;
  return (
    <AssistantI18n language={language}>
      <AssistantView {...props} language={language} />
    </AssistantI18n>
  );
}

function AssistantView({
  store: given,
  port,
  workflowId,
  variant = 'inline',
  showChatList = true,
  language,
  theme = 'dark',
  onReference,
  onClose,
  onAuthRequired,
  onError,
  width: initialWidth,
  className,
}: AssistantProps & { language: InterfaceLanguage }) {
  const t = useT();
  // The host's handlers through a relay: the store is made once, the handlers may change.
  const relay = useMemo(() => new HandlerRelay(), []);
  useEffect(() => {
    relay.set(onAuthRequired, onError);
  });
  const store = useMemo(() => {
    if (given) return given;
    if (!port) throw new Error('<Assistant> needs a store or a port.');
    return createChatStore({
      port,
      ...(workflowId ? { workflowId } : {}),
      onAuthRequired: () => relay.authRequired(),
      onError: (failure, error) => relay.error(failure, error),
    });
  }, [given, port, workflowId, relay]);
  useEffect(() => {
    if (!started.has(store)) {
      started.add(store);
      void store.start();
    }
    // A store made here stops with the view; a shared one belongs to its owner.
    return given ? undefined : () => store.dispose();
  }, [store, given]);

  const [width, setWidth] = useState(clampWidth(initialWidth ?? CHAT_PANEL_WIDTH.default));
  const dir = dirOf(language);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && variant === 'panel' && onClose) {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      className={['sw-assistant', className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-theme={theme}
      dir={dir}
      lang={localeTagOf(language)}
      part="root"
      style={variant === 'panel' ? { inlineSize: width } : undefined}
      onKeyDown={onKeyDown}
    >
      <style>{assistantStyles}</style>
      {variant === 'panel' ? <ResizeHandle width={width} dir={dir} onWidth={setWidth} /> : null}
      {variant === 'page' && showChatList && !store.workflowId ? <ChatList store={store} /> : null}
      <section className="sw-assistant-main" part="main" aria-label={t('assistant.title')}>
        <header className="sw-assistant-header" part="header">
          <h2>{t('assistant.title')}</h2>
          {variant !== 'page' || !showChatList ? <HeaderActions store={store} /> : null}
          {variant === 'panel' && onClose ? (
            <button
              type="button"
              className="sw-assistant-icon-button"
              part="close"
              aria-label={t('assistant.close')}
              onClick={onClose}
            >
              ✕
            </button>
          ) : null}
        </header>
        <Messages store={store} onReference={onReference} />
        <ErrorPanel store={store} />
        <Composer store={store} />
      </section>
    </div>
  );
}

function HeaderActions({ store }: { store: ChatStore }) {
  const t = useT();
  const messages = useStore(store.messages);
  const busy = isBusy(useStore(store.state));
  return (
    <>
      <button
        type="button"
        className="sw-assistant-text-button"
        part="new-chat"
        disabled={messages.length === 0}
        onClick={() => store.newChat()}
      >
        {t('assistant.newChat')}
      </button>
      <button
        type="button"
        className="sw-assistant-text-button"
        part="clear-history"
        disabled={busy}
        onClick={() => void store.clearHistory()}
      >
        {t('assistant.clearHistory')}
      </button>
    </>
  );
}
