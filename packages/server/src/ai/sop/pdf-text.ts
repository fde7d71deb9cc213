/**
 * Reading a PDF for "SOP from a PDF" (issue 20 item 3): its text as lines (font size, boldness,
 * position, page), the rectangles drawn around text (warning boxes) and its figures (where each
 * image is painted, and the figure as a PNG cropped from a render of its page). pdf-structure.ts
 * turns that into SOP items; this module only reads.
 *
 * pdfjs-dist's legacy build runs on Node 20 (the modern one needs Node 22). In Node it has no
 * worker and runs its "fake worker" in this thread; fonts are never fetched or installed
 * (`useSystemFonts: false`, the package's own standard fonts) and nothing is compiled from the
 * document (`isEvalSupported: false`). @napi-rs/canvas is loaded from where pdfjs-dist itself
 * resolves it: two copies of the native module have different Path2D classes, and pdfjs then
 * fails to paint text on a canvas of the other copy.
 *
 * Coordinates are PDF points from the page's top-left corner (a viewport at scale 1).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as CanvasModule from '@napi-rs/canvas';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A line of text as laid out on its page. */
export interface PdfLine {
  /** 1-based. */
  page: number;
  text: string;
  /** The largest glyph size on the line, in points. */
  fontSize: number;
  bold: boolean;
  /** Left edge and the baseline, from the page's top-left corner. */
  x: number;
  y: number;
  width: number;
}

