/**
 * 002 §5 search inside the workflow: case-insensitive per transcript sentence; the snippet rule
 * (ellipsis past 40 characters, 20 for zh, ja-jp, th-th) is core's `searchSnippet`, the same one
 * the server's explorer search uses.
 *
 * core's transcription module also holds zod schemas, so keep this module out of the first
 * paint: load it with import() when the search panel opens.
 */
import { searchSnippet, type SearchSnippet } from '@stepwise/core';
import type { StepInput, TimelineStep } from './steps.js';

export interface WorkflowSearchResult {
  stepId: string;
  stepIndex: number;
  snippet: SearchSnippet;
  /** Seconds into the step, and on the stream (what a result seeks to). */
  stepTime: number;
  time: number;
}

/** The transcript to search: the wanted language, else its primary subtag, else the workflow's. */
function transcriptOf(step: StepInput, language: string, workflowLanguage: string) {
  const all = step.transcriptions ?? {};
  const keys = Object.keys(all);
  const primary = (s: string) => s.toLowerCase().split('-')[0];
  const key =
    keys.find((k) => k.toLowerCase() === language.toLowerCase()) ??
    keys.find((k) => primary(k) === primary(language)) ??
    keys.find((k) => k.toLowerCase() === workflowLanguage.toLowerCase()) ??
    keys[0];
  return key === undefined ? null : { language: key, sentences: all[key] ?? [] };
}

/** Every matching sentence, in play order; a blank query finds nothing. */
export function searchWorkflow(
  timeline: readonly TimelineStep[],
  query: string,
  language: string,
  workflowLanguage: string,
): WorkflowSearchResult[] {
  if (query.trim() === '') return [];
  const results: WorkflowSearchResult[] = [];
  for (const step of timeline) {
    const transcript = transcriptOf(step.step, language, workflowLanguage);
    if (!transcript) continue;
    for (const sentence of transcript.sentences) {
      const snippet = searchSnippet(sentence.sentence, query, transcript.language);
      if (!snippet) continue;
      const stepTime = Math.min(step.duration, Math.max(0, sentence.startTime));
      results.push({
        stepId: step.id,
        stepIndex: step.index,
        snippet,
        stepTime,
        time: step.start + stepTime,
      });
    }
  }
  return results;
}
