/**
 * The assistant's chat server (002 §7 "Chat server"; issue 7): `/v2/chats` (list, get, create,
 * messages, clear, like, preset questions, workflow chats) and `/chat/query`, `/chat/like`,
 * `/chat/references`. Payloads are core chat.schema.ts. An answer asked with `streaming: true` is
 * `text/event-stream`: one `data: <ChatStreamItem>` line per item (first the ids and the mode,
 * then content pieces, then references and follow-up questions, last `{done: true}` or
 * `{error}`), with a `: ping` comment every CHAT_PING_INTERVAL_MS.
 *
 * CORS: an intranet page on another origin embeds the assistant and calls with
 * `Authorization: Bearer`, no cookies. Preflights are answered for any origin (the token is the
 * credential, and no browser sends it without the page holding it); real answers carry
 * `access-control-allow-origin` only for origins in the caller organisation's embedding
 * allow-list (permission settings `allowedOrigins`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AGENTIC_ERRORS,
  ErrorCode,
  StepwiseError,
  chatAnswerSchema,
  chatDetailSchema,
  chatLikeAnswerSchema,
  chatLikeBodySchema,
  chatLikeQuerySchema,
  chatListAnswerSchema,
  chatsClearedSchema,
  chatMessageBodySchema,
  chatQueryAnswerSchema,
  chatQueryBodySchema,
  chatReferencesAnswerSchema,
  chatReferencesBodySchema,
  createChatBodySchema,
  idSchema,
  presetQuestionsSchema,
  type ChatStreamItem,
} from '@stepwise/core';
import type { ZodApp } from '../services.js';
import { answerProvider } from '../ai/answer/index.js';
import { isChatModel, resolveChatModel } from '../ai/llm/openai-chat.js';
import type { LlmMessage } from '../ai/llm/types.js';
import {
  answerQuestion,
  answeredItem,
  assertAssistant,
  chatContext,
  chatDetail,
  clearChats,
  clearWorkflowChat,
  continueChat,
  likeAnswer,
  listChats,
  ownChat,
  presetQuestions,
  referenceCards,
  startChat,
  workflowChat,
  workflowPresetQuestions,
  type AnswerOutcome,
  type AnswerSink,
  type ChatTarget,
} from '../domain/chats.js';
import { callerOf } from '../http/authenticate.js';
import { ok, wrapped } from '../http/reply.js';
import { requestOrigin } from '../http/request-origin.js';
import type { Caller } from '../domain/caller.js';

const TAGS = ['chat'];
const chatParams = z.object({ id: idSchema });
const messageParams = z.object({ chatId: idSchema });
const likeParams = z.object({ chatId: idSchema, messageId: idSchema });
const SAMPLE_QUESTION = 'How do I fit the bracket to the frame?';

// ---------------------------------------------------------------------------------------------
// CORS

/** `access-control-allow-origin` for an allowed host page (and `vary: origin` always). */
function corsHeaders(req: FastifyRequest, caller: Caller | null): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !caller) return { vary: 'origin' };
  const allowed = caller.settings.customizedPermissions.allowedOrigins;
  return allowed.includes(origin.toLowerCase())
    ? { 'access-control-allow-origin': origin, vary: 'origin' }
    : { vary: 'origin' };
}

/** Route hook: every JSON answer of a chat route, refusals included, carries the CORS headers. */
async function chatCors(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  for (const [k, v] of Object.entries(corsHeaders(req, req.caller))) void reply.header(k, v);
  return payload;
}

