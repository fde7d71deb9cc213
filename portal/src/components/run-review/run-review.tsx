/**
 * RunReview (issue 24; 002 §4 review mode): one run of a skill or task, loaded with the
 * instruction's steps (their titles and checklist texts: the run keeps only ids), then the
 * run's comment thread for the reviewer to answer.
 */
import { getPlayerSmartInstruction, getRun } from '@stepwise/api';
import { api } from '../../api';
import { useLoad } from '../../lib/use-load';
import { LoadState } from '../load-state';
import { RunComments } from './run-comments';
import { RunReviewView } from './run-review-view';
import './run-review.css';

export function RunReview({
  sessionId,
  instructionId,
}: {
  sessionId: string;
  instructionId: string;
}) {
  const [load, retry] = useLoad(`run-review:${sessionId}:${instructionId}`, async () => {
    const [run, instruction] = await Promise.all([
      getRun(api, sessionId),
      getPlayerSmartInstruction(api, instructionId, { includeSubData: true }),
    ]);
    return { run, steps: instruction.items };
  });
  if (load.state !== 'ready') return <LoadState load={load} onRetry={retry} testId="run-review" />;
  return (
    <div className="run-review-panel">
      <RunReviewView run={load.value.run} steps={load.value.steps} />
      <RunComments sessionId={sessionId} />
    </div>
  );
}
