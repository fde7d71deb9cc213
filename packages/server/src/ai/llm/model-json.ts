/**
 * The JSON object a chat model answered with, for the features that ask for one (AI summary,
 * quiz questions, SOP items): models sometimes wrap it in a ``` fence. An answer that is not
 * JSON gives the message each feature records as its failure, quoting the start of the answer.
 */
export type ModelJson = { ok: true; value: unknown } | { ok: false; message: string };

const PREVIEW = 160;

export function modelJson(answer: string): ModelJson {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/u.exec(answer);
  const text = (fenced?.[1] ?? answer).trim();
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const flat = text.replace(/\s+/gu, ' ');
    const preview = flat.length > PREVIEW ? `${flat.slice(0, PREVIEW)}…` : flat;
    return { ok: false, message: `The chat model's answer is not JSON: ${preview}` };
  }
}
