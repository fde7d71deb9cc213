/**
 * What changed between two versions, as the sentences the diff view shows (issue 23: "steps
 * added / removed / retimed, transcript lines changed"): each an i18n key with its values, in a
 * fixed order (title, steps, transcript per language, media). Pure: the wording is tested here.
 */
import { formatClock, type WorkflowVersionDiff } from '@stepwise/core';
import type { MessageKey } from '../../i18n/t';

export interface DiffLine {
  key: MessageKey;
  params: Record<string, string | number>;
}

const span = (s: { startTime: number; endTime: number }) =>
  `${formatClock(s.startTime)}–${formatClock(s.endTime)}`;

// Steps are named by title: a step's `order` is a sort key, not its position among the others
// (which the diff does not carry), so no step number is shown.

/** `untitled` stands in for an empty step title (already translated by the caller). */
export function diffLines(diff: WorkflowVersionDiff, untitled: string): DiffLine[] {
  const title = (text: string) => text || untitled;
  const lines: DiffLine[] = [];
  if (diff.titleChanged) {
    lines.push({ key: 'versions.diff.title', params: { ...diff.titleChanged } });
  }
  for (const step of diff.stepsAdded) {
    lines.push({
      key: 'versions.diff.stepAdded',
      params: { title: title(step.title) },
    });
  }
  for (const step of diff.stepsRemoved) {
    lines.push({
      key: 'versions.diff.stepRemoved',
      params: { title: title(step.title) },
    });
  }
  for (const step of diff.stepsRenamed) {
    lines.push({
      key: 'versions.diff.stepRenamed',
      params: { from: title(step.from), to: title(step.title) },
    });
  }
  for (const step of diff.stepsRetimed) {
    lines.push({
      key: 'versions.diff.stepRetimed',
      params: {
        title: title(step.title),
        from: span(step.from),
        to: span(step.to),
      },
    });
  }
  for (const change of diff.transcriptChanges) {
    const language = change.languageCode;
    for (const line of change.added) {
      lines.push({
        key: 'versions.diff.lineAdded',
        params: { language, time: formatClock(line.startTime), text: line.sentence },
      });
    }
    for (const line of change.removed) {
      lines.push({
        key: 'versions.diff.lineRemoved',
        params: { language, time: formatClock(line.startTime), text: line.sentence },
      });
    }
    for (const { from, to } of change.changed) {
      lines.push({
        key: 'versions.diff.lineChanged',
        params: {
          language,
          time: formatClock(to.startTime),
          from: from.sentence,
          to: to.sentence,
        },
      });
    }
  }
  if (diff.mediaChanged) lines.push({ key: 'versions.diff.media', params: {} });
  return lines;
}
