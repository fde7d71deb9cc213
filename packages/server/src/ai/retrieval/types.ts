/**
 * The retrieval contract of the assistant (issue 7): what `retrievePassages` (retrieve.ts) takes
 * and gives. Everything a hit carries is something the caller may see: organisation and workspace
 * access are applied inside the query, never after it.
 */
import type { Caller } from '../../domain/caller.js';

export interface RetrieveOptions {
  /** How many passages to return, best first (002 §9 topkRetriever, default 5). */
  topK?: number;
  /** Only this workflow (a workflow chat, the player's Q&A tab). */
  workflowId?: string;
  /** Only workflows of this workspace group (002 §3 chat query `group`). */
  groupId?: string;
}

/**
 * One retrieved passage: a stretch of one step of one workflow, with where it is on the video;
 * or (`kind` multimodalSop, issue 20) one item of a smart instruction: then `workflowId` and
 * `workflowTitle` are the instruction's, `stepId`, `stepTitle` and `stepOrder` the item's (its
 * list order), and the times 0.
 */
export interface Passage {
  /** Absent for a workflow's passage. */
  kind?: 'multimodalSop';
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
  /**
   * How much of the question's meaning this passage holds (answer/coverage.ts decides from it
   * whether the content answers the question at all): the share, by weight (IDF), of the
   * question's content words found in this step, and in any step of its workflow. Words no
   * passage of the organisation holds count against both; question phrasing ("how", "need",
   * "please") counts for nothing.
   */
  coverage: {
    /** Shares (0-1) of the question's weight held by this step, and by its workflow. */
    step: number;
    workflow: number;
    /** The weight its workflow holds, and the weight of the whole question. */
    matched: number;
    total: number;
    /**
     * What one word no passage holds weighs (the largest IDF in this corpus): weights divided
     * by it mean the same in a small organisation and a large one.
     */
    unit: number;
    /**
     * The question's content words, each counting 1 (a typo's correction in proportion to how
     * sure it is): held by the step, by its workflow, and in all.
     */
    units: { step: number; workflow: number; total: number };
    /**
     * The question's words its workflow does not hold, heaviest first (stemmed); `elsewhere`:
     * another workflow holds it (the question is about something else); otherwise none does.
     * `titled`: a workflow or step is named with it (a thing or a task of its own).
     */
    unmatched: { word: string; weight: number; elsewhere: boolean; titled: boolean }[];
  };
}

export type RetrievePassages = (
  caller: Caller,
  query: string,
  options?: RetrieveOptions,
) => Promise<Passage[]>;
