// The framework-free core of @stepwise/assistant: the chat store and its port.
export { createChatStore, formatChatTime, messageFromHistory, nextLike } from './chat-store.js';
export type { ChatFailure, ChatMessage, ChatStore, ChatStoreOptions } from './chat-store.js';
export type { ChatPort, ChatQuestion } from './port.js';
