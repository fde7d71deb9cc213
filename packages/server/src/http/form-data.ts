/**
 * `multipart/form-data` bodies (issue 20: a run's photo, POST .../user-file-request): read whole,
 * up to a limit, by the platform's own parser (undici's `Response.formData`), into a plain object:
 * text fields as strings, files as `{ fileName, bytes }`. Bytes are not text, so the input guard
 * passes them by (core inspectInput); each route checks the object with its zod schema.
 */
import { ErrorCode, StepwiseError } from '@stepwise/core';
import type { ZodApp } from '../services.js';

export interface FormFile {
  fileName: string;
  bytes: Uint8Array;
}

/** Over every file a form of ours takes (5 MB photos) plus the form's own framing. */
export const FORM_BODY_LIMIT = 6 * 1024 * 1024;

const refused = (why: string) =>
  new StepwiseError(ErrorCode.BadRequest, `body: ${why}`, { category: 'validation' });

async function readForm(
  contentType: string,
  body: Buffer,
): Promise<Record<string, string | FormFile>> {
  const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  const out: Record<string, string | FormFile> = {};
  for (const [name, value] of form.entries()) {
    if (Object.hasOwn(out, name)) throw refused(`field ${name} is sent twice`);
    out[name] =
      typeof value === 'string'
        ? value
        : { fileName: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return out;
}

/** Installs the parser once per instance (routes in several files may ask for it). */
export function useFormData(app: ZodApp): void {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT },
    (req, body, done) => {
      // Only routes that say they take forms do: the others answer 415 as before.
      const consumes = (req.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
      if (!consumes?.includes('multipart/form-data')) {
        const unsupported = new Error('Unsupported Media Type: multipart/form-data');
        return done(Object.assign(unsupported, { statusCode: 415 }));
      }
      readForm(String(req.headers['content-type']), body as Buffer).then(
        (form) => done(null, form),
        (err: unknown) =>
          done(err instanceof StepwiseError ? err : refused('not valid multipart form data')),
      );
    },
  );
}
