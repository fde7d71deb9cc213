// What several parts of the <Instruction/> share: failure sentences, item numbers, durations.
import {
  UploadProblem,
  type SmartInstructionUploadProblem,
  type SopItemForViewing,
} from '@stepwise/core';
import type { MessageKey } from '@stepwise/i18n';
import type { InstructionFailure } from '../core/instruction-store.js';

/** A failed load's sentence: what the person can do about it, by the HTTP status. */
export function loadFailureKey(failure: InstructionFailure): MessageKey {
  if (failure.status === 0) return 'instruction.error.network';
  if (failure.status === 401) return 'instruction.error.signIn';
  if (failure.status === 403) return 'instruction.error.forbidden';
  return 'instruction.error.server';
}

/** A refused photo's sentence (core's smartInstructionUploadProblem, 001 §5 limits). */
export function photoProblemKey(problem: SmartInstructionUploadProblem): MessageKey {
  if (problem === UploadProblem.FileTooLarge) return 'instruction.photo.tooLarge';
  if (problem === UploadProblem.InvalidFileType) return 'instruction.photo.invalidType';
  return 'instruction.photo.none';
}

/** Steps numbered 1, 2, ... and their substeps 1.1, 1.2, ... in list order; others have none. */
export function itemNumbers(items: readonly SopItemForViewing[]): Map<string, string> {
  const numbers = new Map<string, string>();
  let step = 0;
  let sub = 0;
  for (const item of items) {
    if (item.type === 'step') {
      step += 1;
      sub = 0;
      numbers.set(item.id, String(step));
    } else if (item.type === 'sub_step' && step > 0) {
      sub += 1;
      numbers.set(item.id, `${step}.${sub}`);
    }
  }
  return numbers;
}

/** m:ss, or h:mm:ss past an hour: the same in every language. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** The type label shown above an item whose title is its type's (a warning, a tool list). */
export const TYPE_KEYS: Partial<Record<SopItemForViewing['type'], MessageKey>> = {
  warning: 'instruction.type.warning',
  tool: 'instruction.type.tool',
  checklist: 'instruction.type.checklist',
  file_request: 'instruction.type.fileRequest',
  quiz: 'instruction.type.quiz',
};
