/**
 * The chat session (002 §5 "Chat"): the chat list, the selected chat, its history (a question
 * and its answer, the answer streaming in), the agent chat state, preset questions, and the
 * actions. Framework-free (nanostores); the React view and the element read these stores.
 *
 * - send: a new chat is created when none is selected, else the message goes to the selected
 *   chat; the answer streams in pieces and is appended. A failed send shows the agentic message
 *   (002 §8) and gives the typed text back.
 * - clearHistory resets the chat and reloads the preset questions.
 * - like is ignored while an operation for the same answer is pending (002 §5).
 * - the reference lookup fills the last answer's cards; its failure is only logged (002 §8).
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import {
  AGENTIC_ERRORS,
  canSendChatMessage,
  CHAT_FAILED_ANSWER_KEY,
  type AgenticErrorKind,
  type AnswerLike,
  type AnswerMode,
  type ChatDetail,
  type ChatHistoryItem,
  type ChatListItem,
  type ChatReference,
  type ChatReferenceCard,
  type ChatState,
} from '@stepwise/core';
import type { ChatPort } from './port.js';

export interface ChatFailure {
  kind: AgenticErrorKind;
  /** The kind's sentence, word for word (002 §8). */
  message: string;
}

/** One question and its answer, as shown. */
export interface ChatMessage {
  /** Local key, stable while the answer streams. */
  key: string;
  question: string;
  questionId: string | null;
  answerId: string | null;
  /** Markdown, appended to while streaming. */
  answer: string;
  references: ChatReference[];
  /** Filled by the reference lookup (poster, fresh titles); null until then. */
  cards: ChatReferenceCard[] | null;
  /**
   * No workflow covers the question (issue 15): the answer is the decline, and `related` the
   * closest workflows, offered as related rather than as the answer.
   */
  declined: boolean;
  related: ChatReference[];
  followUpQuestions: string[];
  mode: AnswerMode | null;
  like: AnswerLike | null;
  status: 'loading' | 'streaming' | 'complete' | 'error';
  /** A failed answer: the agentic failure, or a stored answer's message key. */
  failure: ChatFailure | null;
  failedKey: string | null;
}

export interface ChatStoreOptions {
  port: ChatPort;
  /** A workflow chat: the workflow chat paths, its preset questions; no chat list. */
  workflowId?: string;
  /** A call answered 401: the host must pass a (new) identity. */
  onAuthRequired?: () => void;
  /** A failure shown to the user (002 §8 "shows the chat error panel and reports it"). */
  onError?: (failure: ChatFailure, error: unknown) => void;
  /** Where "only logged" failures go; console.warn by default. */
  log?: (message: string, error: unknown) => void;
}

export interface ChatStore {
  readonly chats: ReadableAtom<ChatListItem[]>;
  readonly currentChatId: ReadableAtom<string | null>;
  readonly messages: ReadableAtom<ChatMessage[]>;
  readonly state: ReadableAtom<ChatState>;
  readonly presets: ReadableAtom<string[]>;
  /** The panel's failure (send or load); null when none. */
  readonly failure: ReadableAtom<ChatFailure | null>;
  /** The input's text; a failed send puts the question back here. */
  readonly draft: ReadableAtom<string>;
  readonly canSend: ReadableAtom<boolean>;
  /** Answer ids with a like call on the way. */
  readonly pendingLikes: ReadableAtom<ReadonlySet<string>>;
  readonly workflowId: string | undefined;
  /** Loads the chat list (or the workflow's chat) and the preset questions. */
  start(): Promise<void>;
  setDraft(text: string): void;
  /** Sends `text` (default: the draft). False when the send rule refused it. */
  send(text?: string): Promise<boolean>;
  /** Sends the last failed question again. */
  retry(): Promise<boolean>;
  newChat(): void;
  selectChat(chatId: string): Promise<void>;
  clearHistory(): Promise<void>;
  like(answerId: string, like: AnswerLike | null): Promise<void>;
  /** Stops a streaming answer (unmount). */
  dispose(): void;
}

let keys = 0;
const nextKey = () => `m${++keys}`;

