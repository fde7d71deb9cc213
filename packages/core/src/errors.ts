// Server codes of 000 §8 / 002 §8 share one map with HTTP codes, so a response carries one `code`.
export const ErrorCode = {
  UnpublishedSkill: 2,
  IpNotAllowed: 5,
  SopInReview: 50,
  NotAssignedSkill: 52,
  Forbidden: 403,
  BadRequest: 400,
  Unauthorized: 401,
  NotFound: 404,
  Conflict: 409,
  /** An expired single-use link (invitation, reset): the client shows the expired-link page. */
  Gone: 410,
  PayloadTooLarge: 413,
  /** Well-formed but unusable content, e.g. an uploaded file that is not a video we take. */
  Unprocessable: 422,
  TooManyRequests: 429,
  Internal: 500,
  /** The server cannot serve now (its database is not answering): try again shortly. */
  Unavailable: 503,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** i18n keys from the spec; the client owns the text, the server only names the key. */
export const MessageKey = {
  invalidLoginCredentials: 'auth.invalidLoginCredentials',
  unexpectedError: 'alert.unexpectedError',
  disableDHLogin: 'auth.alertDisableDHLogin',
  useSsoLogin: 'auth.useSsoLogin',
  employeeIdInvalid: 'auth.alertEmployeeIdInvalid',
  invalidId: 'auth.alertInvalidId',
  resetFailed: 'auth.alertResetFailed',
  required: 'rules.required',
  noSpace: 'rules.noSpace',
  noAllSpace: 'rules.noAllSpace',
  invalidEmail: 'rules.invalidEmail',
  max25: 'rules.max25',
  max90: 'rules.max90',
  min10: 'rules.min10',
  validPasswordCharacters: 'rules.validPasswordCharacters',
  invalidName: 'rules.invalidName',
  passwordMustMatch: 'rules.passwordMustMatch',
  pinMustMatch: 'rules.pinMustMatch',
} as const;
export type MessageKeyValue = (typeof MessageKey)[keyof typeof MessageKey];

/** authType of a failed new-password call (002 §8). */
export const PasswordFailure = {
  REGEX: 'REGEX',
  REUSED: 'REUSED',
  CERTAIN_VALUE: 'CERTAIN_VALUE',
} as const;
export type PasswordFailureValue = (typeof PasswordFailure)[keyof typeof PasswordFailure];

export type ErrorCategory =
  | 'auth'
  | 'validation'
  | 'permission'
  | 'not-found'
  | 'conflict'
  | 'rate-limit'
  | 'network'
  | 'internal';

export interface StepwiseErrorOptions {
  category?: ErrorCategory;
  fatal?: boolean;
  data?: unknown;
  cause?: unknown;
}

export function categoryFor(code: number): ErrorCategory {
  switch (code) {
    case ErrorCode.Unauthorized:
      return 'auth';
    case ErrorCode.BadRequest:
    case ErrorCode.PayloadTooLarge:
    case ErrorCode.Unprocessable:
      return 'validation';
    case ErrorCode.Forbidden:
    case ErrorCode.IpNotAllowed:
    case ErrorCode.NotAssignedSkill:
      return 'permission';
    case ErrorCode.NotFound:
    case ErrorCode.Gone:
      return 'not-found';
    case ErrorCode.Conflict:
    case ErrorCode.SopInReview:
    case ErrorCode.UnpublishedSkill:
      return 'conflict';
    case ErrorCode.TooManyRequests:
      return 'rate-limit';
    case ErrorCode.Unavailable:
      return 'network';
    default:
      return 'internal';
  }
}

export class StepwiseError extends Error {
  override readonly name = 'StepwiseError';
  readonly code: ErrorCodeValue;
  readonly category: ErrorCategory;
  readonly fatal: boolean;
  readonly data?: unknown;

  constructor(code: ErrorCodeValue, message: string, opts: StepwiseErrorOptions = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.category = opts.category ?? categoryFor(code);
    this.fatal = opts.fatal ?? false;
    this.data = opts.data;
  }
}

/** Spec codes below 100 are not HTTP statuses; map them to the status that says the same thing. */
export function httpStatusFor(code: number): number {
  switch (code) {
    case ErrorCode.UnpublishedSkill:
    case ErrorCode.SopInReview:
      return 409;
    case ErrorCode.IpNotAllowed:
    case ErrorCode.NotAssignedSkill:
      return 403;
    default:
      return Number.isInteger(code) && code >= 400 && code <= 599 ? code : 400;
  }
}
