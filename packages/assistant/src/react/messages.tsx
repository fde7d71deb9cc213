// The conversation: presets in an empty chat, then each question with its answer (streamed
// markdown, the mode that answered, reference cards, follow-ups, thumbs). The list is the
// aria-live region, so streamed text is read out politely.
import { useStore } from '@nanostores/react';
import { useT } from '@stepwise/i18n/react';
import { isMessageKey } from '@stepwise/i18n';
import { useEffect, useRef } from 'react';
import { nextLike, type ChatMessage, type ChatStore } from '../core/chat-store.js';
import { Markdown } from './markdown.js';
import { ReferenceCardView, referenceKey, type AssistantReference } from './reference-card.js';
import { ERROR_KEYS, isBusy } from './shared.js';

export function Messages({
  store,
  onReference,
}: {
  store: ChatStore;
  onReference: ((reference: AssistantReference) => void) | undefined;
}) {
  const t = useT();
  const messages = useStore(store.messages);
  const state = useStore(store.state);
  const presets = useStore(store.presets);
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.answer]);

  return (
    <div
      className="sw-assistant-messages"
      part="messages"
      aria-live="polite"
      aria-busy={isBusy(state)}
      aria-relevant="additions text"
    >
      {messages.length === 0 && state !== 'loading' ? (
        <div className="sw-assistant-empty" part="empty">
          <h3>{t('assistant.emptyTitle')}</h3>
          {presets.length > 0 ? (
            <>
              <p className="sw-assistant-muted">{t('assistant.presets')}</p>
              <ul className="sw-assistant-chips" part="presets">
                {presets.map((preset) => (
                  <li key={preset}>
                    <button
                      type="button"
                      className="sw-assistant-chip"
                      part="chip"
                      onClick={() => void store.send(preset)}
                    >
                      {preset}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {messages.map((message) => (
        <MessageView
          key={message.key}
          store={store}
          message={message}
          isLast={message === last}
          onReference={onReference}
        />
      ))}
      {messages.length === 0 && state === 'loading' ? (
        <p className="sw-assistant-muted">
          <span className="sw-assistant-spinner" aria-hidden="true" />
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}

function MessageView({
  store,
  message,
  isLast,
  onReference,
}: {
  store: ChatStore;
  message: ChatMessage;
  isLast: boolean;
  onReference: ((reference: AssistantReference) => void) | undefined;
}) {
  const t = useT();
  const pending = useStore(store.pendingLikes);
  // The lookup's card for each reference (poster, fresh titles); the reference itself until then,
  // or when the lookup left it out.
  const references: AssistantReference[] = message.references.map(
    (reference) =>
      message.cards?.find((card) => referenceKey(card) === referenceKey(reference)) ?? reference,
  );
  const nothing =
    message.status === 'complete' &&
    !message.declined &&
    message.answer.trim() === '' &&
    references.length === 0;
  const failedText = message.failedKey
    ? t(isMessageKey(message.failedKey) ? message.failedKey : 'alert.unexpectedError')
    : message.failure
      ? t(ERROR_KEYS[message.failure.kind])
      : null;
  return (
    <article className="sw-assistant-exchange" part="exchange" data-status={message.status}>
      <p className="sw-assistant-question" part="question">
        <span className="sw-assistant-visually-hidden">{t('assistant.you')}: </span>
        {message.question}
      </p>
      <div className="sw-assistant-answer" part="answer">
        <span className="sw-assistant-visually-hidden">{t('assistant.answer')}: </span>
        {message.mode && message.status !== 'error' && !message.declined ? (
          <span className="sw-assistant-mode" part="mode" data-mode={message.mode}>
            {t(message.mode === 'llm' ? 'assistant.modeLlm' : 'assistant.modeOffline')}
          </span>
        ) : null}
        {message.status === 'loading' ? (
          <p className="sw-assistant-muted">
            <span className="sw-assistant-spinner" aria-hidden="true" />
            {t('assistant.thinking')}
          </p>
        ) : null}
        {message.answer ? <Markdown text={message.answer} /> : null}
        {nothing ? <p className="sw-assistant-muted">{t('assistant.nothingFound')}</p> : null}
        {message.declined && message.status === 'complete' ? (
          <p className="sw-assistant-declined" part="declined" data-testid="assistant-declined">
            {t(message.related.length > 0 ? 'assistant.declined' : 'assistant.nothingFound')}
          </p>
        ) : null}
        {message.declined && message.related.length > 0 ? (
          <>
            <p className="sw-assistant-mode">{t('assistant.related')}</p>
            <ul className="sw-assistant-cards" part="related">
              {message.related.map((reference, index) => (
                <li key={`${referenceKey(reference)}-${index}`}>
                  <ReferenceCardView reference={reference} onReference={onReference} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {failedText ? (
          <p className="sw-assistant-muted" part="answer-error">
            {failedText}
          </p>
        ) : null}
        {references.length > 0 ? (
          <>
            <p className="sw-assistant-mode">{t('assistant.references')}</p>
            <ul className="sw-assistant-cards" part="references">
              {references.map((reference, index) => (
                <li key={`${referenceKey(reference)}-${index}`}>
                  <ReferenceCardView reference={reference} onReference={onReference} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {isLast && message.status === 'complete' && message.followUpQuestions.length > 0 ? (
          <>
            <p className="sw-assistant-mode">{t('assistant.followUps')}</p>
            <ul className="sw-assistant-chips" part="follow-ups">
              {message.followUpQuestions.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    className="sw-assistant-chip"
                    part="chip"
                    onClick={() => void store.send(question)}
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {message.status === 'complete' && message.answerId && !message.failedKey ? (
          <div className="sw-assistant-feedback" part="feedback">
            {(['like', 'dislike'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                className="sw-assistant-icon-button"
                part={kind}
                aria-pressed={message.like === kind}
                aria-label={t(kind === 'like' ? 'assistant.like' : 'assistant.dislike')}
                title={t(kind === 'like' ? 'assistant.like' : 'assistant.dislike')}
                aria-disabled={pending.has(message.answerId!) || undefined}
                onClick={() => void store.like(message.answerId!, nextLike(message.like, kind))}
              >
                <ThumbIcon down={kind === 'dislike'} />
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </article>
  );
}

// Inline SVG, not emoji: a host page or kiosk without an emoji font would show empty boxes.
// Decorative; the button carries the accessible name.
function ThumbIcon({ down }: { down: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6c-.4.4-.6.9-.6 1.4v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z" />
    </svg>
  );
}
