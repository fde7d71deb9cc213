// Restore as draft: a confirm that says what happens (the content becomes an unpublished draft
// equal to the version until it is published again); content in review answers code 50.
import { ErrorCode } from '@stepwise/core';
import { messageOf, t } from '../../i18n/t';
import { ConfirmDialog } from '../confirm-dialog';

/** The message of a failed restore: code 50 (in review) has its own words. */
export function restoreFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === ErrorCode.SopInReview ? t('versions.inReview') : messageOf(error);
}

export function RestoreVersionDialog<T>({
  version,
  restore,
  onRestored,
  onClose,
  message,
}: {
  version: { version: string };
  restore: () => Promise<T>;
  onRestored: (restored: T) => void;
  onClose: () => void;
  /** What a restore does to this kind of content (default: a workflow's). */
  message?: string;
}) {
  return (
    <ConfirmDialog
      title={t('versions.restoreTitle', { version: version.version })}
      message={message ?? t('versions.restoreMessage', { version: version.version })}
      confirmLabel={t('versions.restore')}
      onConfirm={async () => onRestored(await restore())}
      onClose={onClose}
      failure={restoreFailure}
    />
  );
}
