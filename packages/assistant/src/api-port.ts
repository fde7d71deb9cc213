/**
 * The chat port over @stepwise/api: the portal passes its signed-in Api. The element has a
 * lighter one of its own on fetch and zod/mini (wire/fetch-chat-port.ts). Kept apart from the
 * core entry so the store never pulls in ky.
 */
import {
  clearChats,
  clearWorkflowChat,
  createChat,
  getChat,
  getChatReferences,
  getPresetQuestions,
  getWorkflowChat,
  likeChatMessage,
  listChats,
  sendChatMessage,
  type Api,
} from '@stepwise/api';
import type { ChatPort } from './core/port.js';

export function apiChatPort(api: Api): ChatPort {
  return {
    listChats: () => listChats(api),
    getChat: (chatId) => getChat(api, chatId),
    getWorkflowChat: (workflowId) => getWorkflowChat(api, workflowId),
    presetQuestions: (workflowId) => getPresetQuestions(api, workflowId),
    ask: ({ query, chatId, workflowId }, signal) =>
      chatId
        ? sendChatMessage(
            api,
            chatId,
            { query, type: workflowId ? 'workflow' : 'regular' },
            { signal },
          )
        : createChat(api, { query, ...(workflowId ? { workflowId } : {}) }, { signal }),
    clear: (workflowId) => (workflowId ? clearWorkflowChat(api, workflowId) : clearChats(api)),
    like: (chatId, answerId, like) => likeChatMessage(api, chatId, answerId, like),
    references: (references, answer) => getChatReferences(api, references, answer),
  };
}
