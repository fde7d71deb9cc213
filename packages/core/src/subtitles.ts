// Subtitle files as a timed transcript, and back: SubRip (.srt) and WebVTT (.vtt). One cue is
// one sentence with its times, so a file read and written again keeps its cues and timings.
// Zod-free (the portal reads and writes files with it); the wire shapes are in
// subtitles.schema.ts.
import { SENTENCE_MAX_LENGTH, TRANSCRIPT_MAX_SENTENCES, type Sentence } from './transcription.js';

export const SUBTITLE_FORMATS = ['srt', 'vtt'] as const;
export type SubtitleFormat = (typeof SUBTITLE_FORMATS)[number];

export type SubtitleParse =
  | { ok: true; sentences: Sentence[] }
  /** `line` is 1-based; null when the problem is the file as a whole. */
  | { ok: false; line: number | null; message: string };

interface Line {
  no: number;
  text: string;
}

// [hours:]minutes:seconds(,|.)fraction. Both separators are read in both formats: SubRip's comma
// and WebVTT's dot are mixed up by many tools, and the meaning is never in doubt.
const TIME = String.raw`(?:(\d+):)?(\d{1,2}):(\d{1,2})(?:[,.](\d{1,3}))?`;
const TIMING = new RegExp(String.raw`^\s*${TIME}\s*-->\s*${TIME}(?:\s+.*)?$`);
const INDEX = /^\s*\d+\s*$/;
const LOOKS_TIMED = /\d:\d\d/u;

const SRT_EXAMPLE = '00:00:01,000 --> 00:00:04,000';
const VTT_EXAMPLE = '00:00:01.000 --> 00:00:04.000';

function seconds(
  h: string | undefined,
  m: string,
  s: string,
  frac: string | undefined,
): number | null {
  const minutes = Number(m);
  const secs = Number(s);
  if (minutes > 59 || secs > 59) return null;
  // A fraction of 1 or 2 digits is tenths or hundredths ('1,5' is 1.5 s), as players read it.
  const ms = frac ? Number(frac.padEnd(3, '0')) : 0;
  return roundMs(Number(h ?? 0) * 3600 + minutes * 60 + secs + ms / 1000);
}

const roundMs = (t: number) => Math.round(t * 1000) / 1000;

function parseTiming(
  line: string,
): { start: number; end: number } | 'malformed' | 'out-of-range' | null {
  if (!line.includes('-->')) return null;
  const m = TIMING.exec(line);
  if (!m) return 'malformed';
  const start = seconds(m[1], m[2]!, m[3]!, m[4]);
  const end = seconds(m[5], m[6]!, m[7]!, m[8]);
  if (start === null || end === null) return 'out-of-range';
  return { start, end };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lrm: '',
  rlm: '',
};

/**
 * A cue's text as a transcript sentence: lines joined with a space, markup dropped, whitespace
 * collapsed. WebVTT: every tag (<v Speaker>, <c.class>, <i>, <b>, <u>, <lang>, inline
 * timestamps) and ruby annotations go, and character references are decoded (the format escapes
 * &, < and >). SubRip defines no escaping: only its own tags (<i>, <b>, <u>, <s>, <font>) and
 * {\an8}-style positions go, so any other text, "<" and "&" included, is kept as written.
 */
export function cueText(lines: readonly string[], format: SubtitleFormat = 'vtt'): string {
  const joined = lines.join(' ');
  const text =
    format === 'srt'
      ? joined.replace(/<\/?(?:i|b|u|s|font)(?:\s[^>]*)?>/giu, '').replace(/\{\\[^}]*\}/gu, '')
      : joined
          .replace(/<rt>[\s\S]*?<\/rt>/giu, '')
          .replace(/<[^>]*>/gu, '')
          .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, name: string) => {
            const lower = name.toLowerCase();
            if (lower.startsWith('#x')) return codePoint(parseInt(lower.slice(2), 16), whole);
            if (lower.startsWith('#')) return codePoint(parseInt(lower.slice(1), 10), whole);
            return ENTITIES[lower] ?? whole;
          });
  return text.replace(/\s+/gu, ' ').trim();
}

function codePoint(n: number, fallback: string): string {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff)
    ? String.fromCodePoint(n)
    : fallback;
}

function linesOf(text: string): Line[] {
  return text
    .replace(/^\uFEFF/u, '')
    .split(/\r\n|\r|\n/u)
    .map((t, i) => ({ no: i + 1, text: t }));
}

