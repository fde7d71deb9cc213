import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_DOCUMENT_VERSIONS } from './constants.js';
import { shouldKeepVersion } from './versioning.js';
import { versionedDocumentSchema } from './versioning.schema.js';

describe('versioning', () => {
  it('000 §3: versioned documents carry id, oid, vid, vTimestamp, totalVersions', () => {
    const original = { id: 'd1', oid: 'd1', vid: null, vTimestamp: null, totalVersions: 0 };
    expect(versionedDocumentSchema.parse(original)).toEqual(original);
    const version = {
      id: 'd1v3',
      oid: 'd1',
      vid: 'v3',
      vTimestamp: '2024-05-01T10:00:00Z',
      totalVersions: 3,
    };
    expect(versionedDocumentSchema.parse(version)).toEqual(version);
    expect(versionedDocumentSchema.safeParse({ ...version, totalVersions: -1 }).success).toBe(
      false,
    );
  });

  it('000 §9: a version is kept while the total is under the maximum', () => {
    expect(shouldKeepVersion(0, DEFAULT_MAX_DOCUMENT_VERSIONS)).toBe(true);
    expect(shouldKeepVersion(49, 50)).toBe(true);
    expect(shouldKeepVersion(50, 50)).toBe(false);
    expect(shouldKeepVersion(51, 50)).toBe(false);
  });
});
