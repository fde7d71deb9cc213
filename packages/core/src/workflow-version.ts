// Version history of workflows (issue 23; 001 §3 "Version history", §9 "Version history max 1000
// versions ... maximum versions per document is a configured value"). Zod-free: the version panel
// and the server share the diff; wire schemas in workflow-version.schema.ts.

/** 001 §9: never more than this many versions of one document, whatever the setting says. */
export const VERSION_HISTORY_HARD_MAX = 1000;

/**
 * The number a publish gets: 1.0 at the first, then 2.0, 3.0 ... (as smart instructions number
 * theirs, issue 20). `earlier` is how many versions the document already has.
 */
export function nextVersionLabel(earlier: number): string {
  return `${earlier + 1}.0`;
}

/** Whether a publish may keep one more version: under the organisation's maximum and the hard cap. */
export function mayKeepVersion(existing: number, configuredMax: number): boolean {
  return existing < Math.min(configuredMax, VERSION_HISTORY_HARD_MAX);
}

/** A step as a version keeps it (what the diff compares). */
export interface VersionStep {
  id: string;
  order: number;
  /** Title per language code. */
  title: Record<string, string>;
  startTime: number;
  endTime: number;
}

export interface VersionSentence {
  sentence: string;
  startTime: number;
  endTime: number;
}

/** What two versions (or a version and the current draft) are compared on. */
export interface VersionContent {
  title: string;
  languageCode: string;
  steps: readonly VersionStep[];
  transcriptions: readonly { languageCode: string; sentences: readonly VersionSentence[] }[];
  /** The media the version plays (its master playlist key): a changed picture or sound. */
  hlsKey: string | null;
}

/** Steps closer than this (seconds) at both ends count as not retimed (float noise). */
export const VERSION_RETIME_TOLERANCE_SECONDS = 0.05;

export interface VersionStepRef {
  id: string;
  order: number;
  /** The title in the version's language (else any), '' when untitled. */
  title: string;
}

export interface WorkflowVersionDiff {
  titleChanged: { from: string; to: string } | null;
  stepsAdded: VersionStepRef[];
  stepsRemoved: VersionStepRef[];
  stepsRetimed: (VersionStepRef & {
    from: { startTime: number; endTime: number };
    to: { startTime: number; endTime: number };
  })[];
  stepsRenamed: (VersionStepRef & { from: string })[];
  /** Per transcript language present in either version: its lines added, removed and changed. */
  transcriptChanges: {
    languageCode: string;
    added: VersionSentence[];
    removed: VersionSentence[];
    changed: { from: VersionSentence; to: VersionSentence }[];
  }[];
  mediaChanged: boolean;
  /** Nothing differs. */
  same: boolean;
}
