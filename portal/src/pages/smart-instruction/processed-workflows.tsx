/**
 * A workspace's workflows the caller may see that are processed (001 §2 "from video"; an
 * attachment's workflow): loading, failure and none are said here, the list is the caller's.
 */
import { listWorkspaceWorkflows } from '@stepwise/api';
import type { WorkflowCard } from '@stepwise/core';
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../../api';
import { messageOf, t } from '../../i18n/t';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: WorkflowCard[] };

/** At most this many: the pickers list them, they do not page. */
const PICKER_SIZE = 100;

function useProcessedWorkflows(workspaceId: string): Loaded {
  // Kept with the workspace it was read for: another workspace shows loading again.
  const [loaded, setLoaded] = useState<{ workspaceId: string; value: Loaded }>();
  useEffect(() => {
    if (!workspaceId) return;
    let live = true;
    const done = (value: Loaded) => live && setLoaded({ workspaceId, value });
    listWorkspaceWorkflows(api, workspaceId, { size: PICKER_SIZE }).then(
      (list) => done({ status: 'ready', items: list.items.filter((w) => w.processed) }),
      (err: unknown) => done({ status: 'error', message: messageOf(err) }),
    );
    return () => {
      live = false;
    };
  }, [workspaceId]);
  return loaded?.workspaceId === workspaceId ? loaded.value : { status: 'loading' };
}

export function ProcessedWorkflows({
  workspaceId,
  children,
}: {
  workspaceId: string;
  children: (items: WorkflowCard[]) => ReactNode;
}) {
  const workflows = useProcessedWorkflows(workspaceId);
  if (workflows.status === 'loading') return <p className="muted small">{t('common.loading')}</p>;
  if (workflows.status === 'error') {
    return (
      <p className="field-error" role="alert">
        {workflows.message}
      </p>
    );
  }
  if (workflows.items.length === 0) {
    return <p className="field-error">{t('sopEditor.attachments.noWorkflows')}</p>;
  }
  return children(workflows.items);
}
