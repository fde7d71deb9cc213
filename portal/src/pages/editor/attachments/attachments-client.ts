/**
 * What the step attachments panel asks of the server, as one small interface: the panel takes
 * it as a prop so stories and tests hand it an in-memory one, and the portal uses the real
 * calls of @stepwise/api (files go through the portal's resumable upload, like SOP files).
 */
import {
  addStepAttachment,
  addStepAttachmentFile,
  deleteStepAttachment,
  getWorkflowSteps,
  listStepAttachments,
  searchWorkflowsAdvanced,
  updateStepAttachment,
  uploadFile,
} from '@stepwise/api';
import type { StepAttachment, StepAttachmentCreate } from '@stepwise/core';
import { api } from '../../../api';

export interface AttachmentChange {
  name?: string;
  label?: string;
  link?: string;
  order?: number;
}

/** A workflow to link to, and a step of one. */
export interface PickableWorkflow {
  id: string;
  title: string;
}
export interface PickableStep {
  id: string;
  title: string;
}

export interface StepAttachmentsClient {
  list(workflowId: string): Promise<StepAttachment[]>;
  addLink(stepId: string, body: StepAttachmentCreate): Promise<StepAttachment>;
  /** Sends the file (progress 0..1), then attaches the finished upload. */
  addFile(
    stepId: string,
    file: File,
    onProgress: (fraction: number) => void,
  ): Promise<StepAttachment>;
  update(id: string, change: AttachmentChange): Promise<StepAttachment>;
  remove(id: string): Promise<void>;
  /** Workflows the caller can see whose title matches (at most a page). */
  searchWorkflows(keyword: string): Promise<PickableWorkflow[]>;
  stepsOf(workflowId: string): Promise<PickableStep[]>;
}

/** How many workflows the picker lists: it narrows by typing, it does not page. */
const PICKER_SIZE = 20;

/** A step's title in some language (the picker only needs to tell steps apart). */
const titleOf = (title: Record<string, string>) =>
  Object.values(title).find((t) => t.trim() !== '') ?? '';

export const apiAttachmentsClient: StepAttachmentsClient = {
  list: (workflowId) => listStepAttachments(api, workflowId),
  addLink: (stepId, body) => addStepAttachment(api, stepId, body),
  async addFile(stepId, file, onProgress) {
    const upload = await uploadFile(api, file, {
      fileName: file.name,
      contentType: file.type,
      onProgress: (p) => onProgress(p.totalBytes ? p.uploadedBytes / p.totalBytes : 0),
    });
    return addStepAttachmentFile(api, stepId, upload.id);
  },
  update: (id, change) => updateStepAttachment(api, id, change),
  remove: (id) => deleteStepAttachment(api, id),
  async searchWorkflows(keyword) {
    const found = await searchWorkflowsAdvanced(api, {
      filters: keyword.trim() ? { keyword: keyword.trim() } : {},
      paginate: { page: 0, size: PICKER_SIZE },
      sort: { field: keyword.trim() ? 'relevance' : 'updatedAt', order: 'desc' },
    });
    return found.items.map((w) => ({ id: w.id, title: w.title }));
  },
  async stepsOf(workflowId) {
    const steps = await getWorkflowSteps(api, workflowId);
    return steps
      .slice()
      .sort((a, b) => a.order - b.order)
      .map((s, i) => ({ id: s.id, title: `${i + 1}. ${titleOf(s.title)}`.trim() }));
  },
};
