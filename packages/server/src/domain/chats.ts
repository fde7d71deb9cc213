/**
 * The assistant's chats (issue 7; 002 §3 "Chat", §5, §7, §8): a user's chats and their history,
 * the answering of a question (retrieval, then the answer provider, then storage), likes,
 * preset questions and reference cards. Everything a chat shows comes from what the caller may
 * see now: retrieval applies organisation and workspace access inside its query, and stored
 * references are filtered again by the caller's current access whenever they are read.
 */
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  AGENTIC_ERRORS,
  CHAT_CONTEXT_MESSAGES,
  CHAT_FAILED_ANSWER_KEY,
  CHAT_TOP_K,
  ErrorCode,
  StepwiseError,
  assistantEntry,
  chatTitleFrom,
  sentencesInRange,
  type AgenticErrorKind,
  type AnswerLike,
  type AnswerMode,
  type ChatDetail,
  type ChatHistoryItem,
  type ChatListItem,
  type ChatReference,
  type ChatReferenceCard,
  type ChatStreamItem,
  type ChatType,
} from '@stepwise/core';
import type { Services } from '../services.js';
import { followUpQuestions, type AnswerProvider, type RelatedStep } from '../ai/answer/index.js';
import { answerability, relatedWorkflows } from '../ai/answer/coverage.js';
import { retrievePassages } from '../ai/retrieval/retrieve.js';
import type { Passage } from '../ai/retrieval/types.js';
import type { LlmMessage } from '../ai/llm/types.js';
import { newId } from '../db/ids.js';
import { chatMessages, chats, steps, transcriptions, workflows } from '../db/schema.js';
import type { Caller } from './caller.js';
import { forbidden, notFound } from './errors.js';
import { signedMediaUrls } from './media-urls.js';
import { recordAiUsage } from './ai-usage.js';
import { sopReferenceCards, visibleInstructionIds } from './chat-sop-references.js';
import { visibleWorkflow, type WorkflowRow } from './workflow-access.js';
import { listableWhere, listingScope, type ListingScope } from './workflow-lists.js';

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** How many preset questions a list offers. */
export const PRESET_QUESTIONS = 5;

// ---------------------------------------------------------------------------------------------
// Feature gate

/**
 * The organisation's features (core feature-flags.ts): a chat about one workflow (the player's
 * Q&A tab) needs `aiQnA`; the assistant over everything (the /maven or /smart-assist page, the
 * intranet widget) needs Ask Maven or Smart Assist.
 */
