/**
 * "SOP from a PDF", offline (issue 20 item 3): the lines pdf-text.ts read become SOP items, by
 * rules a person can predict (README "SOP from a PDF"):
 *
 * - the first line of the largest size is the SOP's title;
 * - numbered lines ('1.', '1)', 'Step 1') are steps, and so are headings (larger or bold
 *   lines) that are neither a section label nor a named section; nested numbering ('1.1',
 *   'a)', '(i)') and bullets indented under a step are its substeps;
 * - a line opening with 'Warning', 'Caution' or 'Danger', and text framed by a rectangle, is a
 *   warning item (the word is its title); it goes after the step's substeps, as the step's group
 *   wants (sop-list.ts);
 * - the list under a 'Tools' / 'Tools and materials' / 'Materials' / 'Equipment' heading is one
 *   tool item, a line per entry;
 * - other text is the description of the item it follows; text before the first step is the
 *   introduction's, and when the last step is followed by more than one paragraph, the last
 *   paragraph is the conclusion's (so is a 'Conclusion' / 'Summary' section);
 * - a heading followed at once by a numbered step ('Procedure') only labels the steps: dropped;
 * - a figure belongs to the last step that starts above it (same page or an earlier one).
 *
 * Deterministic and pure: the same lines always give the same items.
 */
import { defaultItemTitle, type SopItemInput } from '@stepwise/core';
import type { PdfContent, PdfFigure, PdfLine, PdfRect } from './pdf-text.js';
import { clipDescription, clipTitle } from './sop-items-check.js';

export interface StructuredSop {
  /** The document's title, or null when no line stands out. */
  title: string | null;
  items: SopItemInput[];
  /** Which item (index in `items`) each figure belongs to. */
  figures: { itemIndex: number; figureId: string }[];
}

const WARNING = /^(warning|caution|danger)\b\s*[:!.\-–—]?\s*(.*)$/i;
const TOOLS =
  /^(tools?(\s*(and|&)\s*(materials|equipment|supplies|parts))?|materials|equipment|supplies|required tools|what you need)\s*:?$/i;
const STEP = /^(?:step\s+(\d+)\s*[:.)\-–—]?|(\d+)[.)])\s+(.+)$/i;
const NESTED = /^(?:\d+\.\d+(?:\.\d+)*[.)]?|[a-z][.)]|\((?:[a-z]|[ivx]+)\))\s+(.+)$/;
const BULLET = /^[•·▪◦‣*\-–]\s*(.+)$/;
const INTRO_NAMES = /^(introduction|purpose|scope|overview|about|background)\s*:?$/i;
const CONCLUSION_NAMES = /^(conclusion|summary|finish(ing)?|after you finish|wrap[- ]?up)\s*:?$/i;

/** A heading is this much larger than the body text, or bold and short. */
const HEADING_RATIO = 1.15;
const HEADING_MAX_LENGTH = 80;
/** A gap between lines wider than this many line heights starts a paragraph. */
const PARAGRAPH_GAP = 1.6;
/** A bullet this far right of its step's line is indented under it. */
const INDENT = 6;
/** A frame holding more lines than this (or most of a page) is a page border, not a warning. */
const BOX_MAX_LINES = 8;
const BOX_MAX_PAGE_SHARE = 0.4;

type Kind =
  | { kind: 'warning'; word: string; rest: string }
  | { kind: 'tools'; title: string }
  | { kind: 'step'; title: string }
  | { kind: 'nested'; title: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'heading'; title: string }
  | { kind: 'text'; text: string };

interface Token {
  line: PdfLine;
  what: Kind;
  /** A paragraph break before this line (a wide gap, a new page). */
  breakBefore: boolean;
  /** The warning box around it, if any (index in the document's boxes). */
  box: number | null;
}