/** Runs of non-blank lines. */
function blocksOf(lines: readonly Line[]): Line[][] {
  const blocks: Line[][] = [];
  let current: Line[] = [];
  for (const line of lines) {
    if (line.text.trim() === '') {
      if (current.length) blocks.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length) blocks.push(current);
  return blocks;
}

type Cue = { timing: Line; text: string[] };
type Failure = Extract<SubtitleParse, { ok: false }>;

const fail = (line: number | null, message: string): Failure => ({ ok: false, line, message });

/**
 * The cues of one block. A timing line inside a cue's text starts the next cue (a file that
 * left out the blank line between them); in SubRip a number just before it is that cue's number.
 */
function cuesOfBlock(block: readonly Line[], start: number, format: SubtitleFormat): Cue[] {
  const cues: Cue[] = [];
  let cue: Cue | null = null;
  for (let i = start; i < block.length; i++) {
    const line = block[i]!;
    if (cue && line.text.includes('-->') && parseTiming(line.text) !== 'malformed') {
      if (format === 'srt' && INDEX.test(cue.text.at(-1) ?? '')) cue.text.pop();
      cues.push(cue);
      cue = { timing: line, text: [] };
    } else if (!cue) cue = { timing: line, text: [] };
    else cue.text.push(line.text);
  }
  if (cue) cues.push(cue);
  return cues;
}

function timingProblem(
  line: Line,
  format: SubtitleFormat,
): Failure | { start: number; end: number } {
  const example = format === 'srt' ? SRT_EXAMPLE : VTT_EXAMPLE;
  const timing = parseTiming(line.text);
  if (timing === null || timing === 'malformed') {
    return fail(line.no, `expected a cue timing like "${example}", found "${clip(line.text)}"`);
  }
  if (timing === 'out-of-range') {
    return fail(line.no, `minutes and seconds go up to 59 in "${clip(line.text)}"`);
  }
  if (timing.end < timing.start) {
    return fail(line.no, 'the cue ends before it starts');
  }
  return timing;
}

const clip = (s: string) => {
  const t = s.trim();
  return [...t].length > 60 ? [...t].slice(0, 60).join('') + '…' : t;
};

function toSentences(cues: readonly Cue[], format: SubtitleFormat): SubtitleParse {
  const sentences: Sentence[] = [];
  for (const cue of cues) {
    const timing = timingProblem(cue.timing, format);
    if ('ok' in timing) return timing;
    const sentence = cueText(cue.text, format);
    // An empty cue (WebVTT allows them; some SubRip tools write them) says nothing.
    if (sentence === '') continue;
    if (sentence.length > SENTENCE_MAX_LENGTH) {
      return fail(cue.timing.no, `the cue's text is longer than ${SENTENCE_MAX_LENGTH} characters`);
    }
    sentences.push({ sentence, startTime: timing.start, endTime: timing.end });
  }
  if (sentences.length === 0) return fail(null, 'the file has no cue with text');
  if (sentences.length > TRANSCRIPT_MAX_SENTENCES) {
    return fail(null, `the file has more than ${TRANSCRIPT_MAX_SENTENCES} cues`);
  }
  // Cues may come in any order (a file edited by hand); a transcript runs in time order.
  return { ok: true, sentences: sentences.sort((a, b) => a.startTime - b.startTime) };
}

/** SubRip: numbered cues (the number may be missing), a timing line, the text, a blank line. */
export function parseSrt(text: string): SubtitleParse {
  const cues: Cue[] = [];
  for (const block of blocksOf(linesOf(text))) {
    const first = block[0]!;
    let at = 0;
    if (INDEX.test(first.text)) {
      at = 1;
      const timing = block[1];
      if (!timing)
        return fail(first.no, `expected a cue timing like "${SRT_EXAMPLE}" after the cue number`);
      if (!timing.text.includes('-->')) {
        return fail(
          timing.no,
          `expected a cue timing like "${SRT_EXAMPLE}", found "${clip(timing.text)}"`,
        );
      }
    } else if (!first.text.includes('-->')) {
      return fail(
        first.no,
        `expected a cue number or a timing like "${SRT_EXAMPLE}", found "${clip(first.text)}"`,
      );
    }
    cues.push(...cuesOfBlock(block, at, 'srt'));
  }
  return toSentences(cues, 'srt');
}

const HEADER = /^WEBVTT(?:[ \t].*)?$/u;
/** Blocks that are not cues: comments, style sheets and region definitions. */
const SKIPPED_BLOCK = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/u;

/**
 * WebVTT: the WEBVTT line (and header lines up to the first blank line), then blocks: NOTE,
 * STYLE and REGION blocks are skipped; a cue is an optional identifier, the timing line (cue
 * settings after it are ignored) and its text.
 */
export function parseVtt(text: string): SubtitleParse {
  const lines = linesOf(text);
  if (!HEADER.test(lines[0]?.text ?? '')) {
    return fail(1, 'a WebVTT file starts with the line "WEBVTT"');
  }
  // The header runs to the first blank line (or, in a careless file, the first cue timing).
  const headerEnd = lines.findIndex(
    (l, i) => i > 0 && (l.text.trim() === '' || l.text.includes('-->')),
  );
  if (headerEnd === -1) return fail(null, 'the file has no cue with text');
  const cues: Cue[] = [];
  for (const block of blocksOf(lines.slice(headerEnd))) {
    const first = block[0]!;
    if (SKIPPED_BLOCK.test(first.text)) continue;
    if (first.text.includes('-->')) {
      cues.push(...cuesOfBlock(block, 0, 'vtt'));
      continue;
    }
    const timing = block[1];
    if (!timing || !timing.text.includes('-->')) {
      // The first line is an identifier, unless it looks like a timing gone wrong.
      const wrong = !timing || LOOKS_TIMED.test(first.text) ? first : timing;
      return fail(
        wrong.no,
        `expected a cue timing like "${VTT_EXAMPLE}", found "${clip(wrong.text)}"`,
      );
    }
    cues.push(...cuesOfBlock(block, 1, 'vtt'));
  }
  return toSentences(cues, 'vtt');
}

export function parseSubtitles(text: string, format: SubtitleFormat): SubtitleParse {
  return format === 'srt' ? parseSrt(text) : parseVtt(text);
}

/** 'vtt' for a file that starts with WEBVTT, 'srt' for one with a cue timing, else null. */
export function detectSubtitleFormat(text: string): SubtitleFormat | null {
  const lines = linesOf(text);
  if (HEADER.test(lines[0]?.text ?? '')) return 'vtt';
  return lines.some((l) => TIMING.test(l.text)) ? 'srt' : null;
}

/** The format a file name says: `.srt` or `.vtt` (any case), else null. */
export function subtitleFormatOfName(name: string): SubtitleFormat | null {
  const ext = /\.([a-z]+)$/iu.exec(name.trim())?.[1]?.toLowerCase();
  return ext === 'srt' || ext === 'vtt' ? ext : null;
}

// ---- Writing -----------------------------------------------------------------------------------

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** hh:mm:ss,mmm (SubRip) or hh:mm:ss.mmm (WebVTT). */
export function formatSubtitleTime(secondsValue: number, format: SubtitleFormat): string {
  const total = Math.max(0, Math.round(secondsValue * 1000));
  const ms = total % 1000;
  const s = Math.floor(total / 1000) % 60;
  const m = Math.floor(total / 60_000) % 60;
  const h = Math.floor(total / 3_600_000);
  return `${pad(h)}:${pad(m)}:${pad(s)}${format === 'srt' ? ',' : '.'}${pad(ms, 3)}`;
}

// A blank line would end the cue: a cue's text is written on one line.
const oneLine = (s: string) => s.replace(/\s+/gu, ' ').trim();
const escapeVtt = (s: string) =>
  s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

function cues(
  sentences: readonly Pick<Sentence, 'sentence' | 'startTime' | 'endTime'>[],
): Pick<Sentence, 'sentence' | 'startTime' | 'endTime'>[] {
  return sentences
    .filter((s) => oneLine(s.sentence) !== '')
    .sort((a, b) => a.startTime - b.startTime);
}

/** A SubRip file: cues numbered from 1, in time order. */
export function formatSrt(
  sentences: readonly Pick<Sentence, 'sentence' | 'startTime' | 'endTime'>[],
): string {
  return cues(sentences)
    .map(
      (s, i) =>
        `${i + 1}\n${formatSubtitleTime(s.startTime, 'srt')} --> ` +
        `${formatSubtitleTime(s.endTime, 'srt')}\n${oneLine(s.sentence)}\n`,
    )
    .join('\n');
}

/** A WebVTT file: the header, then one cue per sentence, text escaped (&, <, >). */
export function formatVtt(
  sentences: readonly Pick<Sentence, 'sentence' | 'startTime' | 'endTime'>[],
): string {
  const body = cues(sentences)
    .map(
      (s) =>
        `${formatSubtitleTime(s.startTime, 'vtt')} --> ${formatSubtitleTime(s.endTime, 'vtt')}\n` +
        `${escapeVtt(oneLine(s.sentence))}\n`,
    )
    .join('\n');
  return body ? `WEBVTT\n\n${body}` : 'WEBVTT\n';
}

export function formatSubtitles(
  sentences: readonly Pick<Sentence, 'sentence' | 'startTime' | 'endTime'>[],
  format: SubtitleFormat,
): string {
  return format === 'srt' ? formatSrt(sentences) : formatVtt(sentences);
}

/** The media type a subtitle file is served with. */
export const SUBTITLE_MEDIA_TYPES: Record<SubtitleFormat, string> = {
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
};
