/**
 * "SOP from a PDF" by a configured chat model (issue 20 item 3): the text the PDF reader found
 * goes in line by line, marked with its size, boldness, frame and the figures between lines; the
 * model answers one JSON object of items. The answer must parse with `modelAnswerSchema`, each
 * item with core's sopItemInputSchema and the list with the step list's rules
 * (importedItemsProblem); anything else is a `SopModelError`, which the job records as the
 * SOP's failure, never storing the items. Used only when the organisation has the smart video
 * SOP feature on and a model is configured (sop-import-job.ts); offline is the default.
 */
import { z } from 'zod';
import { SOP_MAX_ITEMS, type SopItemInput } from '@stepwise/core';
import type { ChatModel, LlmMessage } from '../ai/llm/types.js';
import { modelJson } from '../ai/llm/model-json.js';
import type { PdfContent } from '../ai/sop/pdf-text.js';
import type { StructuredSop } from '../ai/sop/pdf-structure.js';
import { clipDescription, clipTitle, importedItemsProblem } from '../ai/sop/sop-items-check.js';

export class SopModelError extends Error {
  override readonly name = 'SopModelError';
}

const IMPORT_TYPES = ['introduction', 'conclusion', 'step', 'sub_step', 'warning', 'tool'] as const;

/** What the model is asked to answer (and must). */
export const modelAnswerSchema = z.object({
  title: z.string().max(500).nullable().optional(),
  items: z
    .array(
      z.object({
        type: z.enum(IMPORT_TYPES),
        title: z.string().max(500),
        description: z.string().max(20_000).default(''),
        figures: z.array(z.string().max(32)).max(20).default([]),
      }),
    )
    .min(3)
    .max(SOP_MAX_ITEMS),
});

/** The document as the model reads it: one line per text line, figures where they sit. */
export function documentText(content: PdfContent): string {
  const out: string[] = [];
  for (const page of content.pages) {
    out.push(`--- page ${page.number}`);
    const marks = [
      ...page.lines.map((l) => ({
        y: l.y,
        text: `[${l.fontSize}pt${l.bold ? ' bold' : ''}] ${l.text}`,
      })),
      ...page.figures.map((f) => ({ y: f.y, text: `[figure ${f.id}]` })),
    ].sort((a, b) => a.y - b.y);
    for (const m of marks) out.push(m.text);
  }
  return out.join('\n');
}

export function sopPrompt(content: PdfContent): LlmMessage[] {
  const system = [
    'You turn the text of a standard operating procedure (SOP) PDF into a step list.',
    'Answer with one JSON object and nothing else, of this shape:',
    '{"title":"the document title","items":[',
    ' {"type":"introduction","title":"Introduction","description":"text before the steps"},',
    ' {"type":"tool","title":"Tools and materials","description":"one entry per line"},',
    ' {"type":"step","title":"short imperative title","description":"what to do","figures":["p2-1"]},',
    ' {"type":"sub_step","title":"...","description":"..."},',
    ' {"type":"warning","title":"Warning","description":"the warning text"},',
    ' {"type":"conclusion","title":"Conclusion","description":"closing text"}]}',
    'Rules: the introduction first and the conclusion last, once each; a sub_step comes right',
    'after its step or another sub_step; warnings and tools go after the substeps of the step',
    'they belong to; titles are at most 90 characters; copy the text, never invent steps.',
    '"figures" lists the ids of the [figure ...] marks that illustrate that item.',
    'Lines are marked with their font size and boldness; headings and numbered lines are steps.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: documentText(content) },
  ];
}

function jsonOf(answer: string): unknown {
  const json = modelJson(answer);
  if (!json.ok) throw new SopModelError(json.message);
  return json.value;
}

/** The model's answer as items (checked), or a SopModelError saying what was wrong. */
export function itemsFromAnswer(answer: string, content: PdfContent): StructuredSop {
  const parsed = modelAnswerSchema.safeParse(jsonOf(answer));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SopModelError(
      `The chat model's step list is not in the asked shape: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    );
  }
  const known = new Set(content.pages.flatMap((p) => p.figures.map((f) => f.id)));
  const items: SopItemInput[] = parsed.data.items.map((i) => ({
    type: i.type,
    title: clipTitle(i.title, i.type.charAt(0).toUpperCase() + i.type.slice(1)),
    description: clipDescription(i.description),
  }));
  const problem = importedItemsProblem(items);
  if (problem) throw new SopModelError(`The chat model's step list breaks the rules: ${problem}`);
  const figures = parsed.data.items.flatMap((i, itemIndex) =>
    i.figures.filter((id) => known.has(id)).map((figureId) => ({ itemIndex, figureId })),
  );
  const title = parsed.data.title ? clipTitle(parsed.data.title, '') || null : null;
  return { title, items, figures };
}

export async function llmSopItems(
  model: ChatModel,
  content: PdfContent,
  signal: AbortSignal,
): Promise<StructuredSop> {
  const answer = await model.complete({ messages: sopPrompt(content), temperature: 0.1, signal });
  return itemsFromAnswer(answer, content);
}
