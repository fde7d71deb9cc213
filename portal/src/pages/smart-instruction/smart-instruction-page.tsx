/**
 * /smart-instruction/{smartInstructionId} (000 §2): the editor for an editor of an unpublished
 * SOP; the view (and Start: run mode) for a published one, for a workspace viewer and for anyone
 * the editor read refuses (001 §4 opensInViewMode); review mode when the query carries skillId
 * or taskPerformanceId. An SOP still being made from a PDF or video shows its progress first.
 * Edit on a published SOP asks to unpublish it first (the server refuses edits while published).
 */
import { getSmartInstruction, getWorkspace, statusOf, updateSmartInstruction } from '@stepwise/api';
import { opensInViewMode, type SmartInstruction } from '@stepwise/core';
import { apiInstructionPort } from '@stepwise/instruction/api-port';
import { Alert, Button } from '@stepwise/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { api } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReviewBar } from '../../components/review-bar/review-bar';
import { messageOf, t } from '../../i18n/t';
import { useShellSession } from '../../shell/use-shell-session';
import { PageLoading } from '../page-loading';
import { InstructionSlot } from '../sop-view/instruction-slot';
import { readSopViewQuery } from '../sop-view/sop-route';
import { SopEditor } from './sop-editor';
import { SopImportProgress } from './sop-import-progress';

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'view'; sop: SmartInstruction | null }
  | { status: 'edit'; sop: SmartInstruction }
  | { status: 'processing'; sop: SmartInstruction };

/** Which screen the editor read leads to. */
async function screenFor(id: string, review: boolean): Promise<Load> {
  let sop: SmartInstruction;
  try {
    sop = await getSmartInstruction(api, id);
  } catch (err) {
    // Not an editor of it (or no such SOP): the viewer's read decides what they may see.
    const status = statusOf(err);
    if (status === 403 || status === 404) return { status: 'view', sop: null };
    throw err;
  }
  if (sop.status === 'processing' || sop.status === 'failed') return { status: 'processing', sop };
  if (review) return { status: 'view', sop };
  const role = await getWorkspace(api, sop.workspaceId).then(
    (w) => w.role,
    () => null,
  );
  return opensInViewMode(sop, role) ? { status: 'view', sop } : { status: 'edit', sop };
}

export function SmartInstructionPage() {
  const { smartInstructionId = '' } = useParams();
  const [params] = useSearchParams();
  const { profile } = useShellSession();
  const { review } = readSopViewQuery(params);
  const inReview = review !== undefined;
  // The answer is kept with the read it belongs to: another id (or Retry) shows loading again
  // without a state change inside the effect.
  const [attempt, setAttempt] = useState(0);
  const readKey = `${smartInstructionId}:${String(inReview)}:${attempt}`;
  const [loaded, setLoaded] = useState<{ key: string; value: Load } | null>(null);
  const load: Load = loaded?.key === readKey ? loaded.value : { status: 'loading' };
  const setLoad = useCallback((value: Load) => setLoaded({ key: readKey, value }), [readKey]);
  const [unpublishing, setUnpublishing] = useState(false);
  // Issue 23: in a workspace with an approval workflow, Publish opens a request instead.
  const [sentForApproval, setSentForApproval] = useState(false);
  const port = useMemo(() => apiInstructionPort(api), []);

  useEffect(() => {
    let live = true;
    screenFor(smartInstructionId, inReview).then(
      (next) => live && setLoaded({ key: readKey, value: next }),
      (err: unknown) =>
        live && setLoaded({ key: readKey, value: { status: 'error', message: messageOf(err) } }),
    );
    return () => {
      live = false;
    };
  }, [smartInstructionId, inReview, readKey]);
  const reload = () => setAttempt((n) => n + 1);

  const onImported = useCallback(
    (sop: SmartInstruction) =>
      setLoad(sop.status === 'completed' ? { status: 'edit', sop } : { status: 'processing', sop }),
    [setLoad],
  );

  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'error') {
    return (
      <section className="sop-page" data-testid="sop-load-failed">
        <Alert
          tone="danger"
          title={t('sopEditor.loadFailed')}
          action={<Button onClick={reload}>{t('common.retry')}</Button>}
        >
          {load.message}
        </Alert>
      </section>
    );
  }
  if (load.status === 'processing') {
    return <SopImportProgress sop={load.sop} onDone={onImported} />;
  }
  // Issue 23: an active reviewer of the SOP's open approval request decides from its page.
  const reviewBar = (
    <ReviewBar
      key={smartInstructionId}
      content={{ multimodalSopId: smartInstructionId }}
      profile={profile}
    />
  );
  if (load.status === 'edit') {
    return (
      <>
        {reviewBar}
        {sentForApproval && (
          <p className="notice" role="status" data-testid="sop-sent-for-approval">
            {t('approval.sentForApproval')}
          </p>
        )}
        <SopEditor
          key={load.sop.id}
          sop={load.sop}
          onPublished={(sop) => {
            setSentForApproval(sop.approvalRequest?.status === 'in_progress');
            setLoad(sop.published ? { status: 'view', sop } : { status: 'edit', sop });
          }}
        />
      </>
    );
  }
  const editable = load.sop?.published === true && !inReview;
  return (
    <section className="sop-page" data-testid="sop-view-page" data-sop-id={smartInstructionId}>
      {reviewBar}
      <InstructionSlot
        key={smartInstructionId}
        port={port}
        instructionId={smartInstructionId}
        signedIn
        isPublic={false}
        review={review}
        // One saved run per user on this browser (the widget adds the instruction's id).
        storageKey={`sw:sop-run:${profile.id}`}
        {...(editable ? { onEdit: () => setUnpublishing(true) } : {})}
      />
      {unpublishing && load.sop && (
        <ConfirmDialog
          title={t('sopEditor.unpublishTitle')}
          message={t('sopEditor.unpublishToEdit')}
          confirmLabel={t('sopEditor.unpublishConfirm')}
          onClose={() => setUnpublishing(false)}
          onConfirm={async () => {
            const sop = await updateSmartInstruction(api, {
              id: smartInstructionId,
              publishOption: 'draft',
            });
            setLoad({ status: 'edit', sop });
          }}
        />
      )}
    </section>
  );
}
