// The public entry of @stepwise/assistant: explicit named exports only. The server port over
// @stepwise/api is `@stepwise/assistant/api-port`; the element registers through
// `@stepwise/assistant/element`.
export { createChatStore, formatChatTime, messageFromHistory, nextLike } from './core/index.js';
export type {
  ChatFailure,
  ChatMessage,
  ChatPort,
  ChatQuestion,
  ChatStore,
  ChatStoreOptions,
} from './core/index.js';
export {
  Assistant,
  assistantStyles,
  ChatList,
  defaultAssistantLanguage,
  Markdown,
  ReferenceCardView,
} from './react/index.js';
export type {
  AssistantProps,
  AssistantReference,
  AssistantVariant,
  ChatListProps,
} from './react/index.js';
export {
  ASSISTANT_TAG,
  defineStepwiseAssistant,
  StepwiseAssistantElement,
} from './element/element.js';
export { ASSISTANT_ATTRIBUTES, parseAssistantAttributes } from './element/attributes.js';
export { ASSISTANT_ATTRIBUTE_DOCS } from './element/attribute-docs.js';
export type { AssistantAttributes, AssistantMode } from './element/attributes.js';
export type {
  AssistantErrorDetail,
  AssistantEventMap,
  AssistantReadyDetail,
} from './element/events.js';
