// The public entry of @stepwise/bridge: explicit named exports only.

// The iframe protocol: host SDK (connect) and widget side (expose).
export { connect, BRIDGE_CALL_TIMEOUT_MS } from './protocol/host.js';
export type { BridgeListener, ConnectOptions, FrameLike, HostClient } from './protocol/host.js';
export { expose, BRIDGE_TIMEUPDATE_INTERVAL_MS } from './protocol/widget.js';
export type { ExposeOptions, PlayerApi, WidgetBridge } from './protocol/widget.js';
export { BridgeError, BridgeErrorCode } from './protocol/errors.js';
export {
  answerSessionRequests,
  requestSession,
  SESSION_HANDOFF_TIMEOUT_MS,
} from './protocol/session-handoff.js';
export type { AnswerSessionOptions, RequestSessionOptions } from './protocol/session-handoff.js';
export type { BridgeErrorCodeValue } from './protocol/errors.js';
export type { MessageEventLike, MessageReceiver, PostTarget } from './protocol/channel.js';
export {
  BRIDGE_METHODS,
  ERROR_CODES,
  eventSchemas,
  methodSchemas,
  playerStateSchema,
  PROTOCOL_VERSION,
  quizCompletedDetailSchema,
  SERVICE_ID,
} from './protocol/schema.js';
export type {
  BridgeEventMap,
  BridgeEventName,
  BridgeMethod,
  EndedDetail,
  ErrorDetail,
  PlayerState,
  QuizCompletedDetail,
  ReadyDetail,
  StepChangeDetail,
  TimeUpdateDetail,
} from './protocol/schema.js';

// LMS adapters (SCORM 1.2 / 2004) and the e-learning session the launch page runs.
export { API_SEARCH_MAX_PARENTS, findScormApi, SCORM_API_NAMES } from './lms/find-api.js';
export type { ApiSearchWindow, FoundScormApi, Scorm12Api, Scorm2004Api } from './lms/find-api.js';
export { createLmsAdapter } from './lms/adapter.js';
export type {
  LmsAdapter,
  LmsCallError,
  LmsLearner,
  LmsProgressWrite,
  LmsQuizResult,
  LmsSessionEnd,
  LmsStoredState,
} from './lms/adapter.js';
export { LmsSession } from './lms/session.js';
export type { LmsResumeState, LmsSessionOptions } from './lms/session.js';
export {
  LAUNCH_CONFIG_ID,
  LAUNCH_MESSAGES,
  LAUNCH_MOUNT_ID,
  launchCourse,
  readLaunchConfig,
  rusticiUrl,
} from './lms/launch.js';
export type { LaunchConfig, LaunchFailure, LaunchOptions, LaunchOutcome } from './lms/launch.js';
