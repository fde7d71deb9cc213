import { ErrorCode, StepwiseError } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { loadOutcome } from './loading.js';
import { checkedVersion, pastVersionBadge, versionThroughShareError } from './past-version.js';

const version = {
  id: 'ver1',
  version: '1.0',
  createdAt: '2026-01-01T00:00:00.000Z',
  latest: false,
};

describe('past versions (issue 23; 002 §2 versionId)', () => {
  it('badges a version unless it is the newest', () => {
    expect(pastVersionBadge(version)).toBe(version);
    expect(pastVersionBadge({ ...version, latest: true })).toBeNull();
    expect(pastVersionBadge(undefined)).toBeNull();
  });

  it('takes a version answer only for its own workflow and version id', () => {
    const answer = { id: 'wf1', version };
    expect(checkedVersion(answer, 'wf1', 'ver1')).toBe(answer);
    for (const [workflowId, versionId] of [
      ['wf2', 'ver1'],
      ['wf1', 'ver2'],
    ] as const) {
      expect(() => checkedVersion(answer, workflowId, versionId)).toThrow(StepwiseError);
    }
  });

  it('refuses a share link as no permission, with the wire shape', () => {
    expect(versionThroughShareError()).toMatchObject({
      code: ErrorCode.Forbidden,
      data: { status: 403 },
    });
  });

  it('plays a kept version even when the workflow is an unpublished draft now', () => {
    const input = { isPublic: false, signedIn: true, location: '/', preview: false, userId: 'u1' };
    expect(loadOutcome({ ...input, workflow: { published: false, version } })).toEqual({
      kind: 'ready',
    });
    expect(loadOutcome({ ...input, workflow: { published: false } })).toMatchObject({
      reason: 'unavailable',
    });
  });
});
