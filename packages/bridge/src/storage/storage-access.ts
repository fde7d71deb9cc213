/**
 * The Storage Access API, where it helps and never required: a page framed by another site may
 * ask the browser, after a click, for the storage it has as a top-level page (the Stepwise
 * session of someone signed in to the portal). Chrome hands over a handle with that
 * localStorage (`requestStorageAccess({ localStorage: true })`); Firefox lifts the partition of
 * the document's own storage; Safari grants cookies only, which Stepwise does not use. Whatever
 * the answer, the caller carries on with the token it was given.
 */

type StorageAccessDocument = Document & {
  hasStorageAccess?: () => Promise<boolean>;
  requestStorageAccess?: (types?: { localStorage?: boolean }) => Promise<unknown>;
};

/** Whether this browser has the API at all (so a page can offer the button). */
export function storageAccessSupported(doc: Document = document): boolean {
  return typeof (doc as StorageAccessDocument).requestStorageAccess === 'function';
}

/**
 * The top-level site's localStorage, or null (no API, refused, or no storage in the grant).
 * Call it from a user's click: browsers refuse it otherwise.
 */
export async function requestUnpartitionedStorage(
  doc: Document = document,
): Promise<Storage | null> {
  const d = doc as StorageAccessDocument;
  if (typeof d.requestStorageAccess !== 'function') return null;
  try {
    const handle = (await d.requestStorageAccess({ localStorage: true })) as
      { localStorage?: Storage } | undefined;
    if (handle?.localStorage) return handle.localStorage;
    return d.defaultView?.localStorage ?? null;
  } catch {
    return null;
  }
}
