/**
 * The uploads of this tab, framework-free: files waiting, uploading, turning into workflows, or
 * interrupted by a reload and offered for resume. The dialog and the workspace page read it
 * through useUploads(); uploads go on while the user moves between pages.
 */
import {
  deleteUpload,
  getUpload,
  initializeWorkflow,
  isAbortError,
  statusOf,
  uploadFile,
  type Api,
  type WorkflowView,
} from '@stepwise/api';
import { titleErrors, VIDEO_UPLOAD_LIMITS } from '@stepwise/core';
import { messageOf, t, type MessageKey } from '../i18n/t';
import { contentTypeOf, fileProblems, titleFromFileName } from './file-checks';
import type { SavedUpload } from './upload-persistence';

export type UploadStatus =
  'pending' | 'uploading' | 'initializing' | 'processing' | 'interrupted' | 'failed' | 'cancelled';

export interface UploadTask {
  key: string;
  /** Null for an upload restored without its file (the browser dropped it). */
  file: Blob | null;
  fileName: string;
  title: string;
  workspaceId: string;
  languageCode: string;
  uploadId: string | null;
  status: UploadStatus;
  uploadedBytes: number;
  totalBytes: number;
  /** Why it cannot start or what went wrong, ready to show. */
  error: string | null;
  workflowId: string | null;
}

export interface UploadPersistence {
  save(upload: SavedUpload): Promise<void>;
  forget(uploadId: string): Promise<void>;
  list(): Promise<SavedUpload[]>;
}

type CreatedListener = (task: UploadTask, workflow: WorkflowView) => void;

const ACTIVE: readonly UploadStatus[] = ['uploading', 'initializing'];

