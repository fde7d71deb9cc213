import { describe, expect, it } from 'vitest';
import { structurePdf } from './pdf-structure.js';
import type { PdfContent, PdfLine, PdfPage } from './pdf-text.js';
import { clipTitle, importedItemsProblem } from './sop-items-check.js';

/** Lines laid out top-down, 16 points apart unless `gap` says otherwise. */
function page(
  number: number,
  lines: { text: string; size?: number; bold?: boolean; x?: number; gap?: number }[],
  extra: Partial<PdfPage> = {},
): PdfPage {
  let y = 72;
  const out: PdfLine[] = lines.map((l) => {
    y += l.gap ?? 16;
    return {
      page: number,
      text: l.text,
      fontSize: l.size ?? 12,
      bold: l.bold ?? false,
      x: l.x ?? 72,
      y,
      width: l.text.length * 6,
    };
  });
  return { number, width: 595, height: 842, lines: out, boxes: [], figures: [], ...extra };
}

const doc = (...pages: PdfPage[]): PdfContent => ({ pageCount: pages.length, pages });
const shape = (content: PdfContent) =>
  structurePdf(content).items.map((i) => [i.type, i.title, i.description]);

describe('structurePdf', () => {
  it('makes headings steps, their paragraphs descriptions, indented bullets substeps', () => {
    const content = doc(
      page(1, [
        { text: 'Clean the mixer', size: 20, bold: true },
        { text: 'Empty the bowl', size: 14, bold: true, gap: 30 },
        { text: 'Tip the bowl over the bin.' },
        { text: '• Scrape the sides', x: 90 },
        { text: '• Rinse with water', x: 90 },
        { text: 'Danger - the blade is sharp.', gap: 24 },
        { text: 'Dry it', size: 14, bold: true, gap: 30 },
        { text: 'Use a clean cloth.' },
      ]),
    );
    expect(structurePdf(content).title).toBe('Clean the mixer');
    expect(shape(content)).toEqual([
      ['introduction', 'Introduction', ''],
      ['step', 'Empty the bowl', 'Tip the bowl over the bin.'],
      ['sub_step', 'Scrape the sides', ''],
      ['sub_step', 'Rinse with water', ''],
      ['warning', 'Danger', 'the blade is sharp.'],
      ['step', 'Dry it', 'Use a clean cloth.'],
      ['conclusion', 'Conclusion', ''],
    ]);
  });

  it('reads a boxed block without a warning word as a warning, and ends it at the box', () => {
    const content = doc(
      page(
        1,
        [
          { text: '1. Open the valve' },
          { text: 'The pipe may still hold pressure.', x: 80, gap: 24 },
          { text: 'Release it slowly.', x: 80 },
          { text: 'Turn the handle a quarter turn.', gap: 24 },
        ],
        { boxes: [{ page: 1, x: 70, y: 100, width: 300, height: 40 }] },
      ),
    );
    expect(shape(content)).toEqual([
      ['introduction', 'Introduction', ''],
      ['step', 'Open the valve', 'Turn the handle a quarter turn.'],
      ['warning', 'Warning', 'The pipe may still hold pressure. Release it slowly.'],
      ['conclusion', 'Conclusion', ''],
    ]);
  });

  it('takes a named conclusion section, and attaches figures to the step above them', () => {
    const content = doc(
      page(1, [{ text: 'Step 1: Mark the wall' }, { text: 'Step 2: Drill' }], {
        figures: [{ id: 'p1-1', page: 1, x: 72, y: 110, width: 100, height: 80 }],
      }),
      page(2, [{ text: 'Summary', bold: true }, { text: 'Tidy up.' }], {
        figures: [{ id: 'p2-1', page: 2, x: 72, y: 300, width: 100, height: 80 }],
      }),
    );
    const made = structurePdf(content);
    expect(made.items.map((i) => [i.type, i.title, i.description])).toEqual([
      ['introduction', 'Introduction', ''],
      ['step', 'Mark the wall', ''],
      ['step', 'Drill', ''],
      ['conclusion', 'Conclusion', 'Tidy up.'],
    ]);
    expect(made.figures).toEqual([
      { itemIndex: 2, figureId: 'p1-1' },
      { itemIndex: 2, figureId: 'p2-1' },
    ]);
  });

  it('is deterministic, and a text without steps fails the list check', () => {
    const content = doc(page(1, [{ text: 'Just a memo.' }, { text: 'Nothing to do.' }]));
    expect(structurePdf(content)).toEqual(structurePdf(content));
    expect(importedItemsProblem(structurePdf(content).items)).toBe('there is no step');
  });

  it('clips long titles at a word, within the title rule', () => {
    const long =
      'Turn the isolator to off and check that the indicator lamp on the panel is dark before you go on';
    const title = clipTitle(long, 'Step');
    expect([...title].length).toBeLessThanOrEqual(90);
    expect(title.endsWith('…')).toBe(true);
    expect(clipTitle('   ', 'Step')).toBe('Step');
  });
});
