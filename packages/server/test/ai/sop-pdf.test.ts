/**
 * "SOP from a PDF" offline, on generated PDFs (test/fixtures/sop-pdf.ts): pdfjs reads the three
 * pages, pdf-structure.ts makes the expected items in the expected order with the figure on its
 * step; an encrypted PDF and a text file named .pdf are refused with their messages.
 */
import { describe, expect, it } from 'vitest';
import { StepwiseError } from '@stepwise/core';
import { readPdf, checkPdf, hasPdfHeader, PdfRefusedError } from '../../src/ai/sop/pdf-text.js';
import { structurePdf } from '../../src/ai/sop/pdf-structure.js';
import { importedItemsProblem } from '../../src/ai/sop/sop-items-check.js';
import { preflightPdf } from '../../src/domain/sop-import-job.js';
import { documentText, itemsFromAnswer } from '../../src/domain/sop-llm.js';
import { encryptedSopPdf, notAPdf, sopPdf, SOP_PDF_EXPECTED } from '../fixtures/sop-pdf.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

describe('reading the generated SOP PDF', () => {
  it('becomes the expected items, in order, with the figure on its step', async () => {
    const pages: string[] = [];
    const content = await readPdf(await sopPdf(), {
      renderFigures: true,
      onPage: (p, n) => void pages.push(`Reading page ${p} of ${n}`),
    });
    expect(pages).toEqual(['Reading page 1 of 3', 'Reading page 2 of 3', 'Reading page 3 of 3']);
    const made = structurePdf(content);
    expect(made.title).toBe(SOP_PDF_EXPECTED.title);
    expect(made.items.map((i) => [i.type, i.title, i.description])).toEqual(
      SOP_PDF_EXPECTED.items.map((i) => [...i]),
    );
    expect(importedItemsProblem(made.items)).toBeNull();

    const figures = content.pages.flatMap((p) => p.figures);
    expect(figures).toHaveLength(1);
    expect(figures[0]).toMatchObject({ id: 'p2-1', page: 2 });
    expect([...figures[0]!.png!.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
    const owner = made.items[made.figures[0]!.itemIndex]!;
    expect(made.figures).toHaveLength(1);
    expect(owner.title).toBe(SOP_PDF_EXPECTED.figureItemTitle);

    // The warning box and the heading sizes are what told them apart.
    expect(content.pages[1]!.boxes).toHaveLength(1);
    expect(content.pages[0]!.lines[0]).toMatchObject({ fontSize: 24, bold: true });
  });

  it('refuses an encrypted PDF and a text file named .pdf, in words a person can act on', async () => {
    const encrypted = await encryptedSopPdf();
    expect(hasPdfHeader(encrypted)).toBe(true);
    await expect(checkPdf(encrypted)).rejects.toMatchObject({
      name: 'PdfRefusedError',
      code: 'encrypted',
    });
    await expect(preflightPdf(encrypted)).rejects.toSatisfy(
      (e) =>
        e instanceof StepwiseError &&
        e.message === 'The PDF is password-protected; remove the password and upload it again',
    );
    await expect(checkPdf(notAPdf())).rejects.toBeInstanceOf(PdfRefusedError);
    await expect(preflightPdf(notAPdf())).rejects.toSatisfy(
      (e) => e instanceof StepwiseError && e.message === 'The file is not a PDF',
    );
    const damaged = new TextEncoder().encode('%PDF-1.7\nnot really\n');
    await expect(preflightPdf(damaged)).rejects.toBeInstanceOf(StepwiseError);
    await expect(preflightPdf(await sopPdf())).resolves.toBeUndefined();
    // Bytes read from storage come as a Node Buffer, which pdfjs itself refuses.
    await expect(preflightPdf(Buffer.from(await sopPdf()))).resolves.toBeUndefined();
  });
});

describe("a chat model's step list", () => {
  it('is checked against the item schema and the list rules before anything is kept', async () => {
    const content = await readPdf(await sopPdf());
    expect(documentText(content)).toContain('[figure p2-1]');
    expect(documentText(content)).toContain('[24pt bold] Replace the hydraulic filter');
    const good = JSON.stringify({
      title: 'Hydraulic filter',
      items: [
        { type: 'introduction', title: 'Introduction', description: 'Why.' },
        { type: 'step', title: 'Drain the oil', figures: ['p2-1', 'p9-9'] },
        { type: 'sub_step', title: 'Open the valve' },
        { type: 'conclusion', title: 'Conclusion' },
      ],
    });
    const made = itemsFromAnswer(`\`\`\`json\n${good}\n\`\`\``, content);
    expect(made.items.map((i) => i.type)).toEqual([
      'introduction',
      'step',
      'sub_step',
      'conclusion',
    ]);
    expect(made.figures).toEqual([{ itemIndex: 1, figureId: 'p2-1' }]);
    expect(made.title).toBe('Hydraulic filter');

    const orphan = JSON.stringify({
      items: [
        { type: 'introduction', title: 'Introduction' },
        { type: 'sub_step', title: 'Open the valve' },
        { type: 'step', title: 'Drain' },
        { type: 'conclusion', title: 'Conclusion' },
      ],
    });
    expect(() => itemsFromAnswer(orphan, content)).toThrow(
      "The chat model's step list breaks the rules: item 2, a substep, does not follow a step",
    );
    expect(() => itemsFromAnswer('Sure! Here are the steps.', content)).toThrow(
      /^The chat model's answer is not JSON/,
    );
    expect(() => itemsFromAnswer('{"items":[{"type":"quiz"}]}', content)).toThrow(
      /not in the asked shape/,
    );
  });
});
