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

/** A step's title as the diff names it: in `languageCode`, else any, else ''. */
function stepTitle(step: VersionStep, languageCode: string): string {
  return step.title[languageCode] ?? Object.values(step.title).find((t) => t !== '') ?? '';
}

const near = (a: number, b: number) => Math.abs(a - b) <= VERSION_RETIME_TOLERANCE_SECONDS;

/** Title records equal whatever their key order (jsonb does not keep it). */
function sameTitles(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if ((a[k] ?? '') !== (b[k] ?? '')) return false;
  return true;
}

type TranscriptChange = WorkflowVersionDiff['transcriptChanges'][number];

/**
 * One language's lines: a line kept as it was is no change; one at the same time with other
 * words, or the same words at another time, is changed; anything else was added or removed.
 */
function sentenceChanges(
  languageCode: string,
  before: readonly VersionSentence[],
  after: readonly VersionSentence[],
): TranscriptChange {
  const left = [...before];
  const right = [...after];
  const take = (match: (a: VersionSentence, b: VersionSentence) => boolean) => {
    const pairs: { from: VersionSentence; to: VersionSentence }[] = [];
    for (let i = 0; i < left.length;) {
      const a = left[i]!;
      const j = right.findIndex((b) => match(a, b));
      if (j < 0) {
        i++;
        continue;
      }
      pairs.push({ from: a, to: right[j]! });
      left.splice(i, 1);
      right.splice(j, 1);
    }
    return pairs;
  };
  const sameTime = (a: VersionSentence, b: VersionSentence) =>
    near(a.startTime, b.startTime) && near(a.endTime, b.endTime);
  take((a, b) => a.sentence === b.sentence && sameTime(a, b));
  const changed = [...take(sameTime), ...take((a, b) => a.sentence === b.sentence)];
  changed.sort((x, y) => x.to.startTime - y.to.startTime);
  return { languageCode, added: right, removed: left, changed };
}

/**
 * What changed from one version (`from`) to another or to the draft (`to`): steps matched by id
 * (added, removed, retimed beyond VERSION_RETIME_TOLERANCE_SECONDS, renamed in any language),
 * transcript lines per language, the title and the media. `same` when nothing did.
 */
export function workflowVersionDiff(from: VersionContent, to: VersionContent): WorkflowVersionDiff {
  const lang = to.languageCode || from.languageCode;
  const ref = (s: VersionStep) => ({ id: s.id, order: s.order, title: stepTitle(s, lang) });
  const before = new Map(from.steps.map((s) => [s.id, s]));
  const after = new Map(to.steps.map((s) => [s.id, s]));
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

  const stepsAdded = to.steps.filter((s) => !before.has(s.id)).map(ref);
  const stepsRemoved = from.steps.filter((s) => !after.has(s.id)).map(ref);
  const stepsRetimed: WorkflowVersionDiff['stepsRetimed'] = [];
  const stepsRenamed: WorkflowVersionDiff['stepsRenamed'] = [];
  for (const s of to.steps) {
    const old = before.get(s.id);
    if (!old) continue;
    if (!near(old.startTime, s.startTime) || !near(old.endTime, s.endTime)) {
      stepsRetimed.push({
        ...ref(s),
        from: { startTime: old.startTime, endTime: old.endTime },
        to: { startTime: s.startTime, endTime: s.endTime },
      });
    }
    if (!sameTitles(old.title, s.title))
      stepsRenamed.push({ ...ref(s), from: stepTitle(old, lang) });
  }

  const languages = [
    ...new Set([...from.transcriptions, ...to.transcriptions].map((t) => t.languageCode)),
  ].sort();
  const transcriptChanges = languages
    .map((code) =>
      sentenceChanges(
        code,
        from.transcriptions.find((t) => t.languageCode === code)?.sentences ?? [],
        to.transcriptions.find((t) => t.languageCode === code)?.sentences ?? [],
      ),
    )
    .filter((c) => c.added.length + c.removed.length + c.changed.length > 0);

  const titleChanged = from.title === to.title ? null : { from: from.title, to: to.title };
  const mediaChanged = (from.hlsKey ?? null) !== (to.hlsKey ?? null);
  return {
    titleChanged,
    stepsAdded: stepsAdded.sort(byOrder),
    stepsRemoved: stepsRemoved.sort(byOrder),
    stepsRetimed: stepsRetimed.sort(byOrder),
    stepsRenamed: stepsRenamed.sort(byOrder),
    transcriptChanges,
    mediaChanged,
    same:
      !titleChanged &&
      !mediaChanged &&
      stepsAdded.length + stepsRemoved.length + stepsRetimed.length + stepsRenamed.length === 0 &&
      transcriptChanges.length === 0,
  };
}
