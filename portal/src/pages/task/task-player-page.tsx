import { calculateTaskProgress } from '@stepwise/api';
import type { TaskPerformance } from '@stepwise/core';
import { apiDataSource } from '@stepwise/player/api-source';
import { Player } from '@stepwise/player/react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { currentLanguage, messageOf, t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { paths } from '../../paths';
import { useTheme } from '../../shell/theme';
import { useShellSession } from '../../shell/use-shell-session';
import { UnavailableContent } from '../sop-view/unavailable-content';
import { readTaskPerformance } from './task-load';
import { TaskPlayerView } from './task-player-view';
import './task.css';

/**
 * /taskplayer/{taskPerformanceId} (002 §2): one occurrence of a task for the signed-in member.
 * Fetch results (002 §4): wait (loading), unpublished (code 2: the unpublished screen), not
 * assigned (code 52: a clear page with nothing of the task), published (the player).
 */
export function TaskPlayerPage() {
  const { taskPerformanceId = '' } = useParams();
  const [load, retry] = useLoad(`task-performance:${taskPerformanceId}`, () =>
    readTaskPerformance(taskPerformanceId),
  );
  // A recount (progress-calculation) answers with the occurrence; it replaces the loaded one.
  const [recounted, setPerformance] = useState<TaskPerformance | null>(null);
  const performance =
    recounted?.id === taskPerformanceId
      ? recounted
      : load.state === 'ready' && load.value.kind === 'published'
        ? load.value.performance
        : null;

  if (load.state === 'ready' && load.value.kind === 'notAssigned') {
    return <section className="task-clear" data-testid="task-player-not-assigned" />;
  }
  if (load.state === 'ready' && load.value.kind === 'unpublished') {
    return <UnavailableContent kind="smartInstruction" signedIn />;
  }
  if (!performance) {
    return (
      <section className="task-page">
        <LoadState load={load} onRetry={retry} testId="task-player" />
      </section>
    );
  }
  return <TaskPlayerBody performance={performance} onChange={setPerformance} />;
}

function TaskPlayerBody({
  performance,
  onChange,
}: {
  performance: TaskPerformance;
  onChange: (p: TaskPerformance) => void;
}) {
  const { profile } = useShellSession();
  const [theme] = useTheme();
  const source = useMemo(() => apiDataSource(api), []);
  const [playing, setPlaying] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // After a workflow is watched or closed the server recounts what is done (progress-calculation).
  const recount = () =>
    calculateTaskProgress(api, profile.id, performance.id).then(onChange, (err: unknown) =>
      setError(messageOf(err)),
    );

  return (
    <section
      className="task-page task-player"
      data-testid="task-player"
      data-status={performance.status}
    >
      <Link to={paths.home}>{t('tasks.player.back')}</Link>
      <TaskPlayerView
        performance={performance}
        playing={playing}
        onPlay={(workflowId) => {
          if (playing) void recount();
          setPlaying(playing === workflowId ? null : workflowId);
        }}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {playing && (
        <div className="task-player-frame" data-testid="task-player-workflow">
          <Player
            key={playing}
            workflowId={playing}
            source={source}
            lang={currentLanguage()}
            theme={theme}
            onEnded={() => void recount()}
          />
        </div>
      )}
    </section>
  );
}
