import type { ScormExportStatus } from '@stepwise/core';
import { t } from '../../i18n/t';
import { scormStatusKey } from './scorm-export-view';

const TONE: Record<ScormExportStatus, string> = {
  pending: 'badge-processing',
  processing: 'badge-processing',
  finished: 'badge-published',
  error: 'badge-failed',
};

/** An export's status as a badge (the card badges' colours: busy, done, failed). */
export function ScormStatus({ status }: { status: ScormExportStatus }) {
  return (
    <span className={`badge ${TONE[status]}`} data-testid="scorm-status" data-status={status}>
      {t(scormStatusKey(status))}
    </span>
  );
}
