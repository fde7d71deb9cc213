/**
 * What the version-history panel reads and does (issue 23; 001 §3, 002 §7), behind one small
 * port: the portal passes its signed-in api client (the default), stories and tests pass a
 * client of their own.
 */
import { diffWorkflowVersions, listWorkflowVersions, restoreWorkflowVersion } from '@stepwise/api';
import type { RouteAnswer, WorkflowVersion, WorkflowView } from '@stepwise/core';
import { api } from '../../api';

/** GET /v1/workflows/{id}/version-diff's item: the two sides and what changed. */
export type VersionComparison = RouteAnswer<'GET /v1/workflows/:id/version-diff'>['item'];

export interface VersionHistoryClient {
  list(workflowId: string): Promise<WorkflowVersion[]>;
  /** `to` a version id, or 'draft': the workflow as it is now. */
  compare(workflowId: string, from: string, to: string): Promise<VersionComparison>;
  /** The workflow becomes an unpublished draft equal to the version. */
  restore(versionId: string): Promise<WorkflowView>;
}

export const apiVersionClient: VersionHistoryClient = {
  list: (workflowId) => listWorkflowVersions(api, workflowId),
  compare: (workflowId, from, to) => diffWorkflowVersions(api, workflowId, from, to),
  restore: (versionId) => restoreWorkflowVersion(api, versionId),
};
