// AI summary (001 §3 entity "AI summary": id, content, status, activate; 002 §3 its content; 001 §5
// "only completed is shown"), and the offline summariser. Zod-free: the player's summary tab reads
// these rules; the wire schemas are in ai-summary.schema.ts.
import { sentencesInRange, type Sentence } from './transcription.js';

/** A summary moves pending -> processing -> completed | failure (001 §5). */
export const AI_SUMMARY_STATUSES = ['pending', 'processing', 'completed', 'failure'] as const;
export type AiSummaryStatus = (typeof AI_SUMMARY_STATUSES)[number];

/** Who wrote the content: the offline summariser, a configured chat model, or an author (PATCH). */
export const AI_SUMMARY_GENERATORS = ['extractive', 'llm', 'author'] as const;
export type AiSummaryGenerator = (typeof AI_SUMMARY_GENERATORS)[number];

/** Where on the video an item comes from (ours: the player seeks there). */
export interface AiSummarySource {
  stepId?: string | undefined;
  /** Seconds from the start of the workflow's video. */
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/**
 * 002 §3 Highlight: key, translations, content by language. `content` maps a language code to the
 * text; `translations` lists the languages whose text is a translation of the source language's.
 * `key` is the highlight's key term (the offline summariser takes it from the sentence itself).
 */
export interface AiSummaryHighlight extends AiSummarySource {
  key: string;
  translations: string[];
  content: Record<string, string>;
}

/** 002 §3 Content item: translations, content by language. */
export interface AiSummaryContentItem extends AiSummarySource {
  translations: string[];
  content: Record<string, string>;
}

/** 002 §3 SOP item. */
export interface AiSummarySopItem {
  step: string;
  description: string;
  tool: string;
  safetyOrWarning: string;
}

export interface AiSummaryContent {
  summary: { highlights: AiSummaryHighlight[]; contents: AiSummaryContentItem[] };
  sop?: AiSummarySopItem[] | undefined;
}

/** What the player and the portal read. */
export interface AiSummary {
  id: string;
  workflowId: string;
  status: AiSummaryStatus;
  /** The author's switch: an inactive summary is not shown even when completed. */
  activate: boolean;
  content: AiSummaryContent | null;
}

/** 001 §5: only a completed summary is shown (and only while its author keeps it active). */
export function isAiSummaryShown(
  summary: Pick<AiSummary, 'status' | 'activate' | 'content'> | null | undefined,
): boolean {
  return (
    !!summary &&
    summary.status === 'completed' &&
    summary.activate &&
    !!summary.content &&
    summary.content.summary.highlights.length + summary.content.summary.contents.length > 0
  );
}

/** 001 §5 "Quiz and summary": processing or pending count as AI processing. */
export function isAiSummaryProcessing(status: string): boolean {
  return status === 'pending' || status === 'processing';
}

/** Limits of the summary (ours). */
export const AI_SUMMARY_MAX_HIGHLIGHTS = 5;
export const AI_SUMMARY_MAX_ITEMS = 200;
export const AI_SUMMARY_TEXT_MAX_LENGTH = 2000;
/** Sentences one summary request may carry. */
export const AI_SUMMARY_MAX_SENTENCES = 5000;

// ---------------------------------------------------------------------------------------------
// The offline summariser: extractive, centroid-based (term centrality over the transcript).

export interface SummaryStep {
  id: string;
  startTime: number;
  endTime: number;
}

export interface ExtractiveOptions {
  /** The transcript's language: the key of every `content` map. */
  languageCode: string;
  maxHighlights?: number;
}

/**
 * English function words: the transcripts' most common language. For other languages the
 * inverse sentence frequency does the same work (a word in most sentences weighs nearly nothing).
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can do does for from had has have he her his i if in into ' +
    'is it its just let me my no not now of on once one or our out over so some than that the ' +
    'their them then there these they this those to too up us very was we were what when where ' +
    'which while who will with you your yours okay ok also get got make sure going gonna here ' +
    'should must would could may might need needs only all both each every never always first ' +
    "then again way until about after before because off down don't doesn't it's there's " +
    'look put take use two three other more most any how'
  ).split(' '),
);

/** Scripts written without spaces: compared by character pairs rather than words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

interface Token {
  term: string;
  /** The word as written, for a highlight's key. */
  surface: string;
}

export function summaryTokens(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const surface = match[0].replace(/['’-]+$/u, '');
    const term = surface.toLowerCase();
    if (UNSPACED.test(term)) {
      const chars = [...term];
      if (chars.length === 1) out.push({ term, surface });
      for (let i = 0; i + 1 < chars.length; i++) {
        const pair = chars[i]! + chars[i + 1]!;
        out.push({ term: pair, surface: pair });
      }
      continue;
    }
    if (term.length < 2 || STOP_WORDS.has(term) || /^\d+$/u.test(term)) continue;
    out.push({ term, surface });
  }
  return out;
}

type Vector = Map<string, number>;

const norm = (v: Vector) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));

