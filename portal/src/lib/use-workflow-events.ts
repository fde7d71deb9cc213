import { watchWorkflow, type WorkflowEvent } from '@stepwise/api';
import { useEffect, useRef, useState } from 'react';
import { api } from '../api';

/**
 * The live processing state of one workflow while `active` (its card reads processing or
 * transcoding). `onSettled` runs once the server says nothing more will change.
 */
export function useWorkflowEvents(
  workflowId: string,
  active: boolean,
  onSettled: (last: WorkflowEvent | null) => void,
): WorkflowEvent | null {
  const [event, setEvent] = useState<WorkflowEvent | null>(null);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    watchWorkflow(api, workflowId, setEvent, controller.signal)
      .then((last) => {
        if (!controller.signal.aborted) settled.current(last);
      })
      .catch(() => {
        // Lost for good (refused or too many failures): the list's next load tells the state.
        if (!controller.signal.aborted) settled.current(null);
      });
    return () => controller.abort();
  }, [workflowId, active]);

  return active ? event : null;
}
