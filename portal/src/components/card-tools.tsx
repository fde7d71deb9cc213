import {
  deleteWorkflow,
  duplicateWorkflow,
  moveWorkflow,
  publishWorkflow,
  renameWorkflow,
  unpublishWorkflow,
  type WorkflowCard,
  type WorkflowView,
} from '@stepwise/api';
import {
  canEditCard,
  DEFAULT_FEATURE_FLAGS,
  duplicationBlockers,
  editorFor,
  editorPath,
  type WorkflowCountEvent,
} from '@stepwise/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../api';
import { t } from '../i18n/t';
import { paths } from '../paths';
import { useSession } from '../session/use-session';
import { ConfirmDialog } from './confirm-dialog';
import { EmbedCodeDialog } from './embed-code-dialog';
import { RecallDialog } from './approval-history/recall-dialog';
import { CardTitleRow, CopyCardDialog, DeleteCardDialog } from './card-frame';
import type { MenuItem } from './menu';
import { ScormExportDialog } from './scorm-export-dialog';
import { PublishHistoryDialog } from './version-history/publish-history-dialog';
import { SendToPeopleDialog } from './notifications/send-to-people-dialog';
import { ShareDialog } from './share-dialog';
import { WorkspacePickerDialog } from './workspace-picker-dialog';

export interface CardChange {
  kind:
    | 'renamed'
    | 'moved'
    | 'copied'
    | 'published'
    | 'unpublished'
    | 'deleted'
    | 'processed'
    // Issue 23: its open approval request was recalled (the card leaves "in review").
    | 'recalled';
  /** 002 §4: how the workspace counts change, applied before they are fetched again. */
  count?: WorkflowCountEvent;
  workflow?: WorkflowView | null;
}

type Open =
  | 'rename'
  | 'move'
  | 'copy'
  | 'publish'
  | 'unpublish'
  | 'delete'
  | 'share'
  | 'embed'
  | 'scorm'
  | 'history'
  | 'recall'
  | 'review'
  | null;

