import type { CardStatus } from '@stepwise/core';
import { t } from '../i18n/t';

export function StatusBadge({ status }: { status: CardStatus }) {
  return (
    <span className={`badge badge-${status}`} data-testid="card-status" data-status={status}>
      {t(`card.status.${status}`)}
    </span>
  );
}
