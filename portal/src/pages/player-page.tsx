import { getPlayerWorkflow, type PlayerWorkflow } from '@stepwise/api';
import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { api } from '../api';
import { messageOf, t } from '../i18n/t';
import { formatDuration, stepTitle } from '../lib/format';
import { attachHls } from '../player/attach-hls';
import { useAppData } from './app-data';

export function playerLoader({ params }: LoaderFunctionArgs): Promise<PlayerWorkflow> {
  return getPlayerWorkflow(api, params.workflowId ?? '');
}

/** Where to start: `t` when given, else the start of `step`, else the beginning. */
function startAt(workflow: PlayerWorkflow, step: string | null, at: string | null): number {
  const time = at === null ? NaN : Number(at);
  if (Number.isFinite(time) && time >= 0) return time;
  return workflow.steps.find((s) => s.id === step)?.startTime ?? 0;
}

/**
 * /player/:workflowId?step=&t= — a minimal player (issue 5 brings the real one): the signed
 * HLS video and the step list; choosing a step seeks to it.
 */
export function PlayerPage() {
  const workflow = useLoaderData<PlayerWorkflow>();
  const { profile } = useAppData();
  const [params, setParams] = useSearchParams();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  const url = workflow.videoURL;
  const start = startAt(workflow, params.get('step'), params.get('t'));
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  });

  // A new step or time in the address (a search result, the step list) moves the video there.
  useEffect(() => {
    const el = video.current;
    if (el && el.readyState >= 1 && Math.abs(el.currentTime - start) > 0.5) el.currentTime = start;
  }, [start]);

  useEffect(() => {
    const el = video.current;
    if (!el || !url) return;
    let detach: (() => void) | undefined;
    let live = true;
    const seek = () => {
      if (startRef.current > 0) el.currentTime = startRef.current;
    };
    el.addEventListener('loadedmetadata', seek, { once: true });
    attachHls(el, url).then(
      (stop) => {
        if (live) detach = stop;
        else stop();
      },
      (err: unknown) => live && setError(`${t('player.hlsUnsupported')} ${messageOf(err)}`),
    );
    return () => {
      live = false;
      el.removeEventListener('loadedmetadata', seek);
      detach?.();
    };
  }, [url]);

  const languages = [profile.locale, workflow.languageCode];
  const current = workflow.steps.findLast((s) => s.startTime <= now + 0.05) ?? workflow.steps[0];
  const goTo = (stepId: string, time: number) => {
    const el = video.current;
    if (el) el.currentTime = time;
    setNow(time);
    setParams({ step: stepId }, { replace: true });
  };

  return (
    <section className="player" data-testid="player-page" data-workflow-id={workflow.id}>
      <header className="page-header">
        <h1>{workflow.title}</h1>
      </header>
      <div className="player-layout">
        <div className="player-stage">
          {url ? (
            <video
              ref={video}
              data-testid="player-video"
              controls
              playsInline
              preload="auto"
              poster={workflow.posterURL ?? undefined}
              aria-label={t('player.video', { title: workflow.title })}
              onTimeUpdate={(e) => setNow(e.currentTarget.currentTime)}
            />
          ) : (
            <p className="empty">{t('player.noVideo')}</p>
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <nav className="step-list" aria-label={t('player.steps')}>
          <h2>{t('player.steps')}</h2>
          <ol>
            {workflow.steps.map((step, i) => {
              const title =
                stepTitle(step.title, ...languages) || t('player.step', { number: i + 1 });
              return (
                <li key={step.id}>
                  <button
                    type="button"
                    data-testid="player-step"
                    data-step-id={step.id}
                    aria-current={current?.id === step.id ? 'step' : undefined}
                    onClick={() => goTo(step.id, step.startTime)}
                  >
                    <span className="step-number">{String(i + 1).padStart(2, '0')}</span>
                    <span className="step-title">{title}</span>
                    <span className="step-duration">
                      {formatDuration(step.endTime - step.startTime)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </section>
  );
}
