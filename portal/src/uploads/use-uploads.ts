import { useSyncExternalStore } from 'react';
import { api } from '../api';
import { UploadQueue, type UploadTask } from './upload-queue';
import { forgetUpload, saveUpload, savedUploads } from './upload-persistence';

/** The tab's one upload queue. */
export const uploads = new UploadQueue(api, {
  save: saveUpload,
  forget: forgetUpload,
  list: savedUploads,
});

export function useUploads(workspaceId?: string): readonly UploadTask[] {
  const all = useSyncExternalStore(uploads.subscribe, uploads.getSnapshot);
  return workspaceId ? all.filter((task) => task.workspaceId === workspaceId) : all;
}
