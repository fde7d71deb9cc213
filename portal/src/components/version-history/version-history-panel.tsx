/**
 * The version-history panel of a workflow (issue 23; 001 §3 "Version history", 002 §7): every
 * kept version, newest first, with who published it and when; Play opens the player on that
 * version in a new tab, Compare shows what changed (with the current draft, or between two
 * versions), Restore makes the workflow an unpublished draft equal to the version.
 */
import type { WorkflowVersion, WorkflowView } from '@stepwise/core';
import { useState } from 'react';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { LoadState } from '../load-state';
import { RestoreVersionDialog } from './restore-version-dialog';
import { VersionCompareBar, type CompareRequest } from './version-compare-bar';
import { apiVersionClient, type VersionHistoryClient } from './version-client';
import { VersionDiffView } from './version-diff-view';
import { VersionRow } from './version-row';
import './version-history.css';

export interface VersionHistoryPanelProps {
  workflowId: string;
  client?: VersionHistoryClient;
  /** After a restore: the workflow is a draft now (the card shows it unpublished). */
  onRestored?: (restored: WorkflowView) => void;
  /** A comparison open from the start (stories; a link that names two versions). */
  initialCompare?: CompareRequest;
}

export function VersionHistoryPanel({
  workflowId,
  client = apiVersionClient,
  onRestored,
  initialCompare,
}: VersionHistoryPanelProps) {
  const [load, retry] = useLoad(workflowId, () => client.list(workflowId));
  const [compare, setCompare] = useState<CompareRequest | null>(initialCompare ?? null);
  const [restoring, setRestoring] = useState<WorkflowVersion | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (load.state !== 'ready') return <LoadState load={load} onRetry={retry} testId="versions" />;
  const versions = load.value;
  if (versions.length === 0) {
    return (
      <p className="empty" data-testid="versions-empty">
        {t('versions.empty')}
      </p>
    );
  }
  return (
    <div className="version-history" data-testid="version-history">
      {notice && (
        <p role="status" className="version-notice" data-testid="versions-notice">
          {notice}
        </p>
      )}
      <VersionCompareBar versions={versions} onCompare={setCompare} />
      {compare && (
        <ComparisonLoader
          key={`${compare.from}>${compare.to}`}
          workflowId={workflowId}
          request={compare}
          client={client}
          onClose={() => setCompare(null)}
        />
      )}
      <table className="version-table">
        <thead>
          <tr>
            <th scope="col">{t('versions.version')}</th>
            <th scope="col">{t('versions.titleColumn')}</th>
            <th scope="col">{t('versions.publishedBy')}</th>
            <th scope="col">{t('versions.date')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('versions.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <VersionRow
              key={version.id}
              version={version}
              workflowId={workflowId}
              onCompare={() => setCompare({ from: version.id, to: 'draft' })}
              onRestore={() => setRestoring(version)}
            />
          ))}
        </tbody>
      </table>
      {restoring && (
        <RestoreVersionDialog
          version={restoring}
          restore={() => client.restore(restoring.id)}
          onRestored={(restored) => {
            setNotice(t('versions.restored', { version: restoring.version }));
            onRestored?.(restored);
          }}
          onClose={() => setRestoring(null)}
        />
      )}
    </div>
  );
}

function ComparisonLoader({
  workflowId,
  request,
  client,
  onClose,
}: {
  workflowId: string;
  request: CompareRequest;
  client: VersionHistoryClient;
  onClose: () => void;
}) {
  const [load, retry] = useLoad(`${request.from}>${request.to}`, () =>
    client.compare(workflowId, request.from, request.to),
  );
  if (load.state !== 'ready')
    return <LoadState load={load} onRetry={retry} testId="version-diff" />;
  return <VersionDiffView comparison={load.value} onClose={onClose} />;
}
