// The React side of @stepwise/assistant: the <Assistant/>, the <ChatList/> for a side menu, the
// safe markdown renderer and the stylesheet.
export { Assistant, ChatList, ReferenceCardView } from './assistant.js';
export type {
  AssistantProps,
  AssistantReference,
  AssistantVariant,
  ChatListProps,
} from './assistant.js';
export { defaultAssistantLanguage } from '../core/language.js';
export { Markdown, parseBlocks, renderInline, safeHref } from './markdown.js';
export { assistantStyles } from './styles.js';