/** A refusal that resuming cannot fix: the upload is gone or the file was turned down. */
const isFinalRefusal = (err: unknown) => {
  const status = statusOf(err);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

export class UploadQueue {
  #tasks: readonly UploadTask[] = [];
  #listeners = new Set<() => void>();
  #created = new Set<CreatedListener>();
  #controllers = new Map<string, AbortController>();
  #restored: Promise<void> | null = null;
  #next = 0;

  constructor(
    private readonly api: Api,
    private readonly persistence: UploadPersistence,
  ) {}

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadTask[] => this.#tasks;

  onWorkflowCreated(listener: CreatedListener): () => void {
    this.#created.add(listener);
    return () => this.#created.delete(listener);
  }

  #set(key: string, change: Partial<UploadTask>) {
    this.#tasks = this.#tasks.map((task) => (task.key === key ? { ...task, ...change } : task));
    for (const listener of this.#listeners) listener();
  }

  #find(key: string) {
    return this.#tasks.find((task) => task.key === key);
  }

  /** Adds chosen files for a workspace; returns a message when some were left out. */
  add(files: readonly File[], where: { workspaceId: string; languageCode: string }): string | null {
    const waiting = this.#tasks.filter(
      (task) => task.workspaceId === where.workspaceId && task.status === 'pending',
    ).length;
    const room = Math.max(0, VIDEO_UPLOAD_LIMITS.maxFiles - waiting);
    const taken = files.slice(0, room);
    const added = taken.map((file): UploadTask => {
      const problems = fileProblems(file);
      return {
        key: `upload-${++this.#next}`,
        file,
        fileName: file.name,
        title: titleFromFileName(file.name, t('upload.untitled')),
        workspaceId: where.workspaceId,
        languageCode: where.languageCode,
        uploadId: null,
        status: 'pending',
        uploadedBytes: 0,
        totalBytes: file.size,
        error: problems.length > 0 ? problems.map((p) => t(p as MessageKey)).join(' ') : null,
        workflowId: null,
      };
    });
    this.#tasks = [...this.#tasks, ...added];
    for (const listener of this.#listeners) listener();
    return files.length > taken.length
      ? t('upload.tooMany', { max: VIDEO_UPLOAD_LIMITS.maxFiles })
      : null;
  }

  setTitle(key: string, title: string) {
    const problems = titleErrors(title);
    this.#set(key, { title, error: problems[0] ? t(problems[0] as MessageKey) : null });
  }

  /** Starts every ready upload of a workspace. */
  startAll(workspaceId: string) {
    for (const task of this.#tasks) {
      if (task.workspaceId === workspaceId && task.status === 'pending' && !task.error) {
        void this.start(task.key);
      }
    }
  }

  async start(key: string): Promise<void> {
    const task = this.#find(key);
    if (!task || ACTIVE.includes(task.status) || !task.file) return;
    const file = task.file;
    const controller = new AbortController();
    this.#controllers.set(key, controller);
    this.#set(key, { status: 'uploading', error: null });
    let uploadId = task.uploadId;
    try {
      const upload = await uploadFile(this.api, file, {
        fileName: task.fileName,
        contentType: contentTypeOf({ name: task.fileName, type: file.type }),
        signal: controller.signal,
        resume: uploadId ? { id: uploadId } : undefined,
        onCreated: (created) => {
          uploadId = created.id;
          this.#set(key, { uploadId });
          const current = this.#find(key) ?? task;
          void this.persistence
            .save({
              uploadId: created.id,
              file,
              fileName: current.fileName,
              title: current.title,
              workspaceId: current.workspaceId,
              languageCode: current.languageCode,
              savedAt: Date.now(),
            })
            .catch(() => undefined); // private mode: no resume after reload, the upload still runs
        },
        onProgress: (p) =>
          this.#set(key, { uploadedBytes: p.uploadedBytes, totalBytes: p.totalBytes }),
      });
      this.#set(key, { status: 'initializing' });
      const current = this.#find(key) ?? task;
      const { item } = await initializeWorkflow(this.api, upload.id, {
        workspaceId: current.workspaceId,
        title: current.title.trim(),
        languageCode: current.languageCode,
      });
      await this.persistence.forget(upload.id).catch(() => undefined);
      this.#set(key, { status: 'processing', workflowId: item.id, file: null });
      const done = this.#find(key);
      for (const listener of this.#created) if (done) listener(done, item);
    } catch (err) {
      if (isAbortError(err)) {
        if (uploadId) await this.persistence.forget(uploadId).catch(() => undefined);
        this.#set(key, { status: 'cancelled' });
      } else if (isFinalRefusal(err)) {
        if (uploadId) await this.persistence.forget(uploadId).catch(() => undefined);
        this.#set(key, { status: 'failed', error: messageOf(err), uploadId: null });
      } else {
        // Network or server trouble: the parts that arrived stay; resume sends the rest.
        this.#set(key, { status: 'interrupted', error: messageOf(err) });
      }
    } finally {
      this.#controllers.delete(key);
    }
  }

  /** Stops an upload in flight (the server deletes it) or discards one waiting or stopped. */
  async cancel(key: string): Promise<void> {
    const task = this.#find(key);
    if (!task) return;
    const controller = this.#controllers.get(key);
    if (controller) return controller.abort();
    if (task.uploadId && task.status === 'interrupted') {
      await deleteUpload(this.api, task.uploadId).catch(() => undefined);
      await this.persistence.forget(task.uploadId).catch(() => undefined);
    }
    this.#tasks = this.#tasks.filter((task) => task.key !== key);
    for (const listener of this.#listeners) listener();
  }

  /** Forgets finished, failed and cancelled rows. */
  clearDone(workspaceId: string) {
    this.#tasks = this.#tasks.filter(
      (task) =>
        task.workspaceId !== workspaceId ||
        !(['processing', 'failed', 'cancelled'] as UploadStatus[]).includes(task.status),
    );
    for (const listener of this.#listeners) listener();
  }

  /** Once per page load: uploads a reload interrupted come back as 'interrupted'. */
  restore(): Promise<void> {
    this.#restored ??= this.#restore();
    return this.#restored;
  }

  async #restore() {
    const saved = await this.persistence.list().catch(() => [] as SavedUpload[]);
    for (const s of saved) {
      if (this.#tasks.some((task) => task.uploadId === s.uploadId)) continue;
      let uploadedBytes = 0;
      try {
        const upload = await getUpload(this.api, s.uploadId);
        uploadedBytes = Math.min(s.file.size, upload.receivedParts.length * upload.partSize);
      } catch (err) {
        if (isFinalRefusal(err)) {
          // Expired or already a workflow: nothing left to resume.
          await this.persistence.forget(s.uploadId).catch(() => undefined);
          continue;
        }
      }
      this.#tasks = [
        ...this.#tasks,
        {
          key: `upload-${++this.#next}`,
          file: s.file instanceof Blob ? s.file : null,
          fileName: s.fileName,
          title: s.title,
          workspaceId: s.workspaceId,
          languageCode: s.languageCode,
          uploadId: s.uploadId,
          status: 'interrupted',
          uploadedBytes,
          totalBytes: s.file.size,
          error: s.file instanceof Blob ? null : t('upload.fileMissing'),
          workflowId: null,
        },
      ];
      for (const listener of this.#listeners) listener();
    }
  }
}
