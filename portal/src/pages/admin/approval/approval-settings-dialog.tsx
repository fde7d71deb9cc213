/**
 * The "Approval workflow" action of a workspace on /admin/workspaces (issue 23; 001 §6-7): with
 * the organisation's approval-workflows feature on, the workspace's workflow loaded into the
 * settings form; with it off, a hint that an organisation admin turns it on in Permissions.
 */
import type { ApprovalWorkflow } from '@stepwise/core';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { LoadState } from '../../../components/load-state';
import { useLoad } from '../../../lib/use-load';
import { paths } from '../../../paths';
import { useT } from '../../../shell/i18n';
import { apiApprovalSettingsClient, type ApprovalSettingsClient } from './approval-settings-client';
import { ApprovalSettingsForm } from './approval-settings-form';
import './approval-settings.css';

export function ApprovalSettingsDialog({
  workspace,
  enabled,
  client = apiApprovalSettingsClient,
  onClose,
  onSaved,
}: {
  workspace: { id: string; name: string };
  /** The organisation's approval-workflows feature. */
  enabled: boolean;
  client?: ApprovalSettingsClient;
  onClose: () => void;
  /** After a save or a delete, with what the workspace has now. */
  onSaved?: (workflow: ApprovalWorkflow | null) => void;
}) {
  const t = useT();
  const [load, retry] = useLoad(`approval-workflow:${workspace.id}:${enabled}`, () =>
    enabled ? client.load(workspace.id) : Promise.resolve(null),
  );
  return (
    <Dialog
      title={t('approval.settings.title', { name: workspace.name })}
      onClose={onClose}
      testId="approval-settings-dialog"
      wide
    >
      {!enabled ? (
        <p className="hint" data-testid="approval-settings-off">
          {t('approval.settings.featureOff')}{' '}
          <Link to={paths.permissionsSettings}>{t('approval.settings.permissionsLink')}</Link>
        </p>
      ) : load.state === 'ready' ? (
        <ApprovalSettingsForm
          workspace={workspace}
          saved={load.value}
          client={client}
          onCancel={onClose}
          onDone={(workflow) => {
            onSaved?.(workflow);
            onClose();
          }}
        />
      ) : (
        <LoadState load={load} onRetry={retry} testId="approval-settings" />
      )}
    </Dialog>
  );
}
