// What several parts of the assistant share: the agentic error kinds' message keys, the busy rule.
import type { AgenticErrorKind, ChatState } from '@stepwise/core';
import type { MessageKey } from '@stepwise/i18n';

/** 002 §8 agentic errors: each kind's sentence, per language (English word for word). */
export const ERROR_KEYS: Record<AgenticErrorKind, MessageKey> = {
  network_error: 'assistant.error.network',
  validation_error: 'assistant.error.validation',
  api_error: 'assistant.error.api',
  stream_error: 'assistant.error.stream',
  context_error: 'assistant.error.context',
  attachment_error: 'assistant.error.attachment',
  component_error: 'assistant.error.component',
  send_error: 'assistant.error.send',
};

/** An answer is on its way: no second question, no clearing. */
export const isBusy = (state: ChatState) => state === 'loading' || state === 'streaming';
