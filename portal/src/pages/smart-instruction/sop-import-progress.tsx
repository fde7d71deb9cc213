/**
 * While a PDF or a video is being turned into items (status processing): the job's progress and
 * what it is doing, asked for every SOP_POLL_MS (GET /v1/multimodal-sop/{id}). A failed job shows
 * the server's reason with Start again (the create page, same workspace) and Back.
 */
import { getSmartInstruction } from '@stepwise/api';
import type { SmartInstruction } from '@stepwise/core';
import { Alert, Spinner } from '@stepwise/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api';
import { messageOf, t } from '../../i18n/t';
import { paths } from '../../paths';

export const SOP_POLL_MS = 1500;

export function SopImportProgress({
  sop,
  onDone,
}: {
  sop: SmartInstruction;
  /** The SOP once its job has ended (completed or failed). */
  onDone: (sop: SmartInstruction) => void;
}) {
  const [current, setCurrent] = useState(sop);
  const [pollError, setPollError] = useState<string | null>(null);

  useEffect(() => {
    if (current.status !== 'processing') return;
    let live = true;
    const timer = setTimeout(() => {
      getSmartInstruction(api, current.id).then(
        (next) => {
          if (!live) return;
          setPollError(null);
          setCurrent(next);
          if (next.status !== 'processing') onDone(next);
        },
        // A missed answer is tried again at the next tick; the reason stays on screen meanwhile.
        (err: unknown) => {
          if (!live) return;
          setPollError(messageOf(err));
          setCurrent((c) => ({ ...c }));
        },
      );
    }, SOP_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [current, onDone]);

  const sourceKey = current.type === 'pdf' ? 'sopCreate.progress.pdf' : 'sopCreate.progress.video';
  if (current.status === 'failed') {
    return (
      <section className="sop-import" data-testid="sop-import-failed">
        <h1>{current.title}</h1>
        <Alert
          tone="danger"
          title={t('sopCreate.progress.failed')}
          action={
            <span className="row-buttons">
              <Link className="button-like" to={paths.smartInstructionNew(current.workspaceId)}>
                {t('sopCreate.progress.startAgain')}
              </Link>
              <Link className="button-like" to={paths.workspace(current.workspaceId)}>
                {t('sopCreate.progress.back')}
              </Link>
            </span>
          }
        >
          {current.errorMessage ?? t('alert.unexpectedError')}
        </Alert>
      </section>
    );
  }
  const progress = current.job?.progress ?? 0;
  return (
    <section className="sop-import" data-testid="sop-import-progress" aria-busy="true">
      <h1>{current.title}</h1>
      <p>{t(sourceKey)}</p>
      <progress
        max={1}
        value={progress}
        aria-label={t('sopCreate.progress.label')}
        aria-valuetext={`${Math.round(progress * 100)}%`}
        data-testid="sop-import-bar"
      />
      <p className="muted" aria-live="polite">
        <Spinner size="sm" label={t('common.loading')} />{' '}
        {current.job?.message || t('sopCreate.progress.waiting')}
      </p>
      {pollError && (
        <p className="hint small" role="status">
          {pollError}
        </p>
      )}
    </section>
  );
}