/** The card's title with inline rename, and its tools menu in edit mode (001 §2). */
export function CardTools({
  card,
  canEdit,
  onChanged,
  onTranscript,
}: {
  card: WorkflowCard;
  canEdit: boolean;
  onChanged: (change: CardChange) => void;
  /** Opens the transcript dialog (issue 16; the card owns it, its notice opens it too). */
  onTranscript?: (() => void) | undefined;
}) {
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const close = () => setOpen(null);
  const { id, title, workspaceId, workspaceName, published } = card;
  const editable = canEditCard(card.cardStatus);
  // The card rule's input; the blockers read only statuses, never steps or the image map.
  const copyAllowed = duplicationBlockers({ ...card, steps: [], imageMap: null }).length === 0;

  const items: MenuItem[] = [];
  if (canEdit) {
    if (!published && editable) {
      items.push({ key: 'rename', label: t('card.rename'), onSelect: () => setOpen('rename') });
    }
    items.push({ key: 'move', label: t('card.move'), onSelect: () => setOpen('move') });
    if (copyAllowed) {
      items.push({ key: 'copy', label: t('card.copy'), onSelect: () => setOpen('copy') });
    }
    if (published) {
      // 001: sharing is offered on published items only.
      items.push({ key: 'share', label: t('share.tool'), onSelect: () => setOpen('share') });
      // Issue 6: the embed code (script tag, iframe, host SDK) beside the share dialog.
      items.push({ key: 'embed', label: t('embed.tool'), onSelect: () => setOpen('embed') });
      items.push({
        key: 'unpublish',
        label: t('card.unpublish'),
        onSelect: () => setOpen('unpublish'),
      });
    } else if (card.cardStatus === 'in_review') {
      // Issue 23: while its approval request is open, the requester (or an editor) may recall it.
      items.push({
        key: 'recall',
        label: t('approval.recall'),
        onSelect: () => setOpen('recall'),
        testId: 'card-tool-recall',
      });
    } else if (editable) {
      items.push({ key: 'publish', label: t('card.publish'), onSelect: () => setOpen('publish') });
    }
    // 001 §2 card Edit: the editor the organisation's flags and the workflow pick, with the
    // originating path as router state so the editor's Back returns here; none, no Edit.
    const features = session.status === 'signed-in' ? session.features : DEFAULT_FEATURE_FLAGS;
    const editor = editable ? editorFor(features, card) : null;
    if (editor) {
      items.push({
        key: 'edit',
        label: t('editormain.cardEdit'),
        onSelect: () =>
          void navigate(editorPath(editor, id), {
            state: { from: `${location.pathname}${location.search}` },
          }),
        testId: 'card-tool-edit',
      });
    }
    if (editable && onTranscript) {
      items.push({ key: 'transcript', label: t('transcript.tool'), onSelect: onTranscript });
    }
    // Issue 19: the workflow's quiz authoring screen, once the video is ready.
    if (editable) {
      items.push({
        key: 'quiz',
        label: t('quizEditor.tool'),
        onSelect: () => void navigate(paths.quiz(id)),
        testId: 'card-tool-quiz',
      });
    }
    // 001 §2 card tool "publish history" (issue 23): kept versions, and approvals with the flag.
    items.push({
      key: 'history',
      label: t('versions.tool'),
      onSelect: () => setOpen('history'),
      testId: 'card-tool-history',
    });
    // Issue 24 (002 §4 review_workflow): ask people to review it; they get a notification.
    items.push({
      key: 'review',
      label: t('notification.send.askReview'),
      onSelect: () => setOpen('review'),
      testId: 'card-tool-ask-review',
    });
    // 001 §7 / issue 6: publishers and admins export; an unpublished one ends in error (retry).
    items.push({ key: 'scorm', label: t('scorm.tool'), onSelect: () => setOpen('scorm') });
    items.push({
      key: 'delete',
      label: t('card.delete'),
      danger: true,
      onSelect: () => setOpen('delete'),
    });
  }

  return (
    <CardTitleRow
      title={title}
      renaming={open === 'rename'}
      onCancelRename={close}
      onRename={async (next) => {
        const workflow = await renameWorkflow(api, id, next);
        close();
        onChanged({ kind: 'renamed', workflow });
      }}
      items={items}
    >
      {open === 'share' && (
        <ShareDialog content={{ type: 'workflow', id }} title={title} onClose={close} />
      )}
      {open === 'review' && (
        <SendToPeopleDialog
          target={{ type: 'review_workflow', workflowId: id }}
          title={title}
          onClose={close}
        />
      )}
      {open === 'embed' && <EmbedCodeDialog workflowId={id} title={title} onClose={close} />}
      {open === 'scorm' && (
        <ScormExportDialog workflowId={id} title={title} published={published} onClose={close} />
      )}
      {open === 'history' && (
        <PublishHistoryDialog
          workflowId={id}
          title={title}
          onClose={close}
          onRestored={(restored) =>
            onChanged({
              kind: 'unpublished',
              workflow: restored,
              // A published workflow restored is a draft now: it leaves the published count.
              ...(published ? { count: { type: 'unpublish' as const, workspaceId } } : {}),
            })
          }
        />
      )}
      {open === 'recall' && (
        <RecallDialog
          content={{ workflowId: id }}
          requestId={card.approvalRequest?.id}
          onClose={close}
          onRecalled={() => {
            close();
            onChanged({ kind: 'recalled' });
          }}
        />
      )}
      {open === 'publish' && (
        <ConfirmDialog
          title={t('card.publishConfirmTitle')}
          message={t('card.publishConfirm', { title, workspace: workspaceName })}
          confirmLabel={t('card.publish')}
          onClose={close}
          onConfirm={async () => {
            const workflow = await publishWorkflow(api, id);
            onChanged({ kind: 'published', workflow });
          }}
        />
      )}
      {open === 'unpublish' && (
        <ConfirmDialog
          title={t('card.unpublishConfirmTitle')}
          message={t('card.unpublishConfirm', { title })}
          confirmLabel={t('card.unpublish')}
          onClose={close}
          onConfirm={async () => {
            const workflow = await unpublishWorkflow(api, id);
            onChanged({ kind: 'unpublished', workflow, count: { type: 'unpublish', workspaceId } });
          }}
        />
      )}
      {open === 'delete' && (
        <DeleteCardDialog
          confirmTitle={t('card.deleteConfirmTitle')}
          title={title}
          workspaceName={workspaceName}
          onClose={close}
          onDelete={async () => {
            await deleteWorkflow(api, id);
            onChanged({ kind: 'deleted', count: { type: 'delete', workspaceId, published } });
          }}
        />
      )}
      {open === 'move' && (
        <WorkspacePickerDialog
          title={t('card.moveTitle', { title })}
          confirmLabel={t('card.move')}
          exclude={workspaceId}
          onClose={close}
          onPick={async (target) => {
            const workflow = await moveWorkflow(api, id, target);
            onChanged({
              kind: 'moved',
              workflow,
              count: {
                type: 'move',
                fromWorkspaceId: workspaceId,
                toWorkspaceId: target,
                published,
              },
            });
          }}
        />
      )}
      {open === 'copy' && (
        <CopyCardDialog
          title={title}
          workspaceId={workspaceId}
          onClose={close}
          onCopy={async (target) => {
            await duplicateWorkflow(api, id, [target]);
            onChanged({
              kind: 'copied',
              count: { type: 'duplicate', workspaceId: target, sourcePublished: published },
            });
          }}
        />
      )}
    </CardTitleRow>
  );
}
