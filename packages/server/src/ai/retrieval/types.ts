/**
 * The retrieval contract of the assistant (issue 7): what `retrievePassages` (retrieve.ts) takes
 * and gives. Everything a hit carries is something the caller may see: organisation and workspace
 * access are applied inside the query, never after it.
 */
import type { Caller } from '../../http/types.js';

export interface RetrieveOptions {
  /** How many passages to return, best first (002 §9 topkRetriever, default 5). */
  topK?: number;
  /** Only this workflow (a workflow chat, the player's Q&A tab). */
  workflowId?: string;
  /** Only workflows of this workspace group (002 §3 chat query `group`). */
  groupId?: string;
}

/** One retrieved passage: a stretch of one step of one workflow, with where it is on the video. */
export interface Passage {
  workflowId: string;
  workflowTitle: string;
  workspaceId: string;
  stepId: string;
  stepTitle: string;
  /** 1-based. */
  stepOrder: number;
  languageCode: string;
  /** The passage's text: the transcript sentences (or the step title when it has none). */
  text: string;
  /** The sentences of the passage with their times, in order (empty for a title-only passage). */
  sentences: { sentence: string; startTime: number; endTime: number }[];
  /** Seconds on the workflow's video timeline where the best-matching sentences start and end. */
  startTime: number;
  endTime: number;
  /** Higher is better; comparable within one call only. */
  score: number;
}

export type RetrievePassages = (
  caller: Caller,
  query: string,
  options?: RetrieveOptions,
) => Promise<Passage[]>;
