/**
 * The React <Player/> (issue 5): loads the workflow through its data source, shows the spec's
 * loading and error messages, then plays it (player-view.tsx). Implements `PlayerProps` and
 * exposes `PlayerHandle` through its ref; the <stepwise-player> element is a thin shell around it.
 */
import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { PlayerErrorDetail, PlayerReadyDetail } from '../core/events.js';
import { PlayerMessage } from './components/player-message.js';
import { loadFailureView } from './load-failure.js';
import { useLoadState, usePlaybackStart } from './hooks/use-playback-start.js';
import type { PlayerStores } from './hooks/use-player-stores.js';
import { defaultPlayerLanguage, PlayerI18n } from './player-i18n.js';
import type { PlayerHandle, PlayerProps, PlayerState } from './player-props.js';
import { PlayerRoot } from './player-root.js';
import { PlayerView } from './player-view.js';

function stateOf(workflowId: string, stores: PlayerStores | null): PlayerState {
  if (!stores) {
    return {
      workflowId,
      stepId: null,
      stepIndex: 0,
      time: 0,
      duration: 0,
      paused: true,
      muted: false,
      volume: 1,
      speed: 1,
      ended: false,
    };
  }
  const { playback, steps } = stores;
  const { paused, muted, volume, speed } = playback.$state.get();
  return {
    workflowId,
    stepId: steps.$currentStep.get()?.id ?? null,
    stepIndex: steps.$stepIndex.get(),
    time: playback.$time.get(),
    duration: playback.$duration.get(),
    paused,
    muted,
    volume,
    speed,
    ended: steps.$ended.get() !== null,
  };
}

export const Player = forwardRef<PlayerHandle, PlayerProps>(function Player(props, ref) {
  const { source, workflowId } = props;
  const language = props.lang ?? defaultPlayerLanguage();
  const theme = props.theme ?? 'dark';
  const [attempt, setAttempt] = useState(0);
  const start = usePlaybackStart({
    given: props.start,
    attempt,
    source,
    workflowId,
    versionId: props.versionId,
    preview: props.preview ?? false,
    stepId: props.stepId,
    forceHlsJs: props.forceHlsJs ?? false,
    muted: props.muted ?? false,
    autoplay: props.autoplay ?? false,
    attach: props.attachMedia,
  });
  const load = useLoadState(start);
  const stores = useRef<PlayerStores | null>(null);
  const onStores = useCallback((next: PlayerStores | null) => {
    stores.current = next;
  }, []);

  // Callbacks through a ref: a host passing new functions each render re-wires nothing.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const onError = useCallback((detail: PlayerErrorDetail) => latest.current.onError?.(detail), []);
  const onReady = useCallback((detail: PlayerReadyDetail) => latest.current.onReady?.(detail), []);

  useImperativeHandle(
    ref,
    () => ({
      play: () => stores.current?.playback.play(),
      pause: () => stores.current?.playback.pause(),
      seek: (time) => stores.current?.playback.seek(time),
      goToStep: (stepId) => stores.current?.steps.goToStepId(stepId, 'link'),
      getState: () => stateOf(workflowId, stores.current),
    }),
    [workflowId],
  );

  const failure = load.status === 'failed' ? load.outcome : null;
  useEffect(() => {
    if (!failure) return;
    const view = loadFailureView(failure);
    onError({ code: view.code, message: view.message });
    if (failure.kind === 'sign-in') latest.current.onSignInRequired?.(failure.redirect);
  }, [failure, onError]);

  let body;
  if (load.status === 'ready' && start) {
    body = (
      <PlayerView
        start={start}
        workflow={load.workflow}
        viewer={load.viewer}
        source={source}
        language={language}
        theme={theme}
        stepId={props.stepId}
        versionId={props.versionId}
        autoplay={props.autoplay ?? false}
        muted={props.muted ?? false}
        singleStep={props.singleStep ?? false}
        openMenu={props.openMenu ?? false}
        preview={props.preview ?? false}
        embedded={props.embedded ?? false}
        startInTheater={props.startInTheater ?? false}
        gen2={props.gen2 ?? false}
        confirmLeave={props.confirmLeave ?? false}
        fullscreenLayout={props.fullscreenLayout ?? false}
        fillFrame={props.fillFrame ?? false}
        trackingPersistence={props.trackingPersistence}
        renderQna={props.renderQna}
        onStores={onStores}
        onReady={onReady}
        onError={onError}
        onStepChange={props.onStepChange}
        onTimeUpdate={props.onTimeUpdate}
        onEnded={props.onEnded}
        onQuizCompleted={props.onQuizCompleted}
        audioLanguage={props.audioLanguage}
        onAudioLanguageChange={props.onAudioLanguageChange}
      />
    );
  } else {
    const view = failure ? loadFailureView(failure) : null;
    const signIn = failure?.kind === 'sign-in' && props.onSignInRequired;
    body = (
      <PlayerRoot theme={theme} language={language}>
        {view ? (
          <PlayerMessage
            kind={view.kind}
            action={
              view.retry
                ? { kind: 'retry', onAction: () => setAttempt((n) => n + 1) }
                : signIn && failure.kind === 'sign-in'
                  ? { kind: 'signIn', onAction: () => props.onSignInRequired?.(failure.redirect) }
                  : undefined
            }
          />
        ) : (
          <PlayerMessage kind="loadingVideo" />
        )}
      </PlayerRoot>
    );
  }
  return <PlayerI18n language={language}>{body}</PlayerI18n>;
});