export function assertAssistant(caller: Caller, scope: 'workflow' | 'organization' | 'any'): void {
  if (scope === 'any') {
    if (!caller.features.aiQnA && assistantEntry(caller.features) === null) {
      throw forbidden(
        'The assistant is turned off for this organisation (features aiQnA, maven, smartAssist)',
      );
    }
    return;
  }
  if (scope === 'workflow') {
    if (!caller.features.aiQnA) {
      throw forbidden('The Q&A assistant is turned off for this organisation (feature aiQnA)');
    }
    return;
  }
  if (assistantEntry(caller.features) === null) {
    throw forbidden(
      'The assistant is turned off for this organisation (features maven and smartAssist)',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Views

export function chatListItem(c: ChatRow): ChatListItem {
  return {
    id: c.id,
    title: c.title,
    type: c.type as ChatType,
    workflowId: c.workflowId,
    updatedAt: c.updatedAt.toISOString(),
  };
}

function historyItem(chatId: string, m: ChatMessageRow, visible: VisibleFilter): ChatHistoryItem {
  return {
    chatId,
    question: m.question,
    questionId: m.questionId,
    answer: m.answer,
    answerId: m.id,
    answerLike: (m.answerLike as AnswerLike | null) ?? null,
    references: visible.references(m.references as ChatReference[]),
    declined: m.declined,
    related: visible.references(m.related as ChatReference[]),
    followUpQuestions: m.followUpQuestions,
    workspaces: m.workspaces,
    mode: m.mode as AnswerMode,
    error: m.error,
    createdAt: m.createdAt.toISOString(),
  };
}

interface VisibleFilter {
  references(refs: readonly ChatReference[]): ChatReference[];
}

/**
 * Stored references keep only workflows the caller may still see: a workflow moved to a private
 * workspace, deleted or unpublished since the answer drops out of the history. The same for
 * smart instructions (chat-sop-references.ts).
 */
async function visibleFilter(
  caller: Caller,
  rows: readonly ChatMessageRow[],
): Promise<VisibleFilter> {
  const refs = rows.flatMap((m) => [
    ...(m.references as ChatReference[]),
    ...(m.related as ChatReference[]),
  ]);
  const ids = [...new Set(refs.filter((r) => r.type !== 'multimodalSop').map((r) => r.id))];
  const sopIds = refs.filter((r) => r.type === 'multimodalSop').map((r) => r.id);
  const visibleSops = await visibleInstructionIds(caller, sopIds);
  const visible = new Set<string>();
  if (ids.length > 0) {
    const scope = await listingScope(caller);
    const found = await caller.tenant.select(
      workflows,
      and(listableWhere(scope), inArray(workflows.id, ids)),
    );
    for (const w of found) visible.add(w.id);
  }
  return {
    references: (list) =>
      list.filter((r) => (r.type === 'multimodalSop' ? visibleSops : visible).has(r.id)),
  };
}

// ---------------------------------------------------------------------------------------------
// Chats and their history

const own = (caller: Caller) => eq(chats.userId, caller.userId);

/** The caller's chat; another user's (or none) is 404. */
export async function ownChat(caller: Caller, chatId: string): Promise<ChatRow> {
  const chat = await caller.tenant.first(chats, and(eq(chats.id, chatId), own(caller)));
  if (!chat) throw notFound('Chat');
  return chat;
}

/** The caller's chats, the last changed first (workflow chats included). */
export async function listChats(caller: Caller): Promise<ChatListItem[]> {
  const rows = await caller.tenant.select(chats, own(caller), {
    orderBy: [desc(chats.updatedAt), desc(chats.id)],
    limit: 500,
  });
  return rows.map(chatListItem);
}

async function messagesOf(caller: Caller, chatId: string): Promise<ChatMessageRow[]> {
  return caller.tenant.select(
    chatMessages,
    and(eq(chatMessages.chatId, chatId), eq(chatMessages.userId, caller.userId)),
    { orderBy: [asc(chatMessages.createdAt), asc(chatMessages.id)] },
  );
}

export async function chatDetail(caller: Caller, chat: ChatRow): Promise<ChatDetail> {
  const rows = await messagesOf(caller, chat.id);
  const visible = await visibleFilter(caller, rows);
  return {
    chat: chatListItem(chat),
    messages: rows.map((m) => historyItem(chat.id, m, visible)),
  };
}

/** POST /v2/chats/clear: the caller's chats that are not about one workflow. */
export async function clearChats(caller: Caller): Promise<number> {
  const removed = await caller.tenant.delete(chats, and(own(caller), ne(chats.type, 'workflow')));
  return removed.length;
}

/** The caller's chat about a workflow they may see; null when there is none yet. */
export async function workflowChat(
  caller: Caller,
  workflowId: string,
): Promise<{ workflow: WorkflowRow; chat: ChatRow | null }> {
  const { workflow } = await visibleWorkflow(caller, workflowId);
  const chat = await caller.tenant.first(
    chats,
    and(own(caller), eq(chats.workflowId, workflow.id), eq(chats.type, 'workflow')),
  );
  return { workflow, chat: chat ?? null };
}

export async function clearWorkflowChat(caller: Caller, workflowId: string): Promise<number> {
  const { workflow } = await visibleWorkflow(caller, workflowId);
  const removed = await caller.tenant.delete(
    chats,
    and(own(caller), eq(chats.workflowId, workflow.id), eq(chats.type, 'workflow')),
  );
  return removed.length;
}

/** Rates one of the caller's answers: like, dislike, or null to take the rating back. */
export async function likeAnswer(
  caller: Caller,
  answerId: string,
  like: AnswerLike | null,
  chatId?: string,
): Promise<{ answerId: string; like: AnswerLike | null }> {
  const where = and(
    eq(chatMessages.id, answerId),
    eq(chatMessages.userId, caller.userId),
    chatId === undefined ? undefined : eq(chatMessages.chatId, chatId),
  );
  const [row] = await caller.tenant.update(
    chatMessages,
    { answerLike: like, updatedAt: new Date() },
    where,
  );
  if (!row) throw notFound('Answer');
  return { answerId: row.id, like: (row.answerLike as AnswerLike | null) ?? null };
}

// ---------------------------------------------------------------------------------------------
// New chats and the workflow a chat is about

export interface ChatTarget {
  chat: ChatRow;
  /** The workflow a workflow chat is about (checked visible now). */
  workflowId?: string;
}

/**
 * The chat a first question goes to: a new one, or, for a workflow the caller already has a chat
 * about, that chat (one per user and workflow).
 */
export async function startChat(
  caller: Caller,
  input: { query: string; type: ChatType; workflowId?: string | undefined },
): Promise<ChatTarget> {
  if (input.type === 'workflow' || input.workflowId !== undefined) {
    if (input.workflowId === undefined) {
      throw new StepwiseError(ErrorCode.BadRequest, AGENTIC_ERRORS.context_error, {
        category: 'validation',
      });
    }
    assertAssistant(caller, 'workflow');
    const { workflow, chat } = await workflowChat(caller, input.workflowId);
    if (chat) return { chat, workflowId: workflow.id };
    const [row] = await caller.tenant
      .insert(chats, {
        id: newId(),
        userId: caller.userId,
        type: 'workflow',
        workflowId: workflow.id,
        title: chatTitleFrom(input.query),
      })
      .catch(async (err: unknown) => {
        // Two first questions at once: the other one made the chat.
        const again = await workflowChat(caller, workflow.id);
        if (again.chat) return [again.chat];
        throw err;
      });
    return { chat: row!, workflowId: workflow.id };
  }
  assertAssistant(caller, 'organization');
  const [row] = await caller.tenant.insert(chats, {
    id: newId(),
    userId: caller.userId,
    type: input.type,
    title: chatTitleFrom(input.query),
  });
  return { chat: row! };
}

/** An existing chat of the caller's, ready for its next question. */
export async function continueChat(caller: Caller, chatId: string): Promise<ChatTarget> {
  const chat = await ownChat(caller, chatId);
  if (chat.type === 'workflow' && chat.workflowId) {
    assertAssistant(caller, 'workflow');
    // Access may have gone since the chat began: then the chat is gone for the caller too.
    const { workflow } = await visibleWorkflow(caller, chat.workflowId);
    return { chat, workflowId: workflow.id };
  }
  assertAssistant(caller, 'organization');
  return { chat };
}

/**
 * The last CHAT_CONTEXT_MESSAGES messages of a chat, oldest first: questions that got an answer
 * (failed and empty answers are no context).
 */
export async function chatContext(caller: Caller, chatId: string): Promise<LlmMessage[]> {
  const pairs = Math.ceil(CHAT_CONTEXT_MESSAGES / 2);
  const rows = await caller.tenant.select(
    chatMessages,
    and(
      eq(chatMessages.chatId, chatId),
      eq(chatMessages.userId, caller.userId),
      sql`${chatMessages.error} is null`,
      ne(chatMessages.answer, ''),
    ),
    { orderBy: [desc(chatMessages.createdAt), desc(chatMessages.id)], limit: pairs },
  );
  return rows
    .reverse()
    .flatMap((m): LlmMessage[] => [
      { role: 'user', content: m.question },
      { role: 'assistant', content: m.answer },
    ])
    .slice(-CHAT_CONTEXT_MESSAGES);
}

// ---------------------------------------------------------------------------------------------
// Answering

export interface AnswerRequest {
  query: string;
  /** The chat the answer belongs to; null for POST /chat/query. */
  chatId: string | null;
  history: readonly LlmMessage[];
  workflowId?: string | undefined;
  groupId?: string | undefined;
  topK?: number | undefined;
  signal?: AbortSignal | undefined;
}

/** Where an answer goes as it is made (the event stream, or nothing for a JSON answer). */
export interface AnswerSink {
  start(item: ChatStreamItem): void;
  piece(content: string): void;
}

export interface AnswerOutcome {
  row: ChatMessageRow;
  /** Set when the answer failed: api_error before any text, stream_error after some. */
  failure: AgenticErrorKind | null;
}

/** The workspaces a question searches: those the caller sees (of the group / the workflow's). */
async function searchedWorkspaces(
  caller: Caller,
  scope: ListingScope,
  req: AnswerRequest,
): Promise<string[]> {
  if (req.workflowId) {
    const w = await caller.tenant.first(workflows, eq(workflows.id, req.workflowId));
    return w ? [w.workspaceId] : [];
  }
  return [...scope.workspaces.values()]
    .filter((ws) => req.groupId === undefined || ws.workspaceGroupId === req.groupId)
    .map((ws) => ws.id);
}

const titleIn = (title: Record<string, string>, languageCode: string): string =>
  title[languageCode] ?? Object.values(title).find((t) => t.trim() !== '') ?? '';

/** The step after each retrieved step, in its workflow: what follow-up questions offer. */
async function relatedSteps(caller: Caller, passages: readonly Passage[]): Promise<RelatedStep[]> {
  const workflowIds = [...new Set(passages.map((p) => p.workflowId))];
  if (workflowIds.length === 0) return [];
  const rows = await caller.tenant.select(steps, inArray(steps.workflowId, workflowIds), {
    orderBy: [asc(steps.workflowId), asc(steps.order), asc(steps.startTime)],
  });
  const byWorkflow = new Map<string, typeof rows>();
  for (const s of rows) {
    const list = byWorkflow.get(s.workflowId) ?? [];
    list.push(s);
    byWorkflow.set(s.workflowId, list);
  }
  const out: RelatedStep[] = [];
  for (const p of passages) {
    const list = byWorkflow.get(p.workflowId) ?? [];
    const at = list.findIndex((s) => s.id === p.stepId);
    const next = at >= 0 ? list[at + 1] : undefined;
    if (next) {
      out.push({
        workflowId: next.workflowId,
        stepId: next.id,
        title: titleIn(next.title, p.languageCode),
      });
    }
  }
  return out;
}

/**
 * Answers one question: retrieval over what the caller may see, the provider's answer in pieces
 * to `sink`, then the stored message (with the references and follow-ups, or the failure key).
 * Never throws for a failure of retrieval or the model: the failed answer is stored and reported
 * in the outcome, so the chat stays usable.
 */
export async function answerQuestion(
  caller: Caller,
  provider: AnswerProvider,
  req: AnswerRequest,
  sink: AnswerSink,
  log?: { error(o: unknown, msg: string): void },
): Promise<AnswerOutcome> {
  const answerId = newId();
  const questionId = newId();
  sink.start({
    ...(req.chatId ? { chatId: req.chatId } : {}),
    messageId: answerId,
    questionId,
    mode: provider.mode,
  });
  let text = '';
  let started = false;
  let failure: AgenticErrorKind | null = null;
  let references: ChatReference[] = [];
  let followUps: string[] = [];
  let workspaceIds: string[] = [];
  let declined = false;
  let relatedRefs: ChatReference[] = [];
  try {
    const scope = await listingScope(caller);
    const passages = await retrievePassages(caller, req.query, {
      // The organisation's retrieval top-k (/admin/setting/maven), else 002 §9's default.
      topK: req.topK ?? caller.settings.maven?.topK ?? CHAT_TOP_K,
      ...(req.workflowId ? { workflowId: req.workflowId } : {}),
      ...(req.groupId ? { groupId: req.groupId } : {}),
    });
    const [related, searched] = await Promise.all([
      relatedSteps(caller, passages),
      searchedWorkspaces(caller, scope, req),
    ]);
    workspaceIds = searched;
    const input = {
      question: req.query,
      history: req.history.slice(-CHAT_CONTEXT_MESSAGES),
      passages,
      relatedSteps: related,
      ...(req.signal ? { signal: req.signal } : {}),
    };
    // Answer or decline (issue 15): a question the content does not cover is declined before
    // anything is written, and a model's answer that cites none of its passages after. A model
    // that has the conversation ("And the oil?") judges a follow-up itself, held to its
    // citations; without a model every question stands alone.
    const followUp = provider.mode === 'llm' && input.history.length > 0;
    if (followUp || answerability(passages).answerable) {
      for await (const piece of provider.stream(input)) {
        if (req.signal?.aborted) break;
        text += piece;
        started = true;
        sink.piece(piece);
      }
      if (req.signal?.aborted) throw new Error('The client went away');
    }
    if (text.trim() !== '' && provider.grounded(input, text)) {
      references = provider.references(input, text);
      followUps = followUpQuestions(req.query, passages, references, related);
    } else {
      declined = true;
      text = '';
      relatedRefs = relatedWorkflows(passages);
    }
  } catch (err) {
    failure = started ? 'stream_error' : 'api_error';
    if (!req.signal?.aborted) log?.error({ err }, 'chat answer failed');
  }
  const failed = failure !== null;
  const [row] = await caller.tenant.insert(chatMessages, {
    id: answerId,
    chatId: req.chatId,
    userId: caller.userId,
    question: req.query,
    questionId,
    answer: failed ? '' : text,
    references: failed ? [] : references,
    declined: !failed && declined,
    related: failed ? [] : relatedRefs,
    followUpQuestions: failed ? [] : followUps,
    workspaces: workspaceIds,
    mode: provider.mode,
    error: failed ? CHAT_FAILED_ANSWER_KEY : null,
  });
  if (req.chatId) {
    await caller.tenant.update(chats, { updatedAt: new Date() }, eq(chats.id, req.chatId));
  }
  // The credit dashboard (issue 25): one request of the assistant, answered or declined.
  if (!failed) {
    await recordAiUsage(
      caller.tenant,
      {
        feature: 'chat',
        provider: provider.mode === 'llm' ? 'openai-compatible' : 'offline',
        unit: 'requests',
        quantity: 1,
        userId: caller.userId,
      },
      log,
    );
  }
  return { row: row!, failure };
}

/** The history item of a just-stored answer (its references are fresh: no filtering needed). */
export function answeredItem(chatId: string, row: ChatMessageRow): ChatHistoryItem {
  return historyItem(chatId, row, { references: (r) => [...r] });
}

// ---------------------------------------------------------------------------------------------
// Preset questions

/**
 * Organisation-wide preset questions: the titles of the workflows the caller may see that were
 * published most recently (real titles; the question asks about that workflow).
 */
export async function presetQuestions(caller: Caller): Promise<string[]> {
  // The organisation's own preset questions (/admin/setting/maven) come first when it has some.
  const own = caller.settings.maven?.presetQuestions ?? [];
  if (own.length > 0) return [...own];
  const scope = await listingScope(caller);
  const rows = await caller.tenant.select(
    workflows,
    and(listableWhere(scope, { published: true }), isNotNull(workflows.publishedDate)),
    { orderBy: [desc(workflows.publishedDate), desc(workflows.id)], limit: PRESET_QUESTIONS * 2 },
  );
  return distinctTexts(rows.map((w) => w.title)).slice(0, PRESET_QUESTIONS);
}

/** A workflow's preset questions: its step titles, in order (the workflow must be visible). */
export async function workflowPresetQuestions(
  caller: Caller,
  workflowId: string,
): Promise<string[]> {
  const { workflow } = await visibleWorkflow(caller, workflowId);
  const rows = await caller.tenant.select(steps, eq(steps.workflowId, workflow.id), {
    orderBy: [asc(steps.order), asc(steps.startTime)],
  });
  return distinctTexts(rows.map((s) => titleIn(s.title, workflow.languageCode))).slice(
    0,
    PRESET_QUESTIONS,
  );
}

function distinctTexts(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of texts) {
    const flat = t.replace(/\s+/gu, ' ').trim();
    if (!flat || seen.has(flat.toLowerCase())) continue;
    seen.add(flat.toLowerCase());
    out.push(flat);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reference cards

const QUOTE_MAX = 300;

type CardRequest =
  | string
  | { type: 'workflow'; id: string; stepId: string }
  | { type: 'multimodalSop'; id: string; itemId: string };

/**
 * POST /chat/references: a fresh card for each reference to a workflow or a smart instruction's
 * item the caller may still see (current titles, a signed poster), in the order asked;
 * references to anything else are left out silently.
 */
export async function referenceCards(
  caller: Caller,
  media: { services: Services; origin?: string | undefined },
  refs: readonly CardRequest[],
): Promise<ChatReferenceCard[]> {
  const sopRefs = refs.flatMap((r) =>
    typeof r !== 'string' && r.type === 'multimodalSop' ? [r] : [],
  );
  const sopCards = await sopReferenceCards(caller, media, sopRefs);
  const workflowCards = await workflowReferenceCards(
    caller,
    media,
    refs.flatMap((r) => (typeof r === 'string' || r.type === 'workflow' ? [r] : [])),
  );
  // Workflow cards come back one per workflow reference, in order (null: not visible).
  let next = 0;
  return refs.flatMap((r) => {
    const card =
      typeof r !== 'string' && r.type === 'multimodalSop'
        ? sopCards.get(`${r.id}:${r.itemId}`)
        : workflowCards[next++];
    return card ? [card] : [];
  });
}

async function workflowReferenceCards(
  caller: Caller,
  media: { services: Services; origin?: string | undefined },
  refs: readonly (string | { type: 'workflow'; id: string; stepId: string })[],
): Promise<(ChatReferenceCard | null)[]> {
  const wanted = refs.map((r) => (typeof r === 'string' ? { id: r, stepId: null } : r));
  const ids = [...new Set(wanted.map((r) => r.id))];
  if (ids.length === 0) return [];
  const scope = await listingScope(caller);
  const found = await caller.tenant.select(
    workflows,
    and(listableWhere(scope), inArray(workflows.id, ids)),
  );
  if (found.length === 0) return wanted.map(() => null);
  const byId = new Map(found.map((w) => [w.id, w]));
  const visibleIds = [...byId.keys()];
  const [stepRows, transcriptRows] = await Promise.all([
    caller.tenant.select(steps, inArray(steps.workflowId, visibleIds), {
      orderBy: [asc(steps.workflowId), asc(steps.order), asc(steps.startTime)],
    }),
    caller.tenant.select(transcriptions, inArray(transcriptions.workflowId, visibleIds)),
  ]);
  const cards: (ChatReferenceCard | null)[] = [];
  for (const ref of wanted) {
    const w = byId.get(ref.id);
    if (!w) {
      cards.push(null);
      continue;
    }
    const list = stepRows.filter((s) => s.workflowId === w.id);
    const at = ref.stepId === null ? 0 : list.findIndex((s) => s.id === ref.stepId);
    const step = list[at];
    if (!step) {
      cards.push(null);
      continue;
    }
    const transcript =
      transcriptRows.find((t) => t.workflowId === w.id && t.languageCode === w.languageCode) ??
      transcriptRows.find((t) => t.workflowId === w.id);
    const said = transcript
      ? sentencesInRange(transcript.sentences, step.startTime, step.endTime)
          .map((s) => s.sentence.trim())
          .join(' ')
      : '';
    cards.push({
      type: 'workflow',
      id: w.id,
      workflowTitle: w.title,
      stepId: step.id,
      stepTitle: titleIn(step.title, w.languageCode),
      stepOrder: at + 1,
      startTime: step.startTime,
      endTime: step.endTime,
      quote: said.length > QUOTE_MAX ? `${said.slice(0, QUOTE_MAX - 1)}…` : said,
      languageCode: transcript?.languageCode ?? w.languageCode,
      poster: signedMediaUrls(media.services, w, { origin: media.origin }).posterURL,
      videoDuration: w.videoDuration ?? null,
    });
  }
  return cards;
}
