// Test and story data, not shipped: two kept versions of one workflow, and a client over them.
import { ErrorCode, StepwiseError, type WorkflowVersion, type WorkflowView } from '@stepwise/core';
import type { VersionComparison, VersionHistoryClient } from './version-client';

export const sampleVersions: WorkflowVersion[] = [
  {
    id: 'ver2',
    workflowId: 'wf1',
    version: '2.0',
    title: 'Replace the filter',
    latest: true,
    stepsCount: 3,
    videoDuration: 30,
    publishedBy: { uid: 'u1', displayName: 'Ada Lovelace' },
    approvalRequestId: 'req1',
    createdAt: '2026-03-14T10:00:00.000Z',
  },
  {
    id: 'ver1',
    workflowId: 'wf1',
    version: '1.0',
    title: 'Replace the filter',
    latest: false,
    stepsCount: 3,
    videoDuration: 30,
    publishedBy: null,
    approvalRequestId: null,
    createdAt: '2026-03-01T09:00:00.000Z',
  },
];

const noChange = {
  titleChanged: null,
  stepsAdded: [],
  stepsRemoved: [],
  stepsRetimed: [],
  stepsRenamed: [],
  transcriptChanges: [],
  mediaChanged: false,
  same: true,
};

/** 1.0 -> 2.0: the second step renamed and retimed, one transcript line reworded. */
export const sampleComparison: VersionComparison = {
  from: sampleVersions[1]!,
  to: sampleVersions[0]!,
  diff: {
    ...noChange,
    same: false,
    stepsRenamed: [{ id: 's2', order: 1, title: 'Fit the new filter', from: 'Fit the filter' }],
    stepsRetimed: [
      {
        id: 's2',
        order: 1,
        title: 'Fit the new filter',
        from: { startTime: 10, endTime: 25 },
        to: { startTime: 12, endTime: 25 },
      },
    ],
    transcriptChanges: [
      {
        languageCode: 'en',
        added: [],
        removed: [],
        changed: [
          {
            from: { sentence: 'Open the cover.', startTime: 3, endTime: 5 },
            to: { sentence: 'Open the front cover.', startTime: 3, endTime: 5 },
          },
        ],
      },
    ],
  },
};

export const sameComparison: VersionComparison = {
  from: sampleVersions[0]!,
  to: null,
  diff: noChange,
};

export interface MemoryClientOptions {
  versions?: WorkflowVersion[];
  comparison?: VersionComparison;
  /** The list never answers (loading state). */
  hang?: boolean;
  /** The list fails once, then answers (error state and its retry). */
  failList?: boolean;
  /** Restore answers code 50 (in review). */
  inReview?: boolean;
}

/** A client over fixed data, recording the calls made. */
export function memoryVersionClient(options: MemoryClientOptions = {}) {
  const calls: string[] = [];
  let failList = options.failList ?? false;
  const client: VersionHistoryClient = {
    list(workflowId) {
      calls.push(`list ${workflowId}`);
      if (options.hang) return new Promise(() => undefined);
      if (failList) {
        failList = false;
        return Promise.reject(new Error('The server is unreachable.'));
      }
      return Promise.resolve(options.versions ?? sampleVersions);
    },
    compare(workflowId, from, to) {
      calls.push(`compare ${workflowId} ${from} ${to}`);
      return Promise.resolve(options.comparison ?? sampleComparison);
    },
    restore(versionId) {
      calls.push(`restore ${versionId}`);
      if (options.inReview) {
        return Promise.reject(new StepwiseError(ErrorCode.SopInReview, 'in review'));
      }
      return Promise.resolve({ id: 'wf1', published: false } as WorkflowView);
    },
  };
  return { client, calls };
}
