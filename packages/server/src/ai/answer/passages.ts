/**
 * What the answer providers share about passages: the reference a passage becomes, the quote
 * and its place (workflow, step, time) as the answers write them, and follow-up questions from
 * related steps.
 */
import { CHAT_MAX_FOLLOW_UPS, type ChatReference } from '@stepwise/core';
import type { Passage } from '../retrieval/types.js';
import type { RelatedStep } from './types.js';

/** Seconds as the player shows them: m:ss, or h:mm:ss from an hour on. */
export function clockTime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The words of a passage that answer: its sentences inside the best-matching time range. */
export function quoteOf(p: Passage): string {
  const inside = p.sentences.filter((s) => s.endTime > p.startTime && s.startTime < p.endTime);
  const chosen = inside.length > 0 ? inside : p.sentences;
  const text = chosen.length > 0 ? chosen.map((s) => s.sentence.trim()).join(' ') : p.text;
  return text.replace(/\s+/gu, ' ').trim();
}

export function referenceOf(p: Passage): ChatReference {
  if (p.kind === 'multimodalSop') {
    return {
      type: 'multimodalSop',
      id: p.workflowId,
      title: p.workflowTitle,
      itemId: p.stepId,
      itemTitle: p.stepTitle,
      itemOrder: p.stepOrder,
      quote: quoteOf(p),
      languageCode: p.languageCode,
    };
  }
  return {
    type: 'workflow',
    id: p.workflowId,
    workflowTitle: p.workflowTitle,
    stepId: p.stepId,
    stepTitle: p.stepTitle,
    stepOrder: p.stepOrder,
    startTime: p.startTime,
    endTime: p.endTime,
    quote: quoteOf(p),
    languageCode: p.languageCode,
  };
}

/** Markdown-safe inline text (titles inside `*…*` and quotes). */
export function inline(text: string): string {
  return text
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/([\\`*_[\]<>])/gu, '\\$1');
}

/**
 * Where a passage is: `*Workflow*, step 3 "Title", 1:05`; a smart instruction's item has no
 * time: `*Instruction*, "Item title"`.
 */
export function placeOf(p: Passage): string {
  if (p.kind === 'multimodalSop') return `*${inline(p.workflowTitle)}*, "${inline(p.stepTitle)}"`;
  const step = p.stepTitle.trim()
    ? `step ${p.stepOrder} "${inline(p.stepTitle)}"`
    : `step ${p.stepOrder}`;
  return `*${inline(p.workflowTitle)}*, ${step}, ${clockTime(p.startTime)}`;
}

/** One passage per step, best first. */
export function distinctSteps(passages: readonly Passage[]): Passage[] {
  const seen = new Set<string>();
  return passages.filter((p) => {
    if (seen.has(p.stepId)) return false;
    seen.add(p.stepId);
    return true;
  });
}

/**
 * Follow-up questions: the titles of the steps next to the referenced ones (what to do next),
 * then of the other retrieved steps; never a referenced step, never a blank or repeated title,
 * never the question itself. Real step titles only: nothing is made up.
 */
export function followUpQuestions(
  question: string,
  passages: readonly Passage[],
  references: readonly ChatReference[],
  related: readonly RelatedStep[],
): string[] {
  const used = new Set(references.map((r) => (r.type === 'workflow' ? r.stepId : r.itemId)));
  const seen = new Set([question.trim().toLowerCase()]);
  const out: string[] = [];
  const add = (stepId: string, title: string) => {
    const t = title.replace(/\s+/gu, ' ').trim();
    if (!t || used.has(stepId) || seen.has(t.toLowerCase()) || out.length >= CHAT_MAX_FOLLOW_UPS) {
      return;
    }
    used.add(stepId);
    seen.add(t.toLowerCase());
    out.push(t);
  };
  for (const s of related) add(s.stepId, s.title);
  for (const p of passages) add(p.stepId, p.stepTitle);
  return out;
}
