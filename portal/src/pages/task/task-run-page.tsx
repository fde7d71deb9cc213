import { calculateTaskProgress } from '@stepwise/api';
import type { TaskPerformance } from '@stepwise/core';
import { apiInstructionPort } from '@stepwise/instruction/api-port';
import { Instruction, type InstructionMode } from '@stepwise/instruction/react';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { api } from '../../api';
import { RunComments } from '../../components/run-review/run-comments';
import { RunReviewAside } from '../../components/run-review/run-review-aside';
import { messageOf, t } from '../../i18n/t';
import { useShellSession } from '../../shell/use-shell-session';
import { UnavailableContent } from '../sop-view/unavailable-content';
import { taskDateTime } from './task-format';
import { taskPaths } from './task-paths';
import '../../components/sop-surfaces.css';
import '../../components/run-review/run-review.css';
import './task.css';

/**
 * /taskplayer/{taskPerformanceId}/mm-sop/{smartInstructionId} (002 §2): a smart instruction run
 * for a task occurrence (run-session mode with the performance id, so the server counts the run
 * for it); when the run completes the server recounts the occurrence (progress-calculation).
 * /task/performance/mm-sop/{id}?taskPerformanceId=… (or ?taskId=…) shows the instruction in
 * review mode beside the members' runs of it (with `?sessionId=`, one run and its comments); the
 * player page opened from a comment notification (`?sessionId=`) shows that run's thread.
 */
export function TaskRunPage({ review = false }: { review?: boolean }) {
  const params = useParams();
  const [query] = useSearchParams();
  const taskPerformanceId = params.taskPerformanceId ?? query.get('taskPerformanceId') ?? '';
  const smartInstructionId = params.smartInstructionId ?? '';
  const taskId = query.get('taskId');
  const sessionId = query.get('sessionId');
  const { profile } = useShellSession();
  const port = useMemo(() => apiInstructionPort(api), []);
  const [unavailable, setUnavailable] = useState(false);
  const [mode, setMode] = useState<InstructionMode>(review ? 'view' : 'run');
  const [done, setDone] = useState<TaskPerformance | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (unavailable) return <UnavailableContent kind="smartInstruction" signedIn />;
  const back = review ? taskPaths.performance() : taskPaths.player(taskPerformanceId);
  const scope = taskPerformanceId
    ? { multimodalSopId: smartInstructionId, taskPerformanceId }
    : taskId && { multimodalSopId: smartInstructionId, taskId };
  const side = review
    ? scope && <RunReviewAside scope={scope} />
    : sessionId && <RunComments sessionId={sessionId} />;
  return (
    <section
      className="sop-page task-run"
      data-testid="task-run-page"
      data-sop-id={smartInstructionId}
    >
      <div className="sop-page-bar">
        <Link to={back} data-testid="task-run-back">
          {t(review ? 'tasks.performance.title' : 'tasks.player.backToTask')}
        </Link>
        {review && (
          <span className="badge" data-testid="sop-review-mode">
            {t('sop.reviewMode')}
          </span>
        )}
      </div>
      {done && (
        <p className="notice" role="status" data-testid="task-run-counted">
          {done.status === 'completed'
            ? t('tasks.player.completed', { date: taskDateTime(done.completedAt) })
            : t('tasks.player.percent', { value: done.progress })}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className={side ? 'run-review-layout' : undefined}>
        <Instruction
          key={`${taskPerformanceId}:${smartInstructionId}`}
          port={port}
          instructionId={smartInstructionId}
          mode={mode}
          onModeChange={setMode}
          review={{ skillId: null, taskPerformanceId: taskPerformanceId || null }}
          isPublic={false}
          storageKey={`sw:task-run:${profile.id}:${taskPerformanceId}`}
          onError={(detail) => {
            if (detail.status === 404 || detail.status === 403) setUnavailable(true);
          }}
          onCompleted={() => {
            if (review) return;
            calculateTaskProgress(api, profile.id, taskPerformanceId).then(
              setDone,
              (err: unknown) => setError(messageOf(err)),
            );
          }}
        />
        {side && <aside aria-label={t('runReview.title')}>{side}</aside>}
      </div>
    </section>
  );
}

export function TaskPlayerRunPage() {
  return <TaskRunPage />;
}

export function TaskPerformanceRunPage() {
  return <TaskRunPage review />;
}
