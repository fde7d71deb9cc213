import {
  deleteSmartInstruction,
  duplicateSmartInstruction,
  updateSmartInstruction,
} from '@stepwise/api';
import { smartInstructionCardStatus, type SmartInstructionSummary } from '@stepwise/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { t } from '../i18n/t';
import { paths } from '../paths';
import { CardTitleRow, CopyCardDialog, DeleteCardDialog } from './card-frame';
import { ConfirmDialog } from './confirm-dialog';
import type { MenuItem } from './menu';
import { ShareDialog } from './share-dialog';
import { SopHistoryDialog } from './sop-history-dialog';
import { useSession } from '../session/use-session';

// Issue 24: the tasks dialog loads with its first opening, not with every card.
const SopTasksDialog = lazy(() =>
  import('../pages/task/sop-tasks-dialog').then((m) => ({ default: m.SopTasksDialog })),
);

export interface SopCardChange {
  kind: 'renamed' | 'copied' | 'unpublished' | 'deleted' | 'processed';
  item?: SmartInstructionSummary;
}

type Open = 'rename' | 'copy' | 'share' | 'history' | 'tasks' | 'unpublish' | 'delete' | null;

/** The tools a card offers in its state (001 §2 "Tools menu in edit mode"), in menu order. */
export type SopTool = Exclude<Open, null> | 'edit';

/**
 * 001 §2: share (published only), rename (unpublished only), copy, publish history, unpublish
 * (published), edit, delete. A card that is not completed (001 §4: disabled) keeps only delete,
 * so a failed import can be cleared away. Issue 24 (002 §6): "manage task" on published content
 * for users with tasks access while the task feature is on (`tasks`). Moving is not built yet.
 */
export function sopTools(
  item: Pick<SmartInstructionSummary, 'published' | 'status'>,
  tasks = false,
): SopTool[] {
  const status = smartInstructionCardStatus(item);
  if (status === 'processing') return item.status === 'failed' ? ['delete'] : [];
  if (status === 'published') {
    const manage: SopTool[] = tasks ? ['tasks'] : [];
    return ['share', 'copy', 'history', 'unpublish', 'edit', ...manage, 'delete'];
  }
  return ['rename', 'copy', 'history', 'edit', 'delete'];
}

const LABELS: Record<SopTool, Parameters<typeof t>[0]> = {
  share: 'share.tool',
  rename: 'card.rename',
  copy: 'card.copy',
  history: 'sop.history.tool',
  tasks: 'tasks.sop.tool',
  unpublish: 'card.unpublish',
  edit: 'sop.edit',
  delete: 'card.delete',
};

/** The smart-instruction card's title with inline rename, and its tools menu (001 §2). */
export function SmartInstructionTools({
  item,
  canEdit,
  onChanged,
}: {
  item: SmartInstructionSummary;
  canEdit: boolean;
  onChanged: (change: SopCardChange) => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  const close = () => setOpen(null);
  const { id, title, workspaceId, workspaceName } = item;
  const session = useSession();
  const tasks = session.status === 'signed-in' && session.features.tasks && session.flags.tasks;

  const items: MenuItem[] = canEdit
    ? sopTools(item, tasks).map((tool) => ({
        key: tool,
        label: t(LABELS[tool]),
        danger: tool === 'delete',
        testId: `sop-tool-${tool}`,
        onSelect: () =>
          tool === 'edit' ? void navigate(paths.smartInstruction(id)) : setOpen(tool),
      }))
    : [];

  return (
    <CardTitleRow
      title={title}
      renaming={open === 'rename'}
      onCancelRename={close}
      onRename={async (next) => {
        const renamed = await updateSmartInstruction(api, { id, title: next });
        close();
        onChanged({ kind: 'renamed', item: renamed });
      }}
      items={items}
    >
      {open === 'share' && (
        <ShareDialog content={{ type: 'multimodalSop', id }} title={title} onClose={close} />
      )}
      {open === 'history' && (
        <SopHistoryDialog
          id={id}
          title={title}
          onClose={close}
          // Issue 23: a restored version is an unpublished draft now.
          onRestored={(restored) => onChanged({ kind: 'unpublished', item: restored })}
        />
      )}
      {open === 'tasks' && (
        <Suspense fallback={null}>
          <SopTasksDialog
            smartInstructionId={id}
            title={title}
            workspaceId={workspaceId}
            onClose={close}
          />
        </Suspense>
      )}
      {open === 'unpublish' && (
        <ConfirmDialog
          title={t('sop.unpublishConfirmTitle')}
          message={t('card.unpublishConfirm', { title })}
          confirmLabel={t('card.unpublish')}
          onClose={close}
          onConfirm={async () => {
            // 001 §4 "Unpublish sets published=false" (publish option draft, 001 §2).
            const unpublished = await updateSmartInstruction(api, {
              id,
              publishOption: 'draft',
            });
            onChanged({ kind: 'unpublished', item: unpublished });
          }}
        />
      )}
      {open === 'delete' && (
        <DeleteCardDialog
          confirmTitle={t('sop.deleteConfirmTitle')}
          title={title}
          workspaceName={workspaceName}
          onClose={close}
          onDelete={async () => {
            await deleteSmartInstruction(api, id);
            onChanged({ kind: 'deleted' });
          }}
        />
      )}
      {open === 'copy' && (
        <CopyCardDialog
          title={title}
          workspaceId={workspaceId}
          onClose={close}
          onCopy={async (target) => {
            await duplicateSmartInstruction(api, id, [target]);
            onChanged({ kind: 'copied' });
          }}
        />
      )}
    </CardTitleRow>
  );
}
