import { listWorkspaceSmartInstructions } from '@stepwise/api';
import { SMART_INSTRUCTION_PAGE_SIZE } from '@stepwise/core';
import { Link } from 'react-router';
import { api } from '../../api';
import { SmartInstructionList } from '../../components/smart-instruction-list';
import { t } from '../../i18n/t';
import { canEditIn } from '../../lib/permissions';
import { paths } from '../../paths';
import { useShellSession } from '../../shell/use-shell-session';
import { useWorkspace } from './workspace-layout';

/**
 * The workspace's `mm-sop` tab (002 §2): its smart instructions, newest update first, ten a page
 * (GET /v1/workspaces/{id}/multimodal-sops); editors see drafts too and may create one here.
 */
export function SmartInstructionTab() {
  const workspace = useWorkspace();
  const { profile } = useShellSession();
  const canCreate = canEditIn(profile, workspace.id);
  const create = (
    <Link
      className="link-primary"
      to={paths.smartInstructionNew(workspace.id)}
      data-testid="sop-create"
    >
      {t('shell.create.smartInstruction')}
    </Link>
  );
  return (
    <div data-testid="workspace-tab-panel-mm-sop">
      {canCreate && <div className="tab-toolbar">{create}</div>}
      <SmartInstructionList
        listKey={workspace.id}
        read={(page) =>
          listWorkspaceSmartInstructions(api, workspace.id, {
            page,
            size: SMART_INSTRUCTION_PAGE_SIZE,
          })
        }
        testId="sop-grid"
        empty={
          <>
            <p>{t('sop.emptyWorkspace')}</p>
            {canCreate && <p>{t('sop.emptyCreate')}</p>}
          </>
        }
      />
    </div>
  );
}
