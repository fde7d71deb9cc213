/**
 * 002 §4 "Loading" and §8 player messages: what the player shows instead of the video, decided
 * from the session, the permission check, the workflow fetch and its error.
 */
import { ErrorCode, MessageKey } from '@stepwise/core';

/** 002 §8 "Player messages", verbatim (the i18n catalogue keys them by this text). */
export const PLAYER_MESSAGES = {
  deleted: 'this workflow was deleted',
  missing: 'this workflow does not exist',
  unavailable: 'this workflow is not available',
  noPermission: 'no permission',
  loadingVideo: 'loading video',
  loadingUserInfo: 'loading user info',
} as const;

export type LoadFailure = 'deleted' | 'missing' | 'unavailable' | 'no-permission' | 'unexpected';

export type LoadOutcome =
  /** Not signed in to a non-public player: to the sign-in page, coming back here after. */
  | { kind: 'sign-in'; redirect: string }
  /** The permission check failed or does not allow viewing: the 403 page. */
  | { kind: 'forbidden' }
  /**
   * A message in the player: `message` is the spec's text, `messageKey` the i18n key the view
   * translates. A failed fetch also clears any stored share token (002 §4).
   */
  | {
      kind: 'error';
      reason: LoadFailure;
      message: string;
      messageKey: string;
      clearShareToken: boolean;
    }
  | { kind: 'loading' }
  | { kind: 'ready' };

/** The outcomes that are not a (coming) picture: sign-in, 403, or a message. */
export type LoadFailureOutcome = Exclude<LoadOutcome, { kind: 'loading' | 'ready' }>;

const MESSAGE_OF: Record<LoadFailure, string> = {
  deleted: PLAYER_MESSAGES.deleted,
  missing: PLAYER_MESSAGES.missing,
  unavailable: PLAYER_MESSAGES.unavailable,
  'no-permission': PLAYER_MESSAGES.noPermission,
  unexpected: MessageKey.unexpectedError,
};

/** Keys of the player's i18n catalogue (@stepwise/i18n `player.*`). */
const KEY_OF: Record<LoadFailure, string> = {
  deleted: 'player.workflowDeleted',
  missing: 'player.workflowMissing',
  unavailable: 'player.workflowUnavailable',
  'no-permission': 'player.noPermission',
  unexpected: MessageKey.unexpectedError,
};

const failure = (
  reason: LoadFailure,
  clearShareToken: boolean,
  messageKey = KEY_OF[reason],
): LoadFailureOutcome => ({
  kind: 'error',
  reason,
  message: MESSAGE_OF[reason],
  messageKey,
  clearShareToken,
});

/** The wire code and HTTP status of an api error (core's StepwiseError, data.status). */
function codesOf(error: unknown): { code: unknown; status: unknown; category: unknown } {
  if (!error || typeof error !== 'object') return { code: null, status: null, category: null };
  const e = error as { code?: unknown; category?: unknown; data?: { status?: unknown } | null };
  return { code: e.code, status: e.data?.status, category: e.category };
}

/**
 * A failed GET /v1/player/workflow as a load outcome. The server answers a deleted workflow as
 * missing (404) since it no longer knows it; 410 Gone reads as deleted.
 */
export function outcomeForError(
  error: unknown,
  redirect: string,
  isPublic: boolean,
): LoadFailureOutcome {
  const { code, status, category } = codesOf(error);
  if ((code === ErrorCode.Unauthorized || status === 401) && !isPublic) {
    return { kind: 'sign-in', redirect };
  }
  switch (code) {
    case ErrorCode.UnpublishedSkill:
      return failure('unavailable', true);
    case ErrorCode.Gone:
      return failure('deleted', true);
    case ErrorCode.NotFound:
      return failure('missing', true);
    case ErrorCode.Forbidden:
    case ErrorCode.IpNotAllowed:
    case ErrorCode.NotAssignedSkill:
    case ErrorCode.Unauthorized:
      return failure('no-permission', true);
    default:
      // Offline or the server unreachable: the player's own network message, with a retry.
      return failure(
        'unexpected',
        true,
        category === 'network' ? 'player.networkError' : undefined,
      );
  }
}

export interface LoadInput {
  isPublic: boolean;
  signedIn: boolean;
  /** Where to come back to after signing in: the player's own address. */
  location: string;
  /** The permission-check answer; absent when not made (public players). */
  permission?: { ok: boolean; allowView: boolean } | null;
  /** The fetched workflow; absent while loading or after an error. */
  workflow?: {
    published: boolean;
    deleted?: boolean;
    approvalRequest?: { activeReviewerIds?: readonly string[] } | null;
    /** Set for a past version (issue 23): it was published when kept, whatever the draft is now. */
    version?: { id: string } | undefined;
  } | null;
  /** The fetch failed with this error. */
  error?: unknown;
  /** isPreviewVideoMode. */
  preview: boolean;
  userId: string | null;
}

export function loadOutcome(input: LoadInput): LoadOutcome {
  if (!input.isPublic && !input.signedIn) return { kind: 'sign-in', redirect: input.location };
  if (input.permission && !(input.permission.ok && input.permission.allowView)) {
    return { kind: 'forbidden' };
  }
  if (input.error !== undefined && input.error !== null) {
    return outcomeForError(input.error, input.location, input.isPublic);
  }
  const workflow = input.workflow;
  if (workflow === undefined) return { kind: 'loading' };
  if (workflow === null) return failure('missing', false);
  if (workflow.deleted) return failure('deleted', false);
  const reviewers = workflow.approvalRequest?.activeReviewerIds ?? [];
  const reviewer = input.userId !== null && reviewers.includes(input.userId);
  const pastVersion = workflow.version !== undefined;
  if (!workflow.published && !pastVersion && !input.preview && !reviewer) {
    return failure('unavailable', false);
  }
  return { kind: 'ready' };
}

/** 002 §4: leaving the player asks for confirmation, except on mobile or in an external course. */
export function leaveNeedsConfirmation(input: { mobile: boolean; externalCourse: boolean }) {
  return !input.mobile && !input.externalCourse;
}
