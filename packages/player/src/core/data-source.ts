/**
 * Where a player's data comes from and where its reports go. The portal passes a source built on
 * its signed-in @stepwise/api client (`apiDataSource`, `@stepwise/player/api-source`); the
 * <stepwise-player> element builds a light one from its `server` and `share-token` attributes
 * (`fetchDataSource`: fetch + a zod/mini schema, inside the element's script budget). The player
 * itself never knows which.
 */
import type { PageInfo, PlayerWorkflow } from '@stepwise/api';
import type {
  Comment,
  QuizForTaking,
  UserQuizHistory,
  UserQuizSubmit,
  UserQuizView,
  WorkflowReactions,
} from '@stepwise/core';
import type { TrackingSender } from './tracking-ports.js';

/** The workflow as the player plays it: the answer of GET /v1/player/workflow. */
export type PlayerWorkflowData = PlayerWorkflow;

/** Who is watching, for the comment rights and the safety watermark (absent when public). */
export interface PlayerViewer {
  id: string;
  displayName: string;
  /** Org admin, or admin of the workflow's workspace: may delete others' comments. */
  canModerate: boolean;
  /** Organisation permission flags the player's rules read. */
  safetyWatermark: boolean;
  comments: boolean;
  /** The organisation's AI Q&A feature flag (000 §3 aiQnA); off when unknown. */
  aiQnA?: boolean | undefined;
  /**
   * The organisation's quiz permission (002 §2 "quiz permission", §8 "quizzes gated by org
   * permission"); on unless the portal says otherwise (a quiz a viewer may take is one its
   * authors published).
   */
  quizzes?: boolean | undefined;
}

export interface CommentsPort {
  list(workflowId: string, page: number): Promise<{ items: Comment[]; page: PageInfo }>;
  send(workflowId: string, text: string): Promise<Comment>;
  update(commentId: string, text: string): Promise<Comment>;
  remove(commentId: string): Promise<void>;
  toggleEmoji(commentId: string, emojiChar: string, emojiCode: string): Promise<Comment>;
}

export interface ReactionsPort {
  get(workflowId: string): Promise<WorkflowReactions>;
  set(workflowId: string, reactionId: string): Promise<WorkflowReactions>;
  remove(workflowId: string): Promise<WorkflowReactions>;
}

/**
 * Taking a workflow's quiz (the shape of @stepwise/quiz's QuizPort, which <Quiz/> takes: the
 * player hands this port to it). Failures throw an error with the HTTP `status`.
 */
export interface QuizSourcePort {
  /** GET /v1/workflows/{id}/quiz: the quiz to take (no answers in it); null when there is none. */
  loadQuiz(workflowId: string): Promise<QuizForTaking | null>;
  /** GET /v1/workflows/{id}/user-quiz: the caller's attempts (latest, best, all). */
  loadHistory(workflowId: string): Promise<UserQuizHistory>;
  /** POST /v1/user-quiz: graded on the server; the attempt with its review. */
  submit(body: UserQuizSubmit): Promise<UserQuizView>;
}

export interface PlayerDataSource {
  /** A public player: product logo, no comments or reactions, tracked without identity. */
  readonly isPublic: boolean;
  loadWorkflow(
    workflowId: string,
    options: { versionId?: string; signal?: AbortSignal },
  ): Promise<PlayerWorkflowData>;
  /** Null while loading or when public. */
  viewer(): Promise<PlayerViewer | null>;
  readonly tracking: TrackingSender;
  /** Absent for public players (002 §6). */
  readonly comments?: CommentsPort;
  readonly reactions?: ReactionsPort;
  /** Quizzes need a signed-in viewer: absent for public players (no attempt has an owner). */
  readonly quiz?: QuizSourcePort;
}
