/**
 * A PlayerDataSource on the portal's signed-in @stepwise/api client (`@stepwise/player/api-source`).
 * Not exported from the package root: the <stepwise-player> element's bundle must not carry the
 * api client's ky and zod (it uses `fetchDataSource`, core/wire/). With `shareToken` it is the
 * public player: the shared workflow answer, public tracking, no comments, reactions or viewer.
 */
import {
  addCommentReaction,
  beaconTracking,
  deleteComment,
  getPlayerWorkflow,
  getPlayerWorkflowVersion,
  getOrganizationSettings,
  getProfile,
  getSharedPlayerWorkflow,
  getWorkflowReactions,
  listCommentReactions,
  listComments,
  removeCommentReaction,
  removeWorkflowReaction,
  sendComment,
  sendTracking,
  setWorkflowReaction,
  updateComment,
  type Api,
} from '@stepwise/api';
import {
  commentEmojiToggle,
  displayName,
  isAdminRole,
  isWorkflowReactionId,
  type Comment,
  type UserProfile,
} from '@stepwise/core';
import { apiQuizPort } from '@stepwise/quiz/api-port';
import type {
  CommentsPort,
  PlayerDataSource,
  PlayerViewer,
  ReactionsPort,
} from './core/data-source.js';
import { checkedVersion, versionThroughShareError } from './core/past-version.js';
import type { TrackingSender } from './core/tracking-ports.js';

export interface ApiDataSourceOptions {
  /** A public content share's id: the public player. */
  shareToken?: string | undefined;
  /**
   * Who is watching, when the portal already knows (its session's profile and the organisation's
   * permissions); default: read from GET /v1/profile/me with comments allowed and no watermark.
   */
  viewer?: PlayerViewer | (() => Promise<PlayerViewer | null>) | undefined;
}

/**
 * The viewer from a profile: the organisation permission flags are the portal's to refine;
 * `aiQnA` is the organisation's feature flag when its settings could be read.
 */
export function viewerFromProfile(
  profile: UserProfile,
  features?: { aiQnA: boolean } | null,
): PlayerViewer {
  return {
    id: profile.id,
    displayName: displayName(profile) || (profile.email ?? ''),
    canModerate: isAdminRole(profile.role),
    safetyWatermark: false,
    comments: true,
    quizzes: true,
    aiQnA: features?.aiQnA ?? false,
  };
}

/** The signed-in viewer: profile and (for the Q&A tab) the organisation's feature flags. */
async function signedInViewer(api: Api): Promise<PlayerViewer> {
  const [profile, settings] = await Promise.all([
    getProfile(api),
    // Members may read them; where they cannot (an IP gate), Q&A stays off.
    getOrganizationSettings(api).catch(() => null),
  ]);
  return viewerFromProfile(profile, settings?.features);
}

function commentsPort(api: Api): CommentsPort {
  // toggleEmoji answers the whole comment; the api answers only the reaction, so the comments
  // this port has handed out are kept to rebuild it.
  const seen = new Map<string, Comment>();
  const keep = (comment: Comment) => (seen.set(comment.id, comment), comment);
  return {
    async list(workflowId, page) {
      const answer = await listComments(api, { id: workflowId, page, withReactions: true });
      answer.items.forEach(keep);
      return answer;
    },
    send: async (workflowId, text) =>
      keep(await sendComment(api, { id: workflowId, comment: text })),
    update: async (commentId, text) => keep(await updateComment(api, commentId, text)),
    async remove(commentId) {
      await deleteComment(api, commentId);
      seen.delete(commentId);
    },
    async toggleEmoji(commentId, emojiChar, emojiCode) {
      const current = await listCommentReactions(api, commentId);
      const profile = await getProfile(api);
      const toggle = commentEmojiToggle(current, emojiCode, profile.id);
      if (toggle.action === 'add')
        await addCommentReaction(api, commentId, { emojiChar, emojiCode });
      else await removeCommentReaction(api, commentId, toggle.reactionId);
      const reactions = await listCommentReactions(api, commentId);
      const comment = seen.get(commentId);
      if (!comment) throw new Error(`Comment ${commentId} was not listed by this player`);
      return keep({ ...comment, reactions });
    },
  };
}

function reactionsPort(api: Api): ReactionsPort {
  return {
    get: (workflowId) => getWorkflowReactions(api, workflowId),
    set(workflowId, reactionId) {
      if (!isWorkflowReactionId(reactionId)) {
        return Promise.reject(new Error(`Unknown reaction ${reactionId}`));
      }
      return setWorkflowReaction(api, workflowId, reactionId);
    },
    remove: (workflowId) => removeWorkflowReaction(api, workflowId),
  };
}

export function apiDataSource(api: Api, options: ApiDataSourceOptions = {}): PlayerDataSource {
  const { shareToken } = options;
  const tracking: TrackingSender = {
    async send(record) {
      await sendTracking(api, record, { shareToken });
    },
    // navigator.sendBeacon, the credential in its body (a beacon has no headers); where the
    // browser refuses it, a keepalive request with the usual headers.
    sendBeacon(record) {
      if (beaconTracking(api, record, { shareToken })) return true;
      sendTracking(api, record, { shareToken, keepalive: true }).catch(() => undefined);
      return true;
    },
  };
  if (shareToken) {
    return {
      isPublic: true,
      // A share opens the published workflow only: a past version is refused without a request.
      loadWorkflow: (workflowId, { versionId }) =>
        versionId
          ? Promise.reject(versionThroughShareError())
          : getSharedPlayerWorkflow(api, workflowId, shareToken, true),
      viewer: () => Promise.resolve(null),
      tracking,
    };
  }
  const { viewer } = options;
  return {
    isPublic: false,
    loadWorkflow: async (workflowId, { versionId }) =>
      versionId
        ? checkedVersion(await getPlayerWorkflowVersion(api, versionId), workflowId, versionId)
        : getPlayerWorkflow(api, workflowId, true),
    viewer: () =>
      typeof viewer === 'function'
        ? viewer()
        : viewer
          ? Promise.resolve(viewer)
          : signedInViewer(api),
    tracking,
    comments: commentsPort(api),
    reactions: reactionsPort(api),
    // The signed-in caller's quiz and attempts (the shared variant has no api call for them).
    quiz: apiQuizPort(api),
  };
}
