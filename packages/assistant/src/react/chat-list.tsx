// The chat list (issue 7: "chat list, new chat, clear history"): beside the chat on the `page`
// variant, or in the portal's side menu on the chat pages.
import { useStore } from '@nanostores/react';
import { useT } from '@stepwise/i18n/react';
import { useId } from 'react';
import type { ChatStore } from '../core/chat-store.js';
import { isBusy } from './shared.js';

export interface ChatListProps {
  store: ChatStore;
  /** Shows a back button (the portal's side menu leaving the chat pages). */
  onBack?: () => void;
  /** After a chat was chosen (e.g. close a mobile menu). */
  onSelect?: (chatId: string) => void;
  className?: string;
}

/** The chat list: back, new chat, the caller's chats, clear history. */
export function ChatList({ store, onBack, onSelect, className }: ChatListProps) {
  const t = useT();
  const chats = useStore(store.chats);
  const current = useStore(store.currentChatId);
  const busy = isBusy(useStore(store.state));
  const headingId = useId();
  return (
    <nav
      className={['sw-assistant-chat-list', className].filter(Boolean).join(' ')}
      part="chat-list"
      aria-labelledby={headingId}
    >
      {onBack ? (
        <button type="button" className="sw-assistant-text-button" part="back" onClick={onBack}>
          {t('assistant.back')}
        </button>
      ) : null}
      <button
        type="button"
        className="sw-assistant-text-button"
        part="new-chat"
        onClick={() => store.newChat()}
      >
        {t('assistant.newChat')}
      </button>
      <h2 id={headingId} className="sw-assistant-visually-hidden">
        {t('assistant.chats')}
      </h2>
      {chats.length === 0 ? (
        <p className="sw-assistant-muted">{t('assistant.noChats')}</p>
      ) : (
        <ul>
          {chats.map((chat) => (
            <li key={chat.id}>
              <button
                type="button"
                aria-current={chat.id === current ? 'true' : undefined}
                title={chat.title}
                onClick={() => {
                  void store.selectChat(chat.id);
                  onSelect?.(chat.id);
                }}
              >
                {chat.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="sw-assistant-text-button"
        part="clear-history"
        disabled={busy || chats.length === 0}
        onClick={() => void store.clearHistory()}
      >
        {t('assistant.clearHistory')}
      </button>
    </nav>
  );
}
