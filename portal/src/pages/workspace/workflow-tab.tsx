import { getWorkflowCounts, listWorkspaceWorkflows, type WorkflowList } from '@stepwise/api';
import {
  applyCountChange,
  COUNT_REFETCH_DELAY_MS,
  GRID_PAGE_SIZE,
  type WorkflowCountEvent,
  type WorkflowCounts,
} from '@stepwise/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api';
import { CardGrid, pageOf } from '../../components/card-grid';
import type { CardChange } from '../../components/card-tools';
import { UploadDialog } from '../../components/upload-dialog';
import { t } from '../../i18n/t';
import { canEditIn } from '../../lib/permissions';
import { uploads, useUploads } from '../../uploads/use-uploads';
import { useShellSession } from '../../shell/use-shell-session';
import { useWorkspace } from './workspace-layout';

interface WorkflowTabData {
  counts: WorkflowCounts;
  list: WorkflowList;
}

export async function workflowTabLoader({ params, request }: LoaderFunctionArgs) {
  const id = params.workspaceId ?? '';
  const page = pageOf(new URL(request.url));
  const [counts, list] = await Promise.all([
    getWorkflowCounts(api, id),
    listWorkspaceWorkflows(api, id, { page, size: GRID_PAGE_SIZE }),
  ]);
  return { counts, list } satisfies WorkflowTabData;
}

/**
 * 002 §4 counts: a change applies at once to the counts shown, and the real numbers are
 * fetched again 3 s later (a revalidation, which replaces the estimate).
 */
function useCounts(loaded: WorkflowCounts, workspaceId: string, refetch: () => void) {
  const [estimate, setEstimate] = useState<{ from: WorkflowCounts; counts: WorkflowCounts } | null>(
    null,
  );
  const shown = estimate && estimate.from === loaded ? estimate.counts : loaded;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = useCallback(
    (event: WorkflowCountEvent | undefined) => {
      if (event) {
        setEstimate((prev) => {
          const base = prev && prev.from === loaded ? prev.counts : loaded;
          const next = applyCountChange({ [workspaceId]: base }, event)[workspaceId] ?? base;
          return { from: loaded, counts: next };
        });
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(refetch, COUNT_REFETCH_DELAY_MS);
    },
    [loaded, workspaceId, refetch],
  );
  return [shown, apply] as const;
}

/** The workflow tab (the default of /workspace/{workspaceId}/): counts, upload, cards. */
export function WorkflowTab() {
  const workspace = useWorkspace();
  const { counts: loadedCounts, list } = useLoaderData<WorkflowTabData>();
  const { profile } = useShellSession();
  const revalidator = useRevalidator();
  const refetch = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const [counts, applyCount] = useCounts(loadedCounts, workspace.id, refetch);
  const [uploading, setUploading] = useState(false);
  const tasks = useUploads(workspace.id);
  const interrupted = tasks.filter((task) => task.status === 'interrupted').length;
  const canUpload = canEditIn(profile, workspace.id);

  useEffect(
    () =>
      uploads.onWorkflowCreated((task) => {
        if (task.workspaceId !== workspace.id) return;
        applyCount({ type: 'create', workspaceId: workspace.id });
        refetch();
      }),
    [workspace.id, applyCount, refetch],
  );

  const onChanged = (change: CardChange) => {
    refetch();
    if (change.kind !== 'renamed' && change.kind !== 'processed') applyCount(change.count);
  };

  return (
    <div data-testid="workspace-tab-panel-workflow">
      <div className="tab-toolbar">
        {canUpload && (
          <button
            type="button"
            className="primary"
            data-testid="upload-open"
            onClick={() => setUploading(true)}
          >
            {t('workspace.upload')}
          </button>
        )}
      </div>
      <dl className="counts" aria-label={t('workspace.counts')} data-testid="workflow-counts">
        {(['created', 'published', 'unpublished'] as const).map((key) => (
          <div key={key} data-testid={`count-${key}`}>
            <dt>{t(`workspace.count.${key}`)}</dt>
            <dd>{counts[key]}</dd>
          </div>
        ))}
      </dl>
      {canUpload && interrupted > 0 && (
        <p className="notice" role="status" data-testid="interrupted-uploads">
          {t('workspace.interrupted', { count: interrupted })}{' '}
          <button type="button" onClick={() => setUploading(true)}>
            {t('workspace.reviewUploads')}
          </button>
        </p>
      )}
      <CardGrid
        items={list.items}
        page={list.page}
        profile={profile}
        empty={
          canUpload ? `${t('workspace.empty')} ${t('workspace.emptyUpload')}` : t('workspace.empty')
        }
        onChanged={onChanged}
      />
      {uploading && (
        <UploadDialog
          workspaceId={workspace.id}
          languageCode={profile.locale}
          onClose={() => {
            uploads.clearDone(workspace.id);
            setUploading(false);
          }}
        />
      )}
    </div>
  );
}
