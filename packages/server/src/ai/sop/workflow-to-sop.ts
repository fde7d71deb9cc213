/**
 * "SOP from a video" (issue 20 item 4): a processed workflow becomes SOP items. The introduction
 * says what the video is (its AI summary when one is completed, else its title); each workflow
 * step is a step, its transcript the description, its poster an image and the workflow itself,
 * at that step, a workflow attachment (the step's clip); a sentence of the step's transcript
 * worded as a warning ('Danger', 'never', 'do not', 'make sure', 'always wear', ...) becomes a
 * warning item after the step, the sentence its text; then the conclusion. Pure and
 * deterministic: the job (domain/sop-import-job.ts) reads the workflow and stores the result.
 */
import type { SopAttachment, SopItemInput } from '@stepwise/core';
import { clipDescription, clipTitle } from './sop-items-check.js';

export interface WorkflowStepForSop {
  id: string;
  title: string;
  /** Seconds from the video's start. */
  startTime: number;
  /** The step's sentences, in order. */
  sentences: readonly string[];
  /** The poster image as the SOP will hold it (a storage key), if the step has one. */
  poster: string | null;
}

export interface WorkflowForSop {
  id: string;
  title: string;
  /** The completed AI summary, or null. */
  summary: string | null;
  steps: readonly WorkflowStepForSop[];
}

/** Words that make a spoken sentence a warning, and the title each gives it. */
const WARNING_WORDING: readonly { pattern: RegExp; title: 'Danger' | 'Caution' | 'Warning' }[] = [
  { pattern: /\bdanger(ous)?\b|\bhazard(ous)?\b/i, title: 'Danger' },
  { pattern: /\bcaution\b|\bcareful(ly)?\b/i, title: 'Caution' },
  {
    pattern:
      /\bwarning\b|\bnever\b|\bdo not\b|\bdon['’]t\b|\bmust not\b|\bmake sure\b|\balways wear\b|\bavoid\b/i,
    title: 'Warning',
  },
];
/** Warnings kept per step: a step that warns in every sentence keeps its first ones. */
const MAX_WARNINGS_PER_STEP = 3;

/** The title a sentence gets as a warning, or null when it is not worded as one. */
export function warningTitleOf(sentence: string): 'Danger' | 'Caution' | 'Warning' | null {
  return WARNING_WORDING.find((w) => w.pattern.test(sentence))?.title ?? null;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function stepAttachments(workflow: WorkflowForSop, step: WorkflowStepForSop): SopAttachment[] {
  const clip: SopAttachment = {
    kind: 'workflow',
    workflowId: workflow.id,
    stepId: step.id,
    startTime: step.startTime,
  };
  if (!step.poster) return [clip];
  const poster: SopAttachment = {
    kind: 'image',
    url: step.poster,
    name: `${clipTitle(step.title, 'Step')}.jpg`.slice(0, 255),
    thumbnail: step.poster,
  };
  return [poster, clip];
}

/** The items of the module comment, in list order (orders and parents come from the list). */
export function workflowToSopItems(workflow: WorkflowForSop): SopItemInput[] {
  const items: SopItemInput[] = [
    {
      type: 'introduction',
      title: 'Introduction',
      description: clipDescription(clean(workflow.summary ?? '') || workflow.title),
    },
  ];
  workflow.steps.forEach((step, i) => {
    const sentences = step.sentences.map(clean).filter((s) => s !== '');
    items.push({
      type: 'step',
      title: clipTitle(step.title, `Step ${i + 1}`),
      description: clipDescription(sentences.join(' ')),
      attachments: stepAttachments(workflow, step),
    });
    const seen = new Set<string>();
    for (const sentence of sentences) {
      const title = warningTitleOf(sentence);
      if (!title || seen.has(sentence) || seen.size >= MAX_WARNINGS_PER_STEP) continue;
      seen.add(sentence);
      items.push({ type: 'warning', title, description: clipDescription(sentence) });
    }
  });
  items.push({ type: 'conclusion', title: 'Conclusion', description: '' });
  return items;
}
