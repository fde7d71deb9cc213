// One kept version in the panel: its number, title, publisher and date, and its actions.
import type { WorkflowVersion } from '@stepwise/core';
import { formatDate } from '@stepwise/i18n';
import { currentLanguage, t } from '../../i18n/t';
import { paths } from '../../paths';
import { VersionAction } from './action-button';

export const versionDate = (iso: string) => formatDate(iso, 'MM/DD/YY h:mm A', currentLanguage());

export function VersionRow({
  version,
  workflowId,
  onCompare,
  onRestore,
}: {
  version: WorkflowVersion;
  workflowId: string;
  onCompare: () => void;
  onRestore: () => void;
}) {
  return (
    <tr data-testid="version-row" data-version={version.version}>
      <td>
        {version.version}
        {version.latest && <span className="badge">{t('versions.latest')}</span>}
      </td>
      <td>
        {version.title}
        {version.approvalRequestId && (
          <span className="badge version-approved" data-testid="version-approved">
            {t('versions.approved')}
          </span>
        )}
      </td>
      <td>{version.publishedBy?.displayName ?? t('versions.someone')}</td>
      <td>{versionDate(version.createdAt)}</td>
      <td className="version-actions">
        {/* A link, so the new tab is the browser's own (keyboard, middle click, copy address). */}
        <a
          href={paths.player(workflowId, { versionId: version.id })}
          target="_blank"
          rel="noopener"
          aria-label={t('versions.playLabel', { version: version.version })}
          data-testid="version-play"
        >
          {t('versions.play')}
        </a>
        <VersionAction
          label={t('versions.compare')}
          fullLabel={t('versions.compareLabel', { version: version.version })}
          testId="version-compare"
          onClick={onCompare}
        />
        <VersionAction
          label={t('versions.restore')}
          fullLabel={t('versions.restoreLabel', { version: version.version })}
          testId="version-restore"
          onClick={onRestore}
        />
      </td>
    </tr>
  );
}