function kindOf(error: unknown): AgenticErrorKind {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && Object.hasOwn(AGENTIC_ERRORS, kind)
    ? (kind as AgenticErrorKind)
    : 'send_error';
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

const failureOf = (kind: AgenticErrorKind): ChatFailure => ({
  kind,
  message: AGENTIC_ERRORS[kind],
});

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/** A stored history item as shown. */
export function messageFromHistory(item: ChatHistoryItem): ChatMessage {
  return {
    key: item.questionId,
    question: item.question,
    questionId: item.questionId,
    answerId: item.answerId,
    answer: item.answer,
    references: item.references,
    cards: null,
    declined: item.declined,
    related: item.related,
    followUpQuestions: item.followUpQuestions,
    mode: item.mode,
    like: item.answerLike,
    status: item.error ? 'error' : 'complete',
    failure: null,
    failedKey: item.error ? item.error || CHAT_FAILED_ANSWER_KEY : null,
  };
}

export function createChatStore(options: ChatStoreOptions): ChatStore {
  const { port, workflowId } = options;
  const log =
    options.log ?? ((message, error) => console.warn(`Stepwise assistant: ${message}`, error));
  const chats = atom<ChatListItem[]>([]);
  const currentChatId = atom<string | null>(null);
  const messages = atom<ChatMessage[]>([]);
  const state = atom<ChatState>('idle');
  const presets = atom<string[]>([]);
  const failure = atom<ChatFailure | null>(null);
  const draft = atom('');
  const pendingLikes = atom<ReadonlySet<string>>(new Set());
  const canSend = computed([draft, state], (text, current) => canSendChatMessage(text, current));
  let controller: AbortController | null = null;
  /** Bumped by every action that replaces the shown chat: a late answer of the old one drops. */
  let generation = 0;

  const report = (error: unknown, kind: AgenticErrorKind = kindOf(error)) => {
    if (statusOf(error) === 401) options.onAuthRequired?.();
    const shown = failureOf(kind);
    failure.set(shown);
    options.onError?.(shown, error);
    return shown;
  };

  const update = (key: string, change: (message: ChatMessage) => ChatMessage) => {
    messages.set(
      messages.get().map((message) => (message.key === key ? change(message) : message)),
    );
  };

  const loadPresets = async () => {
    try {
      presets.set(await port.presetQuestions(workflowId));
    } catch (error) {
      presets.set([]);
      log('could not load the preset questions', error);
    }
  };

  const show = (detail: ChatDetail | null) => {
    currentChatId.set(detail?.chat.id ?? null);
    messages.set(detail?.messages.map(messageFromHistory) ?? []);
    state.set(detail && detail.messages.length > 0 ? 'complete' : 'idle');
  };

  const refreshList = async () => {
    if (workflowId) return;
    try {
      chats.set(await port.listChats());
    } catch (error) {
      log('could not load the chat list', error);
    }
  };

  const stop = () => {
    generation += 1;
    controller?.abort();
    controller = null;
  };

  const lookUpReferences = async (key: string, references: ChatReference[], answer: string) => {
    if (references.length === 0) return;
    try {
      // A card knows its step; the answer's reference knows the moment in it that answers.
      const cards = (await port.references(references, answer)).map((card) => {
        if (card.type !== 'workflow') return card;
        const ref = references.find(
          (r) => r.type === 'workflow' && r.id === card.id && r.stepId === card.stepId,
        );
        return ref?.type === 'workflow'
          ? { ...card, startTime: ref.startTime, endTime: ref.endTime }
          : card;
      });
      update(key, (message) => ({ ...message, cards }));
    } catch (error) {
      // 002 §8: a failed reference lookup is only logged; the answer's own references show.
      log('the reference lookup failed', error);
    }
  };

  const send = async (text: string = draft.get()): Promise<boolean> => {
    if (!canSendChatMessage(text, state.get())) return false;
    const question = text.trim();
    stop();
    const mine = generation;
    const abort = new AbortController();
    controller = abort;
    const key = nextKey();
    const chatId = currentChatId.get();
    const isNew = chatId === null;
    messages.set([
      ...messages.get(),
      {
        key,
        question,
        questionId: null,
        answerId: null,
        answer: '',
        references: [],
        cards: null,
        declined: false,
        related: [],
        followUpQuestions: [],
        mode: null,
        like: null,
        status: 'loading',
        failure: null,
        failedKey: null,
      },
    ]);
    failure.set(null);
    state.set('loading');
    if (draft.get() === text) draft.set('');
    const live = () => generation === mine;
    let complete = false;
    try {
      const question_ = {
        query: question,
        ...(chatId ? { chatId } : {}),
        ...(workflowId ? { workflowId } : {}),
      };
      for await (const item of port.ask(question_, abort.signal)) {
        if (!live()) return false;
        if (item.chatId && currentChatId.get() === null) currentChatId.set(item.chatId);
        if (item.error)
          throw Object.assign(new Error(item.error.message), { kind: item.error.kind });
        update(key, (message) => ({
          ...message,
          status: item.done ? 'complete' : 'streaming',
          // A decline drops whatever text came before it (a model's uncited answer).
          answer: item.declined ? '' : message.answer + (item.content ?? ''),
          declined: item.declined ?? message.declined,
          related: item.related ?? message.related,
          questionId: item.questionId ?? message.questionId,
          answerId: item.messageId ?? message.answerId,
          mode: item.mode ?? message.mode,
          references: item.references ?? message.references,
          followUpQuestions: item.followUpQuestions ?? message.followUpQuestions,
        }));
        if (item.done) {
          complete = true;
          break;
        }
        if (state.get() !== 'streaming') state.set('streaming');
      }
      if (!complete) throw Object.assign(new Error('stream ended'), { kind: 'stream_error' });
    } catch (error) {
      if (!live() || isAbort(error)) return false;
      const shown = report(error);
      update(key, (message) => ({ ...message, status: 'error', failure: shown }));
      state.set('error');
      // Give the typed text back unless the user has typed something new meanwhile.
      if (draft.get() === '') draft.set(text);
      return false;
    } finally {
      if (controller === abort) controller = null;
    }
    state.set('complete');
    const done = messages.get().find((message) => message.key === key);
    if (done) void lookUpReferences(key, done.references, done.answer);
    if (isNew) void refreshList();
    return true;
  };

  return {
    chats,
    currentChatId,
    messages,
    state,
    presets,
    failure,
    draft,
    canSend,
    pendingLikes,
    workflowId,
    async start() {
      const mine = generation;
      state.set('loading');
      const presetsLoaded = loadPresets();
      try {
        if (workflowId) {
          const detail = await port.getWorkflowChat(workflowId);
          if (generation === mine) show(detail);
        } else {
          const list = await port.listChats();
          chats.set(list);
          if (generation === mine) show(null);
        }
      } catch (error) {
        if (generation !== mine) return;
        report(error, kindOf(error) === 'send_error' ? 'api_error' : kindOf(error));
        state.set('error');
      }
      await presetsLoaded;
    },
    setDraft(text) {
      draft.set(text);
    },
    send,
    async retry() {
      const list = messages.get();
      const last = list.at(-1);
      if (!last || last.status !== 'error' || !last.failure) return false;
      messages.set(list.slice(0, -1));
      state.set(list.length > 1 ? 'complete' : 'idle');
      failure.set(null);
      const sent = await send(last.question);
      if (sent && draft.get() === last.question) draft.set('');
      return sent;
    },
    newChat() {
      stop();
      currentChatId.set(null);
      messages.set([]);
      failure.set(null);
      state.set('idle');
    },
    async selectChat(chatId) {
      stop();
      const mine = generation;
      currentChatId.set(chatId);
      messages.set([]);
      failure.set(null);
      state.set('loading');
      try {
        const detail = await port.getChat(chatId);
        if (generation === mine) show(detail);
      } catch (error) {
        if (generation !== mine) return;
        report(error, kindOf(error) === 'send_error' ? 'api_error' : kindOf(error));
        state.set('error');
      }
    },
    async clearHistory() {
      stop();
      try {
        await port.clear(workflowId);
      } catch (error) {
        report(error, kindOf(error) === 'send_error' ? 'api_error' : kindOf(error));
        return;
      }
      currentChatId.set(null);
      messages.set([]);
      if (!workflowId) chats.set([]);
      failure.set(null);
      state.set('idle');
      await loadPresets();
    },
    async like(answerId, like) {
      const pending = pendingLikes.get();
      if (pending.has(answerId)) return;
      const chatId = currentChatId.get();
      const message = messages.get().find((m) => m.answerId === answerId);
      if (!chatId || !message) return;
      const before = message.like;
      if (before === like) return;
      pendingLikes.set(new Set([...pending, answerId]));
      const set = (value: AnswerLike | null) =>
        messages.set(
          messages.get().map((m) => (m.answerId === answerId ? { ...m, like: value } : m)),
        );
      set(like);
      try {
        await port.like(chatId, answerId, like);
      } catch (error) {
        set(before);
        log('the rating was not saved', error);
        if (statusOf(error) === 401) options.onAuthRequired?.();
      } finally {
        const next = new Set(pendingLikes.get());
        next.delete(answerId);
        pendingLikes.set(next);
      }
    },
    dispose: stop,
  };
}

/** Thumbs: pressing the pressed one takes it back (like → none), the other one switches. */
export function nextLike(current: AnswerLike | null, pressed: AnswerLike): AnswerLike | null {
  return current === pressed ? null : pressed;
}

/** 002 §4-style time on a card: m:ss. */
export function formatChatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