/** A rectangle on a page (a path's bounding box, an image's), top-left based. */
export interface PdfRect {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfFigure extends PdfRect {
  /** `p{page}-{n}`: unique in the document, stable from one read to the next. */
  id: string;
  /** The figure cropped from its page's render; absent when figures were not rendered. */
  png?: Uint8Array;
}

export interface PdfPage {
  number: number;
  width: number;
  height: number;
  lines: PdfLine[];
  /** Paths big enough to frame text: boxed warnings are told by them. */
  boxes: PdfRect[];
  figures: PdfFigure[];
}

export interface PdfContent {
  pageCount: number;
  /** The pages read (at most PDF_MAX_PAGES). */
  pages: PdfPage[];
}

export interface ReadPdfOptions {
  /** Render each figure to a PNG (the import does; the structure tests need not). */
  renderFigures?: boolean;
  /** Called before each page is read: 'Reading page 2 of 3'. */
  onPage?: (page: number, pageCount: number) => void | Promise<void>;
}

/** Pages read from one PDF; an SOP longer than this is cut (and the rest is not guessed at). */
export const PDF_MAX_PAGES = 200;
/** Figures kept per document; smaller images than FIGURE_MIN_SIZE points are decoration. */
export const PDF_MAX_FIGURES = 60;
const FIGURE_MIN_SIZE = 24;
/** A figure's PNG is rendered at this many pixels per point (sharp on a 2x screen). */
const FIGURE_SCALE = 2;
/** A path framing text is at least this big; thinner ones are rules and underlines. */
const BOX_MIN_WIDTH = 60;
const BOX_MIN_HEIGHT = 14;

export type PdfRefusalCode = 'notPdf' | 'encrypted' | 'unreadable';

/** A file this reader refuses, with the message a person can act on. */
export class PdfRefusedError extends Error {
  override readonly name = 'PdfRefusedError';
  constructor(
    readonly code: PdfRefusalCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const PDF_REFUSAL_MESSAGES: Readonly<Record<PdfRefusalCode, string>> = {
  notPdf: 'The file is not a PDF',
  encrypted: 'The PDF is password-protected; remove the password and upload it again',
  unreadable: 'The PDF could not be read; it may be damaged',
};

const refused = (code: PdfRefusalCode, cause?: unknown) =>
  new PdfRefusedError(code, PDF_REFUSAL_MESSAGES[code], cause ? { cause } : undefined);

const HEADER = new TextEncoder().encode('%PDF-');
/** Readers accept the header a little after the start (junk before it); so do we. */
const HEADER_WINDOW = 1024;

/** Whether `bytes` carry the PDF header: the file's bytes decide, never its name. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, HEADER_WINDOW) - HEADER.length;
  outer: for (let at = 0; at <= end; at++) {
    for (let i = 0; i < HEADER.length; i++) if (bytes[at + i] !== HEADER[i]) continue outer;
    return true;
  }
  return false;
}

type PdfJs = typeof PdfJsModule;
type Canvas = typeof CanvasModule;

const require = createRequire(import.meta.url);
const pdfjsPackage = require.resolve('pdfjs-dist/package.json');
/** The package's own fonts for the 14 standard ones: a path ending in '/' (Node reads it). */
const STANDARD_FONTS = join(dirname(pdfjsPackage), 'standard_fonts') + '/';

let loaded: Promise<{ pdfjs: PdfJs; canvas: Canvas }> | undefined;

/** Loaded on first use: the server starts without them, and most requests never read a PDF. */
function libraries() {
  loaded ??= (async () => {
    const canvas = createRequire(pdfjsPackage)('@napi-rs/canvas') as Canvas;
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    pdfjs.GlobalWorkerOptions.workerSrc ||=
      require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return { pdfjs, canvas };
  })();
  return loaded;
}

type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type PdfJsPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type Matrix = [number, number, number, number, number, number];

async function open(bytes: Uint8Array): Promise<PdfDocument> {
  if (!hasPdfHeader(bytes)) throw refused('notPdf');
  const { pdfjs } = await libraries();
  const task = pdfjs.getDocument({
    // A plain copy: pdfjs may take the buffer over, and refuses a Node Buffer.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    return await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    const name = (err as { name?: string } | null)?.name;
    if (name === 'PasswordException') throw refused('encrypted', err);
    if (name === 'InvalidPDFException') throw refused('notPdf', err);
    throw refused('unreadable', err);
  }
}

/**
 * Refuses what the import cannot read (not a PDF, password-protected, damaged) before anything
 * is stored: opens the document and lets it go.
 */
export async function checkPdf(bytes: Uint8Array): Promise<{ pageCount: number }> {
  const doc = await open(bytes);
  try {
    return { pageCount: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

/** The top-left rectangle covering the corners of (x0, y0)-(x1, y1) under `m`. */
function boundsOf(m: Matrix, x0: number, y0: number, x1: number, y1: number) {
  const corners = [apply(m, x0, y0), apply(m, x1, y0), apply(m, x0, y1), apply(m, x1, y1)];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

const BOLD_FONT = /bold|black|heavy|semibold|demi/i;

function isBold(page: PdfJsPage, fontName: string): boolean {
  if (BOLD_FONT.test(fontName)) return true;
  if (!page.commonObjs.has(fontName)) return false;
  const font = page.commonObjs.get(fontName) as { name?: string; bold?: boolean; black?: boolean };
  return Boolean(font.bold || font.black || BOLD_FONT.test(font.name ?? ''));
}

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

/** Text items joined into lines: the same baseline (within a third of the glyph size). */
async function linesOf(page: PdfJsPage, number: number, viewport: Matrix): Promise<PdfLine[]> {
  const content = await page.getTextContent();
  const lines: PdfLine[] = [];
  let line: PdfLine | null = null;
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as TextItem;
    if (item.str.trim() === '') continue;
    const m = multiply(viewport, item.transform as Matrix);
    const size = Math.hypot(m[2], m[3]) || Math.hypot(m[0], m[1]);
    const [x, y] = [m[4], m[5]];
    const bold = isBold(page, item.fontName);
    if (line && Math.abs(line.y - y) < Math.max(line.fontSize, size) / 3 && x >= line.x) {
      const gap = x - (line.x + line.width);
      const joiner = gap > size * 0.15 && !/\s$/.test(line.text) && !/^\s/.test(item.str);
      line.text += (joiner ? ' ' : '') + item.str;
      line.width = Math.max(line.width, x + item.width - line.x);
      line.fontSize = Math.max(line.fontSize, size);
      line.bold &&= bold;
      continue;
    }
    line = { page: number, text: item.str, fontSize: size, bold, x, y, width: item.width };
    lines.push(line);
  }
  for (const l of lines) {
    l.text = l.text.replace(/\s+/g, ' ').trim();
    l.fontSize = Math.round(l.fontSize * 10) / 10;
  }
  return lines.filter((l) => l.text !== '');
}

/** Walks the drawing operators with the transformation stack: images and framing paths. */
async function shapesOf(
  pdfjs: PdfJs,
  page: PdfJsPage,
  number: number,
  viewport: Matrix,
): Promise<{ boxes: PdfRect[]; images: PdfRect[] }> {
  const ops = await page.getOperatorList();
  const { OPS } = pdfjs;
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
  ]);
  const boxes: PdfRect[] = [];
  const images: PdfRect[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = viewport;
  ops.fnArray.forEach((fn, i) => {
    const args = ops.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? viewport;
    else if (fn === OPS.transform && args) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin && args?.[0]) {
      stack.push(ctm);
      ctm = multiply(ctm, Array.from(args[0] as ArrayLike<number>) as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? viewport;
    else if (imageOps.has(fn)) {
      images.push({ page: number, ...boundsOf(ctm, 0, 0, 1, 1) });
    } else if (fn === OPS.constructPath && args) {
      // [paint operator, path data, [minX, minY, maxX, maxY]] in the current user space.
      const b = Array.from((args[2] ?? []) as ArrayLike<number>);
      if (b.length !== 4 || !b.every(Number.isFinite)) return;
      const rect = boundsOf(ctm, b[0]!, b[1]!, b[2]!, b[3]!);
      if (rect.width >= BOX_MIN_WIDTH && rect.height >= BOX_MIN_HEIGHT) {
        boxes.push({ page: number, ...rect });
      }
    }
  });
  return { boxes, images };
}

/** The page painted on a white canvas at `scale` pixels per point. */
async function paintPage(canvas: Canvas, page: PdfJsPage, scale: number) {
  const viewport = page.getViewport({ scale });
  const surface = canvas.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = surface.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, surface.width, surface.height);
  // @napi-rs/canvas stands in for the DOM canvas pdfjs is typed with.
  const params = { canvas: surface, canvasContext: context, viewport };
  await page.render(params as unknown as Parameters<PdfJsPage['render']>[0]).promise;
  return { surface, viewport };
}

/**
 * The first page as a JPEG `width` pixels wide (a step attachment's thumbnail, issue 21).
 * Refuses with a PdfRefusedError what checkPdf refuses.
 */
export async function firstPageJpeg(bytes: Uint8Array, width: number): Promise<Uint8Array> {
  const doc = await open(bytes);
  try {
    const { canvas } = await libraries();
    const page = await doc.getPage(1);
    const scale = width / Math.max(1, page.getViewport({ scale: 1 }).width);
    const { surface } = await paintPage(canvas, page, scale);
    return new Uint8Array(await surface.encode('jpeg', 85));
  } finally {
    await doc.destroy();
  }
}

async function renderFigures(
  { canvas }: { canvas: Canvas },
  page: PdfJsPage,
  figures: PdfFigure[],
): Promise<void> {
  const { surface, viewport } = await paintPage(canvas, page, FIGURE_SCALE);
  for (const figure of figures) {
    const [x, y] = [Math.max(0, figure.x), Math.max(0, figure.y)];
    const w = Math.max(1, Math.round(Math.min(figure.width, viewport.width / FIGURE_SCALE - x)));
    const h = Math.max(1, Math.round(Math.min(figure.height, viewport.height / FIGURE_SCALE - y)));
    const crop = canvas.createCanvas(w * FIGURE_SCALE, h * FIGURE_SCALE);
    crop
      .getContext('2d')
      .drawImage(
        surface,
        x * FIGURE_SCALE,
        y * FIGURE_SCALE,
        w * FIGURE_SCALE,
        h * FIGURE_SCALE,
        0,
        0,
        w * FIGURE_SCALE,
        h * FIGURE_SCALE,
      );
    figure.png = new Uint8Array(crop.toBuffer('image/png'));
  }
}

/**
 * Reads the PDF's pages: lines, boxes, figures (see the module comment). Refuses with a
 * PdfRefusedError what checkPdf refuses.
 */
export async function readPdf(
  bytes: Uint8Array,
  options: ReadPdfOptions = {},
): Promise<PdfContent> {
  const doc = await open(bytes);
  const libs = await libraries();
  try {
    const pages: PdfPage[] = [];
    const count = Math.min(doc.numPages, PDF_MAX_PAGES);
    let figuresLeft = PDF_MAX_FIGURES;
    for (let number = 1; number <= count; number++) {
      await options.onPage?.(number, count);
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const m = viewport.transform as Matrix;
      // The operators first: they load the fonts, whose names tell bold text.
      const { boxes, images } = await shapesOf(libs.pdfjs, page, number, m);
      const lines = await linesOf(page, number, m);
      const figures: PdfFigure[] = images
        .filter((r) => r.width >= FIGURE_MIN_SIZE && r.height >= FIGURE_MIN_SIZE)
        .slice(0, Math.max(0, figuresLeft))
        .map((r, i) => ({ ...r, id: `p${number}-${i + 1}` }));
      figuresLeft -= figures.length;
      if (options.renderFigures && figures.length > 0) await renderFigures(libs, page, figures);
      pages.push({
        number,
        width: viewport.width,
        height: viewport.height,
        lines,
        boxes,
        figures,
      });
      page.cleanup();
    }
    return { pageCount: doc.numPages, pages };
  } catch (err) {
    if (err instanceof PdfRefusedError) throw err;
    throw refused('unreadable', err);
  } finally {
    await doc.destroy();
  }
}