/** The body text's size: the size most characters are set in. */
function bodySize(lines: readonly PdfLine[]): number {
  const weight = new Map<number, number>();
  for (const l of lines) weight.set(l.fontSize, (weight.get(l.fontSize) ?? 0) + l.text.length);
  let best = 0;
  let size = 0;
  for (const [s, w] of weight) if (w > best || (w === best && s < size)) [best, size] = [w, s];
  return size;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

function classify(line: PdfLine, body: number): Kind {
  const text = line.text;
  const warning = WARNING.exec(text);
  if (warning) return { kind: 'warning', word: capitalised(warning[1]!), rest: warning[2]! };
  const heading =
    line.fontSize >= body * HEADING_RATIO || (line.bold && text.length <= HEADING_MAX_LENGTH);
  if ((heading || text.endsWith(':')) && TOOLS.test(text)) {
    return { kind: 'tools', title: text.replace(/:$/, '').trim() };
  }
  const step = STEP.exec(text);
  if (step && !/^\d+\.\d/.test(text)) return { kind: 'step', title: step[3]! };
  const nested = NESTED.exec(text);
  if (nested) return { kind: 'nested', title: nested[1]! };
  const bullet = BULLET.exec(text);
  if (bullet) return { kind: 'bullet', text: bullet[1]! };
  if (heading) return { kind: 'heading', title: text };
  return { kind: 'text', text };
}

function inside(box: PdfRect, line: PdfLine): boolean {
  return (
    box.page === line.page &&
    line.x >= box.x - 2 &&
    line.x <= box.x + box.width &&
    line.y >= box.y &&
    line.y <= box.y + box.height + 2
  );
}

/** The boxes that frame a few lines of text: warnings. Page borders and tables are left out. */
function warningBoxes(content: PdfContent, lines: readonly PdfLine[]): PdfRect[] {
  return content.pages.flatMap((page) =>
    page.boxes.filter((box) => {
      const held = lines.filter((l) => inside(box, l)).length;
      return held > 0 && held <= BOX_MAX_LINES && box.height < page.height * BOX_MAX_PAGE_SHARE;
    }),
  );
}

function tokensOf(content: PdfContent, lines: readonly PdfLine[], body: number): Token[] {
  const boxes = warningBoxes(content, lines);
  return lines.map((line, i) => {
    const prev = lines[i - 1];
    const breakBefore =
      !prev ||
      prev.page !== line.page ||
      line.y - prev.y > PARAGRAPH_GAP * Math.max(prev.fontSize, line.fontSize);
    const box = boxes.findIndex((b) => inside(b, line));
    return { line, what: classify(line, body), breakBefore, box: box < 0 ? null : box };
  });
}

/** An item being built: its paragraphs, each a list of lines. */
interface Draft {
  type: 'introduction' | 'conclusion' | 'step' | 'sub_step' | 'warning' | 'tool';
  title: string;
  paragraphs: string[][];
  /** Tool items keep a line per entry. */
  entries?: string[];
  /** Where it starts, for the figures. */
  at: { page: number; y: number; x: number };
  box?: number | null;
}

/** A step with its substeps and what follows it into its group. */
interface StepGroup {
  step: Draft;
  subs: Draft[];
  followers: Draft[];
}

function addText(draft: Draft, text: string, newParagraph: boolean): void {
  if (draft.entries) {
    draft.entries.push(text);
    return;
  }
  const last = draft.paragraphs.at(-1);
  if (!last || newParagraph) draft.paragraphs.push([text]);
  else last.push(text);
}

const descriptionOf = (d: Draft) =>
  clipDescription(
    d.entries ? d.entries.join('\n') : d.paragraphs.map((p) => p.join(' ')).join('\n\n'),
  );

const position = (l: PdfLine) => ({ page: l.page, y: l.y, x: l.x });
const before = (a: { page: number; y: number }, b: { page: number; y: number }) =>
  a.page < b.page || (a.page === b.page && a.y <= b.y);

/** Builds the items of the module comment from the lines of `content`. */
export function structurePdf(content: PdfContent): StructuredSop {
  const all = content.pages.flatMap((p) => p.lines);
  const body = bodySize(all);
  const largest = Math.max(0, ...all.map((l) => l.fontSize));
  const titleLine = largest > body ? all.find((l) => l.fontSize === largest) : undefined;
  const lines = all.filter((l) => l !== titleLine);
  const tokens = tokensOf(content, lines, body);

  const intro: Draft = {
    type: 'introduction',
    title: '',
    paragraphs: [],
    at: { page: 0, y: 0, x: 0 },
  };
  const conclusion: Draft = {
    type: 'conclusion',
    title: '',
    paragraphs: [],
    at: { page: Infinity, y: 0, x: 0 },
  };
  const preamble: Draft[] = [];
  const groups: StepGroup[] = [];
  let target: Draft = intro;
  let inConclusion = false;

  const group = () => groups.at(-1);
  /** Warnings and tools: after the step's substeps, or before the first step. */
  const follower = (draft: Draft) => {
    const g = group();
    if (g && !inConclusion) g.followers.push(draft);
    else preamble.push(draft);
    target = draft;
  };
  const startStep = (title: string, line: PdfLine) => {
    inConclusion = false;
    const step: Draft = { type: 'step', title, paragraphs: [], at: position(line) };
    groups.push({ step, subs: [], followers: [] });
    target = step;
  };

  tokens.forEach((token, i) => {
    const { what, line } = token;
    // A framed block is a warning, whatever its lines look like (a numbered step aside).
    if (token.box !== null && what.kind !== 'warning' && what.kind !== 'step') {
      if (target.type !== 'warning' || target.box !== token.box) {
        follower({
          type: 'warning',
          title: 'Warning',
          paragraphs: [],
          at: position(line),
          box: token.box,
        });
      }
      addText(target, line.text, false);
      return;
    }
    if (inConclusion && what.kind !== 'step' && what.kind !== 'heading') {
      addText(conclusion, line.text, token.breakBefore);
      return;
    }
    switch (what.kind) {
      case 'warning': {
        const draft: Draft = {
          type: 'warning',
          title: what.word,
          paragraphs: what.rest ? [[what.rest]] : [],
          at: position(line),
          box: token.box,
        };
        follower(draft);
        return;
      }
      case 'tools':
        follower({
          type: 'tool',
          title: what.title,
          paragraphs: [],
          entries: [],
          at: position(line),
        });
        return;
      case 'step':
        startStep(what.title, line);
        return;
      case 'nested':
      case 'bullet': {
        const g = group();
        const text = what.kind === 'nested' ? what.title : what.text;
        const underStep =
          g && target.type !== 'tool' && (what.kind === 'nested' || line.x > g.step.at.x + INDENT);
        if (!underStep) {
          if (what.kind === 'nested' && !g) startStep(text, line);
          else
            addText(target, what.kind === 'bullet' && !target.entries ? `• ${text}` : text, false);
          return;
        }
        const sub: Draft = { type: 'sub_step', title: text, paragraphs: [], at: position(line) };
        g.subs.push(sub);
        target = sub;
        return;
      }
      case 'heading': {
        if (INTRO_NAMES.test(what.title) && groups.length === 0) {
          target = intro;
          return;
        }
        if (CONCLUSION_NAMES.test(what.title)) {
          inConclusion = true;
          target = conclusion;
          return;
        }
        // A label over the numbered steps ('Procedure') says nothing of its own.
        if (tokens[i + 1]?.what.kind === 'step') return;
        startStep(what.title, line);
        return;
      }
      case 'text': {
        // A warning ends with its frame, or without one at its paragraph; then text is the
        // step's again.
        const framed = target.type === 'warning' && target.box !== null && target.box !== undefined;
        if (target.type === 'warning' && (framed || token.breakBefore)) {
          const g = group();
          target = g ? (g.subs.at(-1) ?? g.step) : intro;
        }
        addText(target, what.text, token.breakBefore);
        return;
      }
    }
  });

  // The closing paragraph after the last step, when the last step has more than one.
  const last = group();
  const closer = last ? (last.subs.at(-1) ?? last.step) : null;
  if (!inConclusion && closer && closer.paragraphs.length > 1 && last?.followers.length === 0) {
    conclusion.paragraphs.push(closer.paragraphs.pop()!);
  }

  const drafts: Draft[] = [
    intro,
    ...preamble,
    ...groups.flatMap((g) => [g.step, ...g.subs, ...g.followers]),
    conclusion,
  ];
  const items: SopItemInput[] = drafts.map((d) => ({
    type: d.type,
    title: clipTitle(d.title, defaultItemTitle(d.type)),
    description: descriptionOf(d),
  }));

  const figures = content.pages
    .flatMap((p) => p.figures)
    .map((figure: PdfFigure) => {
      const owner = groups
        .filter((g) => before(g.step.at, { page: figure.page, y: figure.y }))
        .at(-1);
      return { itemIndex: owner ? drafts.indexOf(owner.step) : 0, figureId: figure.id };
    });

  return { title: titleLine ? clipTitle(titleLine.text, '') || null : null, items, figures };
}