function cosine(a: Vector, b: Vector): number {
  const na = norm(a);
  const nb = norm(b);
  if (na === 0 || nb === 0) return 0;
  let dot = 0;
  for (const [term, x] of a) dot += x * (b.get(term) ?? 0);
  return dot / (na * nb);
}

function centroid(vectors: readonly Vector[]): Vector {
  const sum: Vector = new Map();
  for (const v of vectors) for (const [term, x] of v) sum.set(term, (sum.get(term) ?? 0) + x);
  return sum;
}

interface Scored {
  index: number;
  sentence: Sentence;
  tokens: Token[];
  vector: Vector;
  /** Centrality: cosine with the whole transcript's centroid. */
  score: number;
}

/** Sentences of fewer content words than this carry too little to stand alone. */
const MIN_TERMS = 3;
/** A highlight this similar to one already chosen says the same thing again. */
const REDUNDANT = 0.5;

/**
 * Highlights and contents quoted from the transcript: each sentence is a TF-IDF vector (sentences
 * as documents); the highlights are the sentences closest to the whole transcript's centroid (its
 * most central terms), skipping near-repeats, shown in time order; the contents are, per step in
 * order, the sentence closest to that step's own centroid. Nothing is rewritten or invented.
 */
export function extractiveSummary(
  sentences: readonly Sentence[],
  steps: readonly SummaryStep[],
  options: ExtractiveOptions,
): AiSummaryContent {
  const lang = options.languageCode;
  const usable = sentences
    .filter((s) => s.sentence.trim() !== '')
    .slice()
    .sort((a, b) => a.startTime - b.startTime);
  const tokenised = usable.map((sentence) => summaryTokens(sentence.sentence));
  const df = new Map<string, number>();
  for (const tokens of tokenised) {
    for (const term of new Set(tokens.map((t) => t.term))) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = usable.length;
  const idf = (term: string) => Math.log((n + 1) / ((df.get(term) ?? 0) + 0.5));
  const scored: Scored[] = usable.map((sentence, index) => {
    const tokens = tokenised[index]!;
    const vector: Vector = new Map();
    for (const { term } of tokens) vector.set(term, (vector.get(term) ?? 0) + 1);
    for (const [term, tf] of vector) vector.set(term, (1 + Math.log(tf)) * idf(term));
    return { index, sentence, tokens, vector, score: 0 };
  });
  const whole = centroid(scored.map((s) => s.vector));
  for (const s of scored) {
    const short = new Set(s.tokens.map((t) => t.term)).size < MIN_TERMS;
    s.score = cosine(s.vector, whole) * (short ? 0.5 : 1);
  }

  const sourceOf = (s: Sentence, stepId?: string): AiSummarySource => ({
    ...(stepId ? { stepId } : {}),
    startTime: s.startTime,
    endTime: s.endTime,
  });
  const stepAt = (s: Sentence) =>
    steps.find((step) => s.startTime >= step.startTime && s.startTime < step.endTime)?.id;

  const max = options.maxHighlights ?? AI_SUMMARY_MAX_HIGHLIGHTS;
  const wanted = Math.min(max, Math.max(1, Math.ceil(n / 3)));
  const chosen: Scored[] = [];
  for (const candidate of [...scored].sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (chosen.length >= wanted) break;
    if (candidate.score <= 0) break;
    if (chosen.some((c) => cosine(c.vector, candidate.vector) > REDUNDANT)) continue;
    chosen.push(candidate);
  }
  const highlights: AiSummaryHighlight[] = chosen
    .sort((a, b) => a.index - b.index)
    .map((s) => ({
      key: keyTerm(s, whole),
      translations: [],
      content: { [lang]: s.sentence.sentence.trim() },
      ...sourceOf(s.sentence, stepAt(s.sentence)),
    }));

  const spans: (SummaryStep | null)[] = steps.length
    ? [...steps].sort((a, b) => a.startTime - b.startTime)
    : [null];
  const contents: AiSummaryContentItem[] = [];
  for (const span of spans) {
    const inside = span
      ? sentencesInRange(
          scored.map((s) => ({ ...s.sentence, scored: s })),
          span.startTime,
          span.endTime,
        ).map((s) => s.scored)
      : scored;
    if (inside.length === 0) continue;
    const local = centroid(inside.map((s) => s.vector));
    let best = inside[0]!;
    let bestScore = -1;
    for (const s of inside) {
      const score = cosine(s.vector, local) + 0.25 * s.score;
      if (score > bestScore) [best, bestScore] = [s, score];
    }
    contents.push({
      translations: [],
      content: { [lang]: best.sentence.sentence.trim() },
      ...sourceOf(best.sentence, span?.id),
    });
  }
  return { summary: { highlights, contents } };
}

/** The sentence's own word that weighs most in the whole transcript. */
function keyTerm(s: Scored, whole: Vector): string {
  let best: Token | undefined;
  let weight = -Infinity;
  for (const token of s.tokens) {
    const w = (s.vector.get(token.term) ?? 0) * (whole.get(token.term) ?? 0);
    if (w > weight) [best, weight] = [token, w];
  }
  return best?.surface ?? '';
}
