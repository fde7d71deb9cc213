/**
 * The portal's chat (002 §5 "Chat") over its signed-in Api. The assistant page and the side
 * menu's chat list share one store, so a chat picked in the menu opens in the page (the page's
 * <Assistant> starts it); the player's Q&A tab makes a store of its own per workflow from the port.
 * A sign-out reloads the page, so no store outlives its user.
 */
import { apiChatPort } from '@stepwise/assistant/api-port';
import { createChatStore, type ChatPort, type ChatStore } from '@stepwise/assistant/core';
import { api } from '../../api';

let port: ChatPort | null = null;
let pageStore: ChatStore | null = null;

export function portalChatPort(): ChatPort {
  port ??= apiChatPort(api);
  return port;
}

/** The /maven and /smart-assist chat session. */
export function portalChat(): ChatStore {
  pageStore ??= createChatStore({ port: portalChatPort() });
  return pageStore;
}