function registerPreflights(app: ZodApp): void {
  for (const url of ['/v2/chats', '/v2/chats/*', '/chat/*']) {
    app.options(
      url,
      {
        config: { auth: 'public', ipCheck: 'skip', sample: () => ({}) },
        schema: {
          tags: TAGS,
          description:
            'CORS preflight of the chat routes: authorization and content-type headers, no ' +
            'credentials mode; the answer itself is readable only on allowed origins.',
        },
      },
      async (req, reply) => {
        const origin = req.headers.origin;
        if (origin) void reply.header('access-control-allow-origin', origin);
        return reply
          .header('vary', 'origin')
          .header('access-control-allow-methods', 'GET, POST')
          .header('access-control-allow-headers', 'authorization, content-type')
          .header('access-control-max-age', '600')
          .status(204)
          .send();
      },
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Answers: streamed or whole

/** A message's stream of items on the raw response (the reply is hijacked). */
function eventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  caller: Caller,
  pingMs: number,
): { sink: AnswerSink; send(item: ChatStreamItem): void; end(): void; signal: AbortSignal } {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    ...corsHeaders(req, caller),
  });
  const abort = new AbortController();
  // The client went away before the end: the model is stopped.
  res.on('close', () => {
    if (!res.writableEnded) abort.abort();
  });
  const ping = setInterval(() => {
    if (!res.writableEnded) res.write(': ping\n\n');
  }, pingMs);
  const send = (item: ChatStreamItem) => {
    if (!res.writableEnded && !res.destroyed) res.write(`data: ${JSON.stringify(item)}\n\n`);
  };
  return {
    sink: { start: send, piece: (content) => send({ content }) },
    send,
    end: () => {
      clearInterval(ping);
      // A client that went away gets no orderly end: its connection is dropped for good.
      if (abort.signal.aborted) res.destroy();
      else if (!res.writableEnded) res.end();
    },
    signal: abort.signal,
  };
}

/** The closing items of a streamed answer: what it rests on, then done; or the error. */
function closingItems(outcome: AnswerOutcome): ChatStreamItem[] {
  if (outcome.failure) {
    return [{ error: { kind: outcome.failure, message: AGENTIC_ERRORS[outcome.failure] } }];
  }
  if (outcome.row.declined) {
    return [
      { declined: true, related: outcome.row.related as NonNullable<ChatStreamItem['related']> },
      { done: true },
    ];
  }
  return [
    {
      references: outcome.row.references as NonNullable<ChatStreamItem['references']>,
      followUpQuestions: outcome.row.followUpQuestions,
    },
    { done: true },
  ];
}

/** A failed whole (JSON) answer: stored, and refused in the wrapper with the item as data. */
const failedAnswer = (data: unknown) =>
  new StepwiseError(ErrorCode.Internal, AGENTIC_ERRORS.api_error, { data });

const noSink: AnswerSink = { start: () => undefined, piece: () => undefined };

// ---------------------------------------------------------------------------------------------
// Routes

