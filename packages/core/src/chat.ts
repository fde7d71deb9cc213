/**
 * The assistant's chat (002 §3 "Chat", §5 "Chat", §7 chat server calls, §8 chat errors, §9
 * constants): the constants and pure rules shared by the server, the assistant widget and the
 * portal. Zod-free (first-paint rule); the wire schemas are in `chat.schema.ts`.
 */

/** 002 §9: topkRetriever default 5. */
export const CHAT_TOP_K = 5;
/** 002 §9 (agentic): a message is 1 to 4000 characters. */
export const CHAT_MESSAGE_MIN_LENGTH = 1;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** 002 §9 (agentic): at most 5 attachments of 10 MB each. */
export const CHAT_MAX_ATTACHMENTS = 5;
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** 002 §2/§9: the assistant panel is 400 px wide, resizable from 320 to 600; input 2 to 4 rows. */
export const CHAT_PANEL_WIDTH = { default: 400, min: 320, max: 600 } as const;
export const CHAT_INPUT_ROWS = { min: 2, max: 4 } as const;
/** Ours: how many previous messages travel with a question as the conversation's context. */
export const CHAT_CONTEXT_MESSAGES = 6;
/** Ours: the server sends a `: ping` comment line this often while an answer is being made. */
export const CHAT_PING_INTERVAL_MS = 15_000;
/** Ours: at most this many follow-up questions under an answer. */
export const CHAT_MAX_FOLLOW_UPS = 3;

/** 002 §3: chat types. */
export const CHAT_TYPES = ['regular', 'script', 'sop', 'workflow'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** 002 §5: agent chat states. */
export const CHAT_STATES = ['idle', 'loading', 'streaming', 'complete', 'error'] as const;
export type ChatState = (typeof CHAT_STATES)[number];

/**
 * Which provider answered (issue 7: "the UI says which mode answered"): `offline` quotes the
 * retrieved passages themselves; `llm` is the configured OpenAI-compatible model.
 */
export const ANSWER_MODES = ['offline', 'llm'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/** A stored rating of an answer: thumbs up, thumbs down, or none (unliked). */
export const ANSWER_LIKES = ['like', 'dislike'] as const;
export type AnswerLike = (typeof ANSWER_LIKES)[number];

/** 002 §8 agentic error kinds and their messages, word for word. */
export const AGENTIC_ERRORS = {
  network_error: 'Network connection failed. Please check your connection and try again.',
  validation_error: 'Invalid input. Please check your message and try again.',
  api_error: 'Server error occurred. Please try again later.',
  stream_error: 'Connection interrupted. Please refresh and try again.',
  context_error: 'Context information is required to start the chat.',
  attachment_error: 'Failed to process attachment. Please try a different file.',
  component_error: 'Failed to render component. Invalid format received.',
  send_error: 'Failed to send message. Please try again.',
} as const;
export type AgenticErrorKind = keyof typeof AGENTIC_ERRORS;

/** 002 §8: a failed chat query stores an answer entry carrying this message key. */
export const CHAT_FAILED_ANSWER_KEY = 'alert.unexpectedError';

export type ChatMessageProblem = 'blank' | 'too-long';

/**
 * 002 §6: an empty or whitespace-only message is not sent; 002 §9: at most 4000 characters
 * (counted as the user typed them, in UTF-16 code units like the textarea's maxlength).
 */
export function chatMessageProblem(text: string): ChatMessageProblem | null {
  if (text.trim().length < CHAT_MESSAGE_MIN_LENGTH) return 'blank';
  if (text.length > CHAT_MESSAGE_MAX_LENGTH) return 'too-long';
  return null;
}

/** 002 §6: send is disabled while loading or while the message is blank (or too long). */
export function canSendChatMessage(text: string, state: ChatState): boolean {
  return state !== 'loading' && state !== 'streaming' && chatMessageProblem(text) === null;
}

/** Ours: a chat's title is its first question, cut at a word boundary. */
export const CHAT_TITLE_MAX_LENGTH = 80;
export function chatTitleFrom(question: string): string {
  const flat = question.trim().replace(/\s+/g, ' ');
  if (flat.length <= CHAT_TITLE_MAX_LENGTH) return flat;
  const cut = flat.slice(0, CHAT_TITLE_MAX_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > CHAT_TITLE_MAX_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}
