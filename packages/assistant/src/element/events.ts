/**
 * The <stepwise-assistant> events (bubbling, composed), typed as the DOM's own event maps are:
 *   stepwise-ready          the chat is on screen
 *   stepwise-reference      detail: the reference; cancelable. Not prevented and a
 *                           <stepwise-player workflow-id="..."> of that workflow is on the page:
 *                           it seeks that player to the reference's time
 *   stepwise-auth-required  the server answered 401: set `token` (again)
 *   stepwise-error          detail { code, message }
 */
import type { AssistantReference } from '../react/assistant.js';

export interface AssistantErrorDetail {
  code: 'bad-attribute' | 'load-failed' | 'chat' | 'unexpected';
  message: string;
}

export interface AssistantReadyDetail {
  mode: 'launcher' | 'inline';
  workflowId: string | null;
}

export interface AssistantEventMap {
  'stepwise-ready': CustomEvent<AssistantReadyDetail>;
  'stepwise-reference': CustomEvent<AssistantReference>;
  'stepwise-auth-required': CustomEvent<{ server: string }>;
  'stepwise-error': CustomEvent<AssistantErrorDetail>;
}
