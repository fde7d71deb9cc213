/** 002 §6 safety watermark. */

/** Shown when the workflow asks for it (enableSafetyWatermark) and the organisation allows it. */
export function watermarkVisible(input: {
  enableSafetyWatermark: boolean | null | undefined;
  orgPermission: boolean;
}): boolean {
  return input.enableSafetyWatermark === true && input.orgPermission;
}

/**
 * The id drawn over the video: the author's uid in public mode (a visitor has none), otherwise
 * the viewer's user id, so a leaked recording points at who watched it.
 */
export function watermarkId(input: {
  isPublic: boolean;
  authorUid: string | null | undefined;
  userId: string | null | undefined;
}): string | null {
  return (input.isPublic ? input.authorUid : input.userId) || null;
}
