/**
 * An in-memory StepAttachmentsClient for the panel's stories and tests: the server's rules that
 * the panel shows (order, limits by the file's declared type, the sniffed-type refusal of an .exe
 * named like an image) without a server. `fail` makes the next list call fail once.
 */
import {
  AttachmentProblem,
  attachmentKindOf,
  stepAttachmentProblem,
  StepwiseError,
  ErrorCode,
  type StepAttachment,
} from '@stepwise/core';
import type { StepAttachmentsClient } from './attachments-client';

export interface MemoryClient extends StepAttachmentsClient {
  items: StepAttachment[];
  failNextList: boolean;
}

let next = 0;
const newId = () => `att${(next++).toString().padStart(4, '0')}`;
const svg = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 60"><rect width="80" height="60" fill="#dbe7f0"/><text x="40" y="36" font-size="12" text-anchor="middle">${text}</text></svg>`,
  )}`;

/** The first characters of a file (FileReader: jsdom's Blob has no text()). */
const firstChars = (file: Blob, n: number) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => resolve('');
    reader.readAsText(file.slice(0, n));
  });

/** A refusal as @stepwise/api raises it (status and the wrapper's data). */
const refused = (status: number, key: keyof typeof AttachmentProblem) =>
  new StepwiseError(
    status === 413 ? ErrorCode.PayloadTooLarge : ErrorCode.BadRequest,
    AttachmentProblem[key],
    {
      data: { status, data: { key } },
    },
  );

export function memoryClient(
  workflowId: string,
  seed: StepAttachment[] = [],
  opts: { delayMs?: number } = {},
): MemoryClient {
  const wait = () => new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
  const client: MemoryClient = {
    items: seed.slice(),
    failNextList: false,
    async list() {
      await wait();
      if (client.failNextList) {
        client.failNextList = false;
        throw new Error('The server did not answer.');
      }
      return client.items.slice();
    },
    async addLink(stepId, body) {
      await wait();
      const order = client.items.filter((a) => a.stepId === stepId).length;
      const base = { id: newId(), workflowId, stepId, order };
      const item: StepAttachment =
        body.kind === 'link'
          ? { ...base, kind: 'link', label: body.label, link: body.link }
          : body.kind === 'workflow'
            ? {
                ...base,
                kind: 'workflow',
                targetWorkflowId: body.targetWorkflowId,
                title: 'Lock out the press',
              }
            : {
                ...base,
                kind: 'step',
                targetWorkflowId: body.targetWorkflowId,
                targetStepId: body.targetStepId,
                title: 'Drain the oil',
              };
      client.items.push(item);
      return item;
    },
    async addFile(stepId, file, onProgress) {
      onProgress(0.5);
      await wait();
      onProgress(1);
      // The server sniffs the bytes: an .exe ('MZ') is not what its name or type says.
      const exe = (await firstChars(file, 2)) === 'MZ';
      const kind = exe ? null : attachmentKindOf(file.type);
      if (!kind)
        throw refused(
          400,
          /\.(png|jpe?g|gif)$/i.test(file.name) ? 'invalidImageType' : 'invalidFileType',
        );
      const count = client.items.filter((a) => a.stepId === stepId && a.kind === kind).length;
      const problem = stepAttachmentProblem(kind, { mimeType: file.type, bytes: file.size }, count);
      if (problem) throw refused(problem === 'fileTooLarge' ? 413 : 400, problem);
      const base = {
        id: newId(),
        workflowId,
        stepId,
        order: client.items.filter((a) => a.stepId === stepId).length,
        name: file.name,
      };
      const item: StepAttachment =
        kind === 'diagram'
          ? { ...base, kind, link: svg(file.name) }
          : kind === 'pdf'
            ? { ...base, kind, link: '#', size: file.size, thumbnail: svg('PDF') }
            : { ...base, kind, link: '#', thumbnail: svg('Video'), duration: 12 };
      client.items.push(item);
      return item;
    },
    async update(id, change) {
      await wait();
      const found = client.items.find((a) => a.id === id);
      if (!found) throw new Error('Attachment not found');
      const updated = { ...found, ...change } as StepAttachment;
      client.items = client.items.map((a) => (a.id === id ? updated : a));
      return updated;
    },
    async remove(id) {
      await wait();
      client.items = client.items.filter((a) => a.id !== id);
    },
    async searchWorkflows(keyword) {
      await wait();
      const all = [
        { id: 'wf-lockout', title: 'Lock out the press' },
        { id: 'wf-filter', title: 'Replace the hydraulic filter' },
      ];
      return all.filter((w) => w.title.toLowerCase().includes(keyword.toLowerCase()));
    },
    async stepsOf() {
      await wait();
      return [
        { id: 'st-1', title: '1. Stop the press' },
        { id: 'st-2', title: '2. Drain the oil' },
      ];
    },
  };
  return client;
}

/** A step with one of each kind, for stories. */
export function sampleAttachments(workflowId: string, stepId: string): StepAttachment[] {
  const base = { workflowId, stepId };
  return [
    { ...base, id: 'a1', order: 0, kind: 'diagram', name: 'Wiring.png', link: svg('Wiring') },
    {
      ...base,
      id: 'a2',
      order: 1,
      kind: 'pdf',
      name: 'Pump manual.pdf',
      link: '#',
      size: 2_400_000,
      thumbnail: svg('PDF'),
    },
    {
      ...base,
      id: 'a3',
      order: 2,
      kind: 'video',
      name: 'Seal close-up.mp4',
      link: '#',
      thumbnail: svg('Video'),
      duration: 14,
    },
    {
      ...base,
      id: 'a4',
      order: 3,
      kind: 'link',
      label: 'Safety data sheet',
      link: 'https://example.com/sds',
    },
    {
      ...base,
      id: 'a5',
      order: 4,
      kind: 'step',
      targetWorkflowId: 'wf-lockout',
      targetStepId: 'st-2',
      title: 'Drain the oil',
    },
  ];
}
