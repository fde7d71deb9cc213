import type { TaskPerformance } from '@stepwise/core';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { dueBadge, taskDateTime } from './task-format';
import { taskPaths } from './task-paths';

type Item = TaskPerformance['list'][number];

/**
 * The task player's body (issue 24): the occurrence's title, due date and progress, then its
 * items with done ticks. A workflow plays inside the page (`onPlay`); a smart instruction runs
 * on its own route with the performance id, so the run is counted for this occurrence.
 */
export function TaskPlayerView({
  performance,
  playing,
  onPlay,
}: {
  performance: TaskPerformance;
  playing: string | null;
  onPlay: (workflowId: string) => void;
}) {
  const due = dueBadge(performance.status === 'completed' ? null : performance.dueAt);
  return (
    <>
      <header className="task-player-header">
        <h1 data-testid="task-player-title">{performance.title}</h1>
        <p className="muted">
          {performance.dueAt
            ? t('tasks.player.due', { date: taskDateTime(performance.dueAt) })
            : t('tasks.player.noDue')}
          {due && (
            <span className={`badge task-due-${due}`} data-testid="task-due-badge">
              {t(due === 'overdue' ? 'tasks.due.overdue' : 'tasks.due.soon')}
            </span>
          )}
        </p>
        <progress
          max={100}
          value={performance.progress}
          aria-label={t('tasks.player.progress')}
          data-testid="task-player-progress"
        />
        <span>{t('tasks.player.percent', { value: performance.progress })}</span>
      </header>
      {performance.status === 'completed' && (
        <p className="notice" role="status" data-testid="task-player-completed">
          {t('tasks.player.completed', {
            date: taskDateTime(performance.completedAt),
          })}
        </p>
      )}
      {performance.list.length === 0 ? (
        <p className="empty" role="status">
          {t('tasks.content.empty')}
        </p>
      ) : (
        <ol className="task-player-items">
          {performance.list.map((item) => (
            <TaskPlayerItem
              key={`${item.type}:${item.id}`}
              item={item}
              performanceId={performance.id}
              playing={playing === item.id}
              onPlay={onPlay}
            />
          ))}
        </ol>
      )}
    </>
  );
}

function TaskPlayerItem({
  item,
  performanceId,
  playing,
  onPlay,
}: {
  item: Item;
  performanceId: string;
  playing: boolean;
  onPlay: (workflowId: string) => void;
}) {
  return (
    <li className="task-player-item" data-testid="task-player-item" data-done={item.done}>
      <span
        className={item.done ? 'task-tick done' : 'task-tick'}
        role="img"
        aria-label={t(item.done ? 'tasks.player.done' : 'tasks.player.notDone')}
      >
        {item.done ? '✓' : '○'}
      </span>
      <span className="task-content-kind">
        {t(item.type === 'workflows' ? 'tasks.content.workflow' : 'tasks.content.smartInstruction')}
      </span>
      <strong>{item.title}</strong>
      {item.type === 'workflows' ? (
        <button
          type="button"
          className="primary"
          aria-pressed={playing}
          onClick={() => onPlay(item.id)}
          data-testid="task-player-play"
        >
          {t(playing ? 'tasks.player.closeWorkflow' : 'tasks.player.play')}
        </button>
      ) : (
        <Link
          className="button primary"
          to={taskPaths.playerRun(performanceId, item.id)}
          data-testid="task-player-run"
        >
          {t(item.done ? 'tasks.player.runAgain' : 'tasks.player.run')}
        </Link>
      )}
    </li>
  );
}
