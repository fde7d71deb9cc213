import { createScormExport, getScormExport } from '@stepwise/api';
import {
  isScormExportFinal,
  SCORM_DEFAULT_RESOLUTION,
  SCORM_EXPORT_TYPES,
  SCORM_RESOLUTIONS,
  type ScormExportProcess,
  type ScormExportType,
  type ScormResolution,
} from '@stepwise/core';
import { Alert, Button, Dialog, Radio, RadioGroup, Spinner } from '@stepwise/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import { messageOf, t } from '../i18n/t';
import { SCORM_POLL_MS, scormTypeKey } from '../pages/scorm-export/scorm-export-view';
import { ScormStatus } from '../pages/scorm-export/scorm-status';
import { usePolling, useScormActions } from '../pages/scorm-export/use-scorm-actions';
import { paths } from '../paths';
import '../pages/scorm-export/scorm-export.css';
import { offeredChoice, offeredResolutions, workflowRenditions } from './workflow-renditions';

/**
 * A workflow card's SCORM export (001 §7): pick the standard and the video quality (only the
 * resolutions the workflow's stream is encoded at: its master playlist), then an
 * export process is created (POST /v1/rustici-export-processes) and followed until it is
 * final: download when finished, its message and a retry on error. A process rather than the
 * direct download-scorm call, so the export is a durable job that shows in the history, keeps
 * going when the dialog closes, and can be retried once its cause is fixed.
 */
export function ScormExportDialog({
  workflowId,
  title,
  published,
  onClose,
}: {
  workflowId: string;
  title: string;
  published: boolean;
  onClose: () => void;
}) {
  const [exportType, setExportType] = useState<ScormExportType>('SCORM_12');
  const [wanted, setResolution] = useState<ScormResolution>(SCORM_DEFAULT_RESOLUTION);
  const [heights, setHeights] = useState<number[] | null>(null);
  const resolutions = offeredResolutions(SCORM_RESOLUTIONS, heights);
  const resolution = offeredChoice(wanted, resolutions);
  const [process, setProcess] = useState<ScormExportProcess | null>(null);
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const actions = useScormActions(setProcess);

  useEffect(() => {
    let live = true;
    workflowRenditions(workflowId).then(
      (found) => live && setHeights(found),
      // Unknown: every resolution stays on offer; the server plays the nearest one there is.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [workflowId]);

  const polling = process !== null && !isScormExportFinal(process.status);
  usePolling(
    polling,
    SCORM_POLL_MS,
    () => getScormExport(api, process?.id ?? ''),
    setProcess,
    (next) => isScormExportFinal(next.status),
  );

  const start = async () => {
    setCreating(true);
    setFailure(null);
    try {
      setProcess(
        await createScormExport(api, {
          workflowIds: [workflowId],
          exportType,
          exportSource: 'workflow',
          resolution,
        }),
      );
    } catch (err) {
      setFailure(messageOf(err));
    } finally {
      setCreating(false);
    }
  };

  const busy = actions.busyId !== null;
  const problem = failure ?? actions.failure;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('scorm.dialogTitle', { title })}
      closeLabel={t('common.close')}
      data-testid="scorm-export-dialog"
      footer={
        <>
          <Link to={paths.scormExportHistory} data-testid="scorm-history-link">
            {t('scorm.history')}
          </Link>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <p className="hint">{t('scorm.intro')}</p>
      {!published && <Alert tone="warning">{t('scorm.unpublishedHint')}</Alert>}
      <div className="scorm-export-fields">
        <RadioGroup
          label={t('scorm.standard')}
          value={exportType}
          onValueChange={(value) => setExportType(value as ScormExportType)}
          disabled={polling || creating}
          data-testid="scorm-standard"
        >
          {SCORM_EXPORT_TYPES.map((type) => (
            <Radio key={type} value={type}>
              {t(scormTypeKey(type))}
            </Radio>
          ))}
        </RadioGroup>
        <RadioGroup
          label={t('scorm.resolution')}
          orientation="horizontal"
          value={String(resolution)}
          onValueChange={(value) => setResolution(Number(value) as ScormResolution)}
          disabled={polling || creating}
          data-testid="scorm-resolution"
        >
          {resolutions.map((height) => (
            <Radio key={height} value={String(height)}>
              {t('scorm.resolutionValue', { height })}
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <p>
        <Button
          variant="primary"
          busy={creating}
          disabled={polling}
          onClick={() => void start()}
          data-testid="scorm-export-start"
        >
          {t('scorm.export')}
        </Button>
      </p>

      <div role="status" aria-live="polite" data-testid="scorm-export-progress">
        {process && (
          <p>
            <ScormStatus status={process.status} />{' '}
            {polling && (
              <>
                <Spinner size="sm" label={t('scorm.notReady')} /> {t('scorm.notReady')}
              </>
            )}
            {process.status === 'finished' && t('scorm.ready')}
          </p>
        )}
      </div>
      {process?.status === 'finished' && (
        <Button
          variant="primary"
          busy={busy}
          onClick={() => void actions.download(process)}
          data-testid="scorm-download"
        >
          {t('scorm.download')}
        </Button>
      )}
      {process?.status === 'error' && (
        <Alert
          tone="danger"
          data-testid="scorm-export-error"
          action={
            <Button
              busy={busy}
              onClick={() => void actions.retry(process)}
              data-testid="scorm-retry"
            >
              {t('scorm.retry')}
            </Button>
          }
        >
          {process.errorMessage ? messageOf(process.errorMessage) : t('scorm.status.error')}
        </Alert>
      )}
      {problem && (
        <Alert tone="danger" data-testid="scorm-export-failure">
          {problem}
        </Alert>
      )}
    </Dialog>
  );
}