export function registerChatRoutes(app: ZodApp): void {
  const { services } = app;
  const resolved = resolveChatModel(services.config.aiEnv);
  if (!isChatModel(resolved) && Object.keys(services.config.aiEnv).length > 0) {
    app.log.warn(resolved.reason);
  }
  const provider = answerProvider(isChatModel(resolved) ? resolved : null);
  const pingMs = services.config.chatPingIntervalMs;
  const common = { onSend: chatCors };

  /** Answers a question of a chat, as a stream or as one JSON history item. */
  async function answerInChat(
    req: FastifyRequest,
    reply: FastifyReply,
    caller: Caller,
    target: ChatTarget,
    query: string,
    streaming: boolean,
  ) {
    const history = await chatContext(caller, target.chat.id);
    const request = { query, chatId: target.chat.id, history, workflowId: target.workflowId };
    if (!streaming) {
      const outcome = await answerQuestion(caller, provider, request, noSink, req.log);
      const item = answeredItem(target.chat.id, outcome.row);
      if (outcome.failure) throw failedAnswer(item);
      return ok(item);
    }
    const stream = eventStream(req, reply, caller, pingMs);
    try {
      const outcome = await answerQuestion(
        caller,
        provider,
        { ...request, signal: stream.signal },
        stream.sink,
        req.log,
      );
      for (const item of closingItems(outcome)) stream.send(item);
    } catch (err) {
      // Storing the answer failed: the stream still ends in an error item.
      req.log.error({ err }, 'chat answer could not be stored');
      stream.send({ error: { kind: 'api_error', message: AGENTIC_ERRORS.api_error } });
    } finally {
      stream.end();
    }
    return reply;
  }

  registerPreflights(app);

  app.get(
    '/v2/chats',
    {
      ...common,
      config: { orgData: true, sample: () => ({}) },
      schema: {
        tags: TAGS,
        description: "The caller's chats, the last changed first.",
        response: wrapped(chatListAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertAssistant(caller, 'any');
      return ok({ items: await listChats(caller) });
    },
  );

  app.get(
    '/v2/chats/preset-questions',
    {
      ...common,
      config: { orgData: true, sample: () => ({}) },
      schema: {
        tags: TAGS,
        description:
          'Preset questions over everything the caller may see: the titles of the workflows ' +
          'published most recently among those the caller may see.',
        response: wrapped(presetQuestionsSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertAssistant(caller, 'organization');
      return ok({ items: await presetQuestions(caller) });
    },
  );

  app.get(
    '/v2/chats/workflow/:id/preset-questions',
    {
      ...common,
      config: { orgData: true, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: TAGS,
        description: "A workflow's preset questions: its step titles, in order.",
        params: chatParams,
        response: wrapped(presetQuestionsSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertAssistant(caller, 'workflow');
      return ok({ items: await workflowPresetQuestions(caller, req.params.id) });
    },
  );

  app.get(
    '/v2/chats/workflow/:id',
    {
      ...common,
      config: { orgData: true, sample: (f) => ({ params: { id: f.workflowId! } }) },
      schema: {
        tags: TAGS,
        description: "The caller's chat about a workflow, with its history; null when none.",
        params: chatParams,
        response: wrapped(chatDetailSchema.nullable()),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertAssistant(caller, 'workflow');
      const { chat } = await workflowChat(caller, req.params.id);
      return ok(chat ? await chatDetail(caller, chat) : null);
    },
  );

  app.post(
    '/v2/chats/workflow/:id/clear',
    {
      ...common,
      config: { orgData: true, sample: (f) => ({ params: { id: f.workflowId! }, body: {} }) },
      schema: {
        tags: TAGS,
        description: "Deletes the caller's chat about a workflow.",
        params: chatParams,
        body: z.object({}).optional(),
        response: wrapped(chatsClearedSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertAssistant(caller, 'workflow');
      return ok({ deleted: await clearWorkflowChat(caller, req.params.id) });
    },
  );

  app.post(
    '/v2/chats/clear',
    {
      ...common,
      config: { orgData: true, sample: () => ({ body: {} }) },
      schema: {
        tags: TAGS,
        description: "Deletes the caller's chats (not the workflow chats of the player).",
        body: z.object({}).optional(),
        response: wrapped(chatsClearedSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertAssistant(caller, 'any');
      return ok({ deleted: await clearChats(caller) });
    },
  );

  app.get(
    '/v2/chats/:id',
    {
      ...common,
      config: { orgData: true, sample: (f) => ({ params: { id: f.uniq! } }) },
      schema: {
        tags: TAGS,
        description: 'One of the caller’s chats with its history.',
        params: chatParams,
        response: wrapped(chatDetailSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertAssistant(caller, 'any');
      return ok(await chatDetail(caller, await ownChat(caller, req.params.id)));
    },
  );

  app.post(
    '/v2/chats',
    {
      ...common,
      config: {
        orgData: true,
        sample: () => ({ body: { query: SAMPLE_QUESTION, type: 'regular', streaming: false } }),
      },
      schema: {
        tags: TAGS,
        description:
          'A new chat with its first question (type workflow + workflowId: the caller’s chat ' +
          'about that workflow). streaming true: text/event-stream of ChatStreamItem `data:` ' +
          'lines; false: the history item.',
        body: createChatBodySchema,
        response: wrapped(chatAnswerSchema),
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const target = await startChat(caller, req.body);
      return answerInChat(req, reply, caller, target, req.body.query, req.body.streaming);
    },
  );

  app.post(
    '/v2/chats/:chatId/messages',
    {
      ...common,
      config: {
        rateLimits: ['chatQuestion'],
        orgData: true,
        sample: (f) => ({
          params: { chatId: f.uniq! },
          body: { query: SAMPLE_QUESTION, type: 'regular', streaming: false },
        }),
      },
      schema: {
        tags: TAGS,
        description: 'A question in one of the caller’s chats; answered as POST /v2/chats.',
        params: messageParams,
        body: chatMessageBodySchema,
        response: wrapped(chatAnswerSchema),
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const target = await continueChat(caller, req.params.chatId);
      return answerInChat(req, reply, caller, target, req.body.query, req.body.streaming);
    },
  );

  app.post(
    '/v2/chats/:chatId/messages/:messageId/like',
    {
      ...common,
      config: {
        orgData: true,
        sample: (f) => ({
          params: { chatId: f.uniq!, messageId: f.uniq! },
          body: { like: 'like' },
        }),
      },
      schema: {
        tags: TAGS,
        description: 'Rates an answer: like, dislike, or null to take the rating back.',
        params: likeParams,
        body: chatLikeBodySchema,
        response: wrapped(chatLikeAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertAssistant(caller, 'any');
      const chat = await ownChat(caller, req.params.chatId);
      return ok(await likeAnswer(caller, req.params.messageId, req.body.like, chat.id));
    },
  );

  app.post(
    '/chat/query',
    {
      ...common,
      config: {
        rateLimits: ['chatQuestion'],
        orgData: true,
        sample: () => ({ body: { query: SAMPLE_QUESTION } }),
      },
      schema: {
        tags: TAGS,
        description:
          '002 §7 chat query: an answer outside any chat (previousMessages are the context); ' +
          'oid, token and userId come from the session.',
        body: chatQueryBodySchema,
        response: wrapped(chatQueryAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertAssistant(caller, 'organization');
      const history: LlmMessage[] = req.body.previousMessages.map((m) => ({
        role: m.role,
        content: m.content,
      }));
      const outcome = await answerQuestion(
        caller,
        provider,
        {
          query: req.body.query,
          chatId: null,
          history,
          groupId: req.body.group,
          topK: req.body.topkRetriever,
        },
        noSink,
        req.log,
      );
      const row = outcome.row;
      const item = {
        answer: { text: row.answer, mode: provider.mode, answerId: row.id },
        referenceInfo: row.references as z.infer<typeof chatQueryAnswerSchema>['referenceInfo'],
        followUpQuestions: row.followUpQuestions,
      };
      if (outcome.failure) throw failedAnswer(item);
      return ok(item);
    },
  );

  app.post(
    '/chat/like',
    {
      ...common,
      config: { orgData: true, sample: (f) => ({ body: { answerId: f.uniq!, like: 'like' } }) },
      schema: {
        tags: TAGS,
        description: 'Rates one of the caller’s answers (of a chat or of /chat/query).',
        body: chatLikeQuerySchema,
        response: wrapped(chatLikeAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertAssistant(caller, 'any');
      return ok(await likeAnswer(caller, req.body.answerId, req.body.like));
    },
  );

  app.post(
    '/chat/references',
    {
      ...common,
      config: {
        orgData: true,
        sample: (f) => ({ body: { references: [f.workflowId!] } }),
      },
      schema: {
        tags: TAGS,
        description:
          'Fresh cards (titles, signed poster, duration) for references to workflows the ' +
          'caller may still see; others are left out.',
        body: chatReferencesBodySchema,
        response: wrapped(chatReferencesAnswerSchema),
      },
    },
    async (req) => {
      const caller = callerOf(req);
      assertAssistant(caller, 'any');
      const results = await referenceCards(
        caller,
        { services, origin: requestOrigin(req) },
        req.body.references,
      );
      return ok({ results });
    },
  );
}
