/**
 * 002 §5 "create skill" title rules, shared by the create dialog and the builder's rename:
 * required, not only spaces, at most SKILL_TITLE_MAX characters, and the invalid-name check
 * (core's nameErrors: a skill title is a name in the spec's sense). A leading space cannot be
 * typed at all (blocksLeadingSpace, on keydown).
 */
import { nameErrors, SKILL_TITLE_MAX } from '@stepwise/core';
import type { MessageKey } from '../../i18n/t';

/** The message key of the first rule the title breaks, or null when it is valid. */
export function skillTitleError(title: string): MessageKey | null {
  return (nameErrors(title, { max: SKILL_TITLE_MAX })[0] as MessageKey | undefined) ?? null;
}

/** 002 §5: a space typed as the first character is blocked, not trimmed later. */
export function blocksLeadingSpace(key: string, selectionStart: number | null): boolean {
  return key === ' ' && (selectionStart ?? 0) === 0;
}
