/**
 * The card tool "publish history" of a workflow (001 §2, issue 23): the Versions tab (the
 * version-history panel) and, with the approval-workflows feature on, the Approvals tab.
 */
import { DEFAULT_FEATURE_FLAGS, type WorkflowView } from '@stepwise/core';
import type { ReactNode } from 'react';
import { t } from '../../i18n/t';
import { useSession } from '../../session/use-session';
import { ApprovalHistoryPanel } from '../approval-history/approval-history-panel';
import type { ApprovalHistoryContent } from '../approval-history/approval-text';
import { Dialog } from '../dialog';
import { HistoryTabs, type HistoryTab } from './history-tabs';
import type { VersionHistoryClient } from './version-client';
import { VersionHistoryPanel } from './version-history-panel';

/** Whether the session's organisation has approval workflows (000 feature flag). */
export function useApprovalsEnabled(): boolean {
  const session = useSession();
  const features = session.status === 'signed-in' ? session.features : DEFAULT_FEATURE_FLAGS;
  return features.approvalWorkflows;
}

/**
 * A publish-history dialog (workflow card, smart-instruction card, editor): the Versions tab and,
 * with approval workflows on, the Approvals tab of the same content.
 */
export function HistoryDialog({
  title,
  testId,
  versions,
  approvals,
  onClose,
}: {
  title: string;
  testId: string;
  versions: () => ReactNode;
  approvals: ApprovalHistoryContent;
  onClose: () => void;
}) {
  const approvalsOn = useApprovalsEnabled();
  const tabs: HistoryTab[] = [{ id: 'versions', label: t('versions.tab'), render: versions }];
  if (approvalsOn) {
    tabs.push({
      id: 'approvals',
      label: t('versions.approvalsTab'),
      render: () => <ApprovalHistoryPanel content={approvals} />,
    });
  }
  return (
    <Dialog
      title={title}
      onClose={onClose}
      testId={testId}
      wide
      footer={
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <HistoryTabs tabs={tabs} label={title} />
    </Dialog>
  );
}

export function PublishHistoryDialog({
  workflowId,
  title,
  onClose,
  onRestored,
  client,
}: {
  workflowId: string;
  title: string;
  onClose: () => void;
  onRestored?: (restored: WorkflowView) => void;
  client?: VersionHistoryClient;
}) {
  return (
    <HistoryDialog
      title={t('versions.dialogTitle', { title })}
      testId="publish-history"
      onClose={onClose}
      approvals={{ workflowId }}
      versions={() => (
        <VersionHistoryPanel
          workflowId={workflowId}
          {...(client ? { client } : {})}
          {...(onRestored ? { onRestored } : {})}
        />
      )}
    />
  );
}
