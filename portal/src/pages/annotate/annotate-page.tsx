/**
 * /editor/{workflowId}/annotations (issue 22; 001 §2 annotation canvas): reads the workflow's
 * CURRENT media and steps (GET /v1/player/workflow, signed HLS) and the steps' annotation
 * records (POST /v1/annotations/get-by-steps), then opens the editor. Loading, an error with
 * Retry, "still processing" (no video yet) and "no steps" are shown plainly.
 */
import { getAnnotationsBySteps, getPlayerWorkflow } from '@stepwise/api';
import type { PlayerWorkflow } from '@stepwise/core';
import { Link, useParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import type { StepElements } from './annotation-history';
import { AnnotateEditor } from './annotate-editor';

type Opened =
  | { kind: 'processing'; workflow: PlayerWorkflow }
  | { kind: 'ready'; workflow: PlayerWorkflow & { videoURL: string }; records: StepElements };

async function open(workflowId: string): Promise<Opened> {
  const workflow = await getPlayerWorkflow(api, workflowId);
  const { videoURL } = workflow;
  if (!workflow.processed || !videoURL) return { kind: 'processing', workflow };
  const steps = [...workflow.steps].sort((a, b) => a.order - b.order);
  const found = steps.length
    ? await getAnnotationsBySteps(
        api,
        steps.map((s) => s.id),
      )
    : [];
  const records: Record<string, StepElements[string]> = {};
  for (const s of steps) records[s.id] = [];
  for (const r of found) records[r.stepId] = r.elements;
  return { kind: 'ready', workflow: { ...workflow, steps, videoURL }, records };
}

export function AnnotatePage() {
  const { workflowId = '' } = useParams();
  const [load, retry] = useLoad(`annotate:${workflowId}`, () => open(workflowId));
  if (load.state !== 'ready') {
    return (
      <div className="annotate-page" data-testid="annotate-page">
        <LoadState load={load} onRetry={retry} testId="annotate" />
      </div>
    );
  }
  const opened = load.value;
  return (
    <div className="annotate-page" data-testid="annotate-page">
      {opened.kind === 'processing' ? (
        <>
          <Link to={`/editor/${encodeURIComponent(workflowId)}`}>{t('annotate.back')}</Link>
          <h1>{opened.workflow.title}</h1>
          <p role="status" data-testid="annotate-processing">
            {t('annotate.processing')}
          </p>
          <button type="button" onClick={retry}>
            {t('common.retry')}
          </button>
        </>
      ) : (
        // Keyed by the workflow: another one starts with its own history and video.
        <AnnotateEditor key={workflowId} workflow={opened.workflow} initial={opened.records} />
      )}
    </div>
  );
}
