// Wire schemas of the bridge protocol (zod/mini: the host SDK ships in the script-tag loader).
// Every packet is checked on arrival; every payload is checked before it is sent and on arrival.
// The event details mirror @stepwise/player's (core/events.ts): one vocabulary in the page and
// across the frame. The bridge cannot import the player (core <- bridge <- ui <- widgets), so the
// player conforms to these types; a type test in the player can pin the two together.
import { THEMES } from '@stepwise/core';
import * as z from 'zod/mini';

/** Our name on the shared postMessage channel: packets for other services are not ours. */
export const SERVICE_ID = 'stepwise-bridge';
/** The protocol's major version; both sides must speak the same one. */
export const PROTOCOL_VERSION = 1;
/** A longer message is not ours (the largest, `ready` with its steps, stays far below). */
export const MAX_MESSAGE_CHARS = 512_000;

const id = z.string().check(z.minLength(1), z.maxLength(128));
const text = z.string().check(z.maxLength(2_000));
const seconds = z.number().check(z.minimum(0), z.maximum(7 * 24 * 3600));
const counter = z.int().check(z.minimum(0));

/** A packet of @mixer/postmessage-rpc (its `method` / `reply` messages), after JSON.parse. */
export const packetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('method'),
    serviceID: z.literal(SERVICE_ID),
    id: z.int(),
    method: z.string().check(z.maxLength(64)),
    discard: z.optional(z.boolean()),
    params: z.optional(z.unknown()),
    counter,
  }),
  z.object({
    type: z.literal('reply'),
    serviceID: z.literal(SERVICE_ID),
    id: z.int(),
    result: z.optional(z.unknown()),
    error: z.optional(
      z.object({
        code: z.number(),
        message: text,
        path: z.optional(z.nullable(z.array(z.string()))),
      }),
    ),
    counter,
  }),
]);

// --- Handshake -----------------------------------------------------------------------------

export const helloSchema = z.object({ protocol: z.int(), instance: id });
export type Hello = z.infer<typeof helloSchema>;
export const helloReplySchema = z.object({ protocol: z.int() });
export const goodbyeSchema = z.object({ instance: id });

// --- Methods (host -> widget) --------------------------------------------------------------

export const themeSchema = z.enum(THEMES);
/** A BCP 47-ish language tag (`en`, `pt-BR`, `zh-Hant`). */
export const languageSchema = z.string().check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/));

export const playerStateSchema = z.object({
  workflowId: z.nullable(id),
  stepId: z.nullable(id),
  stepIndex: z.nullable(z.int().check(z.minimum(0))),
  /** Seconds from the start of the workflow. */
  time: seconds,
  /** Seconds from the start of the current step. */
  stepTime: seconds,
  duration: seconds,
  paused: z.boolean(),
  ended: z.boolean(),
  language: z.nullable(languageSchema),
  theme: z.nullable(themeSchema),
});
export type PlayerState = z.infer<typeof playerStateSchema>;

const empty = z.object({});
const none = z.optional(z.null());

/** Each method: its params and its result. */
export const methodSchemas = {
  play: { params: empty, result: none },
  pause: { params: empty, result: none },
  seek: { params: z.object({ time: seconds }), result: none },
  goToStep: { params: z.object({ stepId: id }), result: none },
  setLanguage: { params: z.object({ lang: languageSchema }), result: none },
  setTheme: { params: z.object({ theme: themeSchema }), result: none },
  getState: { params: empty, result: playerStateSchema },
} as const;
export type BridgeMethod = keyof typeof methodSchemas;

/**
 * How the widget answers a method: never by throwing (the RPC library would send the error's
 * stack across), always with this outcome; `value` is then checked with the method's schema.
 */
export const outcomeSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.optional(z.unknown()) }),
  z.object({ ok: z.literal(false), code: z.enum(['invalid-message', 'remote']), message: text }),
]);
export type Outcome = z.infer<typeof outcomeSchema>;
export const BRIDGE_METHODS = Object.keys(methodSchemas) as BridgeMethod[];

// --- Events (widget -> host) ---------------------------------------------------------------

export const readyDetailSchema = z.object({
  workflowId: id,
  title: text,
  steps: z
    .array(z.object({ id, title: text, startTime: seconds, endTime: seconds }))
    .check(z.maxLength(1_000)),
  hls: z.enum(['native', 'hls.js']),
});
export const stepChangeDetailSchema = z.object({
  stepId: id,
  index: z.int().check(z.minimum(0)),
  cause: z.enum(['playback', 'menu', 'next', 'previous', 'host']),
});
export const timeUpdateDetailSchema = z.object({
  time: seconds,
  stepId: id,
  stepTime: seconds,
  duration: seconds,
});
export const endedDetailSchema = z.object({ workflowId: id });
const percent = z.int().check(z.minimum(0), z.maximum(100));
/**
 * A quiz attempt graded in the player (issue 19): the score in percent and pass / fail, which an
 * LMS package writes to the LMS. The same detail as <stepwise-quiz>'s `stepwise-quizcompleted`.
 */
export const quizCompletedDetailSchema = z
  .object({
    userQuizId: id,
    quizId: id,
    workflowId: id,
    score: percent,
    passed: z.boolean(),
    status: z.enum(['passed', 'failed']),
    correctAnswerCount: counter,
    questionCount: z.int().check(z.minimum(1), z.maximum(1_000)),
    passingScore: percent,
    attempt: z.int().check(z.minimum(1)),
  })
  .check(
    z.refine(
      (d) => d.passed === (d.status === 'passed') && d.correctAnswerCount <= d.questionCount,
      'passed must match status, and no more correct answers than questions',
    ),
  );
/** The audio language changed (issue 22): a dubbed track's language, or null for the original. */
export const audioLanguageChangeDetailSchema = z.object({
  languageCode: z.nullable(z.string().check(z.minLength(2), z.maxLength(16))),
});
export const ERROR_CODES = [
  'bad-attribute',
  'load-failed',
  'not-found',
  'deleted',
  'not-available',
  'no-permission',
  'sign-in-required',
  'network',
  'playback',
  'unsupported',
  /** Ours: the two sides speak different protocol versions. */
  'protocol',
] as const;
export const errorDetailSchema = z.object({ code: z.enum(ERROR_CODES), message: text });

export const eventSchemas = {
  ready: readyDetailSchema,
  stepchange: stepChangeDetailSchema,
  timeupdate: timeUpdateDetailSchema,
  ended: endedDetailSchema,
  error: errorDetailSchema,
  quizcompleted: quizCompletedDetailSchema,
  audiolanguagechange: audioLanguageChangeDetailSchema,
} as const;
export type BridgeEventName = keyof typeof eventSchemas;
export type BridgeEventMap = { [K in BridgeEventName]: z.infer<(typeof eventSchemas)[K]> };
export type ReadyDetail = BridgeEventMap['ready'];
export type StepChangeDetail = BridgeEventMap['stepchange'];
export type TimeUpdateDetail = BridgeEventMap['timeupdate'];
export type EndedDetail = BridgeEventMap['ended'];
export type ErrorDetail = BridgeEventMap['error'];
export type QuizCompletedDetail = BridgeEventMap['quizcompleted'];

export const eventMessageSchema = z.object({
  name: z.enum(Object.keys(eventSchemas) as [BridgeEventName, ...BridgeEventName[]]),
  detail: z.unknown(),
});

/** Wire names of the protocol's own methods (the player's methods use their own names). */
export const WIRE = {
  hello: 'stepwise:hello',
  goodbye: 'stepwise:goodbye',
  event: 'stepwise:event',
} as const;
