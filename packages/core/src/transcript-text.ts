// A transcript typed or pasted as plain text, with no times: its sentences are placed on the
// video as if read at a steady pace. A blank line starts the next step's text, so an author who
// writes one paragraph per step gets each step's sentences (and so its title) in that step.
import type { StepSpan } from './segmentation.js';
import type { Sentence } from './transcription.js';

const roundMs = (t: number) => Math.round(t * 1000) / 1000;

// A sentence ends at . ! ? followed by a space (so "2.5" and "e.g.," stay whole), or at the CJK
// 。！？ which need none; closing quotes and brackets stay with it.
const SENTENCE_END = /(?<=[.!?]+["'”’)\]]*)\s+|(?<=[。！？]+["'”’)\]」』]*)/u;

/** The sentences of a piece of text: every line break ends one too. */
export function textSentences(text: string): string[] {
  return text
    .split(/\n/u)
    .flatMap((line) => line.split(SENTENCE_END))
    .map((s) => s.replace(/\s+/gu, ' ').trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Paragraphs: text between blank lines, each with at least one sentence. */
export function textParagraphs(text: string): string[][] {
  return text
    .replace(/^\uFEFF/u, '')
    .replace(/\r\n?/gu, '\n')
    .split(/\n[ \t]*\n/u)
    .map(textSentences)
    .filter((p) => p.length > 0);
}

/** Sentences spread over one span in proportion to their length, end to end. */
function spread(sentences: readonly string[], span: StepSpan): Sentence[] {
  const weights = sentences.map((s) => Math.max(1, [...s].length));
  const total = weights.reduce((a, b) => a + b, 0);
  const length = Math.max(0, span.endTime - span.startTime);
  let before = 0;
  return sentences.map((sentence, i) => {
    const startTime = roundMs(span.startTime + (length * before) / total);
    before += weights[i]!;
    const endTime = roundMs(span.startTime + (length * before) / total);
    return { sentence, startTime, endTime: Math.max(startTime, endTime) };
  });
}

/**
 * Timed sentences for plain text over `spans` (the workflow's steps in order, or one span for
 * the whole video). Text of one paragraph, or a single span, is spread over all of them. Text of
 * several paragraphs goes one paragraph per span, in order; paragraphs beyond the last span
 * share it, and spans beyond the last paragraph get none. Within a span each sentence takes time
 * in proportion to its length. No spans or no sentences give none.
 */
export function timeTranscriptText(text: string, spans: readonly StepSpan[]): Sentence[] {
  const paragraphs = textParagraphs(text);
  const first = spans[0];
  const last = spans.at(-1);
  if (!first || !last || paragraphs.length === 0) return [];
  if (paragraphs.length === 1 || spans.length === 1) {
    return spread(paragraphs.flat(), { startTime: first.startTime, endTime: last.endTime });
  }
  const perSpan: string[][] = spans.map(() => []);
  paragraphs.forEach((p, i) => perSpan[Math.min(i, spans.length - 1)]!.push(...p));
  return perSpan.flatMap((sentences, i) => (sentences.length ? spread(sentences, spans[i]!) : []));
}
