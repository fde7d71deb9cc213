/**
 * Playing a past version of a workflow (issue 23; 002 §2 `versionId`, §7 GET
 * /v1/player/workflow-version-histories/{versionId}): the rules both data sources share, and
 * what the player shows of it. Zod-free and small: the element's first chunk carries it.
 */
import { ErrorCode, StepwiseError, type ErrorCodeValue } from '@stepwise/core';

/** What a version answer carries (core playerWorkflowSchema `version`). */
export interface PastVersion {
  id: string;
  /** '1.0', '2.0', ... */
  version: string;
  createdAt: string;
  /** The newest version: what the published workflow plays now. */
  latest: boolean;
}

// Shaped as the wire's refusals (read-wrapped.ts wireError): the HTTP status in data.status.
const refusal = (code: ErrorCodeValue, status: number, message: string) =>
  new StepwiseError(code, message, { data: { status } });

/**
 * A versionId asked for through a share link: version history is for signed-in members (002 §7
 * reads it signed in), so the player refuses before any request (no permission, no retry).
 */
export function versionThroughShareError(): StepwiseError {
  return refusal(
    ErrorCode.Forbidden,
    403,
    'A past version of a workflow plays signed in only, not through a share link.',
  );
}

/**
 * The version's answer, once it is known to be a version of the workflow the player was given:
 * a version id of another workflow must not play under this one's address (and its tracking).
 */
export function checkedVersion<W extends { id: string; version?: PastVersion | undefined }>(
  workflow: W,
  workflowId: string,
  versionId: string,
): W {
  if (workflow.id !== workflowId || (workflow.version && workflow.version.id !== versionId)) {
    throw refusal(ErrorCode.NotFound, 404, `Version ${versionId} is not one of this workflow.`);
  }
  return workflow;
}

/** The badge over an old version (002 §2): shown unless it is the newest one. */
export function pastVersionBadge(version: PastVersion | undefined): PastVersion | null {
  return version && !version.latest ? version : null;
}
