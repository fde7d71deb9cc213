// The input (002 §6, §9): 2 to 4 rows, at most 4000 characters with its message, Enter sends,
// Shift+Enter is a new line, send disabled while loading or blank; and the chat's error panel
// (002 §8: the agentic message, with a retry).
import { useStore } from '@nanostores/react';
import { CHAT_INPUT_ROWS, CHAT_MESSAGE_MAX_LENGTH, chatMessageProblem } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { useId } from 'react';
import type { ChatStore } from '../core/chat-store.js';
import { ERROR_KEYS } from './shared.js';

export function ErrorPanel({ store }: { store: ChatStore }) {
  const t = useT();
  const failure = useStore(store.failure);
  const messages = useStore(store.messages);
  if (!failure) return null;
  const canRetry = messages.at(-1)?.status === 'error' && messages.at(-1)?.failure !== null;
  return (
    <div className="sw-assistant-error" part="error" role="alert">
      <span>{t(ERROR_KEYS[failure.kind])}</span>
      {canRetry ? (
        <button
          type="button"
          className="sw-assistant-text-button"
          onClick={() => void store.retry()}
        >
          {t('assistant.retry')}
        </button>
      ) : null}
    </div>
  );
}

export function Composer({ store }: { store: ChatStore }) {
  const t = useT();
  const draft = useStore(store.draft);
  const canSend = useStore(store.canSend);
  const limitId = useId();
  const tooLong = chatMessageProblem(draft) === 'too-long';
  const rows = Math.min(
    CHAT_INPUT_ROWS.max,
    Math.max(CHAT_INPUT_ROWS.min, draft.split('\n').length),
  );
  const submit = () => {
    if (canSend) void store.send();
  };
  return (
    <form
      className="sw-assistant-composer"
      part="composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="sw-assistant-composer-row">
        <textarea
          part="input"
          rows={rows}
          value={draft}
          placeholder={t('assistant.placeholder')}
          aria-label={t('assistant.placeholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? limitId : undefined}
          onChange={(event) => store.setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <button type="submit" className="sw-assistant-send" part="send" disabled={!canSend}>
          {t('assistant.send')}
        </button>
      </div>
      {tooLong ? (
        <p id={limitId} className="sw-assistant-limit" part="limit">
          {t('assistant.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH })}
        </p>
      ) : null}
    </form>
  );
}
