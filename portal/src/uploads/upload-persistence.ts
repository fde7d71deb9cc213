/**
 * Uploads that survive a reload: the File itself (IndexedDB stores Blobs) and the server's
 * upload id, kept from the moment the server knows the upload until it became a workflow or
 * was cancelled.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

export interface SavedUpload {
  uploadId: string;
  file: Blob;
  fileName: string;
  title: string;
  workspaceId: string;
  languageCode: string;
  savedAt: number;
}

let store: UseStore | null = null;
const db = () => (store ??= createStore('stepwise-portal', 'uploads'));

export async function saveUpload(upload: SavedUpload): Promise<void> {
  await set(upload.uploadId, upload, db());
}

export async function forgetUpload(uploadId: string): Promise<void> {
  await del(uploadId, db());
}

export async function savedUploads(): Promise<SavedUpload[]> {
  if (typeof indexedDB === 'undefined') return [];
  const all = await entries<string, SavedUpload>(db());
  return all.map(([, value]) => value).sort((a, b) => a.savedAt - b.savedAt);
}
