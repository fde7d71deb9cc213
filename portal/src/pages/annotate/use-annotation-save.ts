/**
 * Saving the editor's changed steps (POST /v1/annotations/batch-upsert) and following the
 * re-render a save starts when the workflow's blurs changed (the answer's `render`): polled on
 * GET /v1/workflows/{id}/conversion-history until it has finished or failed. A failed save shows
 * 001 §8's unexpected-error alert and keeps the changes.
 */
import { listWorkflowRenders, upsertAnnotations } from '@stepwise/api';
import type { WorkflowRender } from '@stepwise/core';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api';
import type { StepElements } from './annotation-history';

/** How often a running re-render is asked about. */
const RENDER_POLL_MS = 2000;

const running = (r: WorkflowRender | null) =>
  r !== null && (r.status === 'scheduled' || r.status === 'running');

export function useAnnotationSave(workflowId: string, onSaved: (steps: StepElements) => void) {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const [render, setRender] = useState<WorkflowRender | null>(null);

  const save = useCallback(
    async (steps: StepElements) => {
      const stepIds = Object.keys(steps);
      if (stepIds.length === 0) return;
      setSaving(true);
      setFailed(false);
      setSaved(false);
      try {
        const answer = await upsertAnnotations(api, {
          workflowId,
          annotations: stepIds.map((stepId) => ({ stepId, elements: [...(steps[stepId] ?? [])] })),
        });
        onSaved(steps);
        setSaved(true);
        if (answer.render) setRender(answer.render);
      } catch {
        setFailed(true);
      } finally {
        setSaving(false);
      }
    },
    [workflowId, onSaved],
  );

  const renderId = running(render) ? render?.id : null;
  useEffect(() => {
    if (!renderId) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      listWorkflowRenders(api, workflowId, controller.signal).then(
        (items) => {
          const now = items.find((r) => r.id === renderId);
          if (now) setRender(now);
        },
        () => undefined, // a missed poll is asked again on the next tick
      );
    }, RENDER_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [workflowId, renderId]);

  return { saving, failed, saved, render, save };
}
