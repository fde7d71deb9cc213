// The ready player: one set of stores, the <video> with its engine, tracking, events and the
// components around the picture. <Player/> shows this once the workflow has loaded.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { InterfaceLanguage, Theme } from '@stepwise/core';
import { attachmentsSidebarOpen, hasAttachments } from '../core/attachments.js';
import { controlsLayout } from '../core/layout.js';
import { localizedText } from '../core/steps.js';
import type { PlayerDataSource, PlayerViewer, PlayerWorkflowData } from '../core/data-source.js';
import type {
  PlayerErrorDetail,
  PlayerAudioLanguageChangeDetail,
  PlayerQuizCompletedDetail,
  PlayerReadyDetail,
} from '../core/events.js';
import type { TrackingPersistence } from '../core/tracking-ports.js';
import { PlayerMessage } from './components/player-message.js';
import { VersionBadge } from './components/version-badge.js';
import { pastVersionBadge } from '../core/past-version.js';
import { useFullscreen } from './hooks/use-fullscreen.js';
import { usePlayerKeyboard } from './hooks/use-keyboard.js';
import { usePlayerLayout } from './hooks/use-player-layout.js';
import { useLeaveConfirmation } from './hooks/use-leave-confirmation.js';
import type { PlaybackStart } from '../core/start-playback.js';
import { useMediaEngine, type MediaEngineStatus } from './hooks/use-media-engine.js';
import { usePlayerEvents, type PlayerEventHandlers } from './hooks/use-player-events.js';
import { usePlayerStores, type PlayerStores } from './hooks/use-player-stores.js';
import { useTracking } from './hooks/use-tracking.js';
import { AnnotationSlot } from './annotation-slot.js';
import { PlayerAttachments } from './player-attachments.js';
import { PlayerControls } from './player-controls.js';
import { PlayerOverlays } from './player-overlays.js';
import { usePlayerQuiz } from './player-quiz.js';
import { PlayerReactions } from './player-reactions.js';
import { PlayerRoot } from './player-root.js';
import { PlayerSearch } from './player-search.js';
import { PlayerSettings } from './player-settings.js';
import { PlayerToolbox } from './player-toolbox.js';
import type { PlayerProps } from './player-props.js';

export interface PlayerViewProps extends PlayerEventHandlers {
  /** The loaded start: its <video> and engine are this view's picture. */
  start: PlaybackStart;
  workflow: PlayerWorkflowData;
  viewer: PlayerViewer | null;
  source: PlayerDataSource;
  language: InterfaceLanguage;
  theme: Theme;
  stepId?: string | undefined;
  versionId?: string | undefined;
  autoplay: boolean;
  muted: boolean;
  singleStep: boolean;
  openMenu: boolean;
  preview: boolean;
  embedded: boolean;
  startInTheater: boolean;
  gen2: boolean;
  confirmLeave: boolean;
  fullscreenLayout: boolean;
  fillFrame: boolean;
  trackingPersistence?: TrackingPersistence | undefined;
  renderQna?: PlayerProps['renderQna'];
  onStores: (stores: PlayerStores | null) => void;
  onReady: (detail: PlayerReadyDetail) => void;
  onError: (detail: PlayerErrorDetail) => void;
  onQuizCompleted?: ((detail: PlayerQuizCompletedDetail) => void) | undefined;
  audioLanguage?: string | undefined;
  onAudioLanguageChange?: ((detail: PlayerAudioLanguageChangeDetail) => void) | undefined;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function PlayerView(props: PlayerViewProps) {
  const { workflow, source, onStores } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const stores = usePlayerStores({ ...props });
  const [menuOpen, setMenuOpen] = useState(props.openMenu && !props.singleStep);
  const [searchOpen, setSearchOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [attachmentsWanted, setAttachmentsWanted] = useState(false);

  useEffect(() => {
    onStores(stores);
    return () => onStores(null);
  }, [stores, onStores]);

  const { mode, failure } = useMediaEngine({
    start: props.start,
    stores,
    autoplay: props.autoplay,
    onError: props.onError,
    onAudioLanguageChange: props.onAudioLanguageChange,
  });
  useEffect(() => {
    // The host's attribute changed after the stores were made (their first value reads it).
    if (stores && props.audioLanguage) stores.audio.setLanguage(props.audioLanguage);
  }, [stores, props.audioLanguage]);
  useEffect(() => {
    if (!mode || !stores) return;
    props.onReady({
      workflowId: workflow.id,
      title: workflow.title,
      steps: stores.steps.$timeline.get().map((s) => ({
        id: s.id,
        title: localizedText(s.step.title, props.language, workflow.languageCode),
        startTime: s.start,
        endTime: s.end,
      })),
      hls: mode,
    });
    // Once per attached engine.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, stores]);
  useEffect(() => {
    if (!workflow.videoURL)
      props.onError({ code: 'playback', message: 'The workflow has no video.' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [workflow]);

  useTracking({
    stores,
    workflowId: workflow.id,
    // The version the answer is (issue 23): its records say which one was played.
    versionId: workflow.version?.id ?? props.versionId,
    source,
    persistence: props.trackingPersistence,
    onError: (error) => props.onError({ code: 'network', message: errorText(error) }),
  });
  usePlayerEvents(stores, workflow.id, props);
  useFullscreen(rootRef, stores);
  useLeaveConfirmation(stores, { confirmLeave: props.confirmLeave, isPublic: source.isPublic });
  const onKeyDown = usePlayerKeyboard(stores);

  if (!stores) {
    return (
      <PlayerRoot theme={props.theme} language={props.language}>
        <PlayerMessage kind="loadingVideo" />
      </PlayerRoot>
    );
  }
  return (
    <ReadyPlayer
      {...props}
      stores={stores}
      rootRef={rootRef}
      onKeyDown={onKeyDown}
      mediaFailure={failure}
      engineAttached={mode !== null}
      menu={[menuOpen, setMenuOpen]}
      search={[searchOpen, setSearchOpen]}
      settings={[settingsOpen, setSettingsOpen]}
      attachments={[attachmentsWanted, setAttachmentsWanted]}
    />
  );
}

type Toggle = [boolean, (next: boolean) => void];

interface ReadyPlayerProps extends PlayerViewProps {
  stores: PlayerStores;
  rootRef: React.RefObject<HTMLDivElement | null>;
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void;
  mediaFailure: MediaEngineStatus['failure'];
  /** The media engine has attached the stream to the start's <video>. */
  engineAttached: boolean;
  menu: Toggle;
  search: Toggle;
  settings: Toggle;
  attachments: Toggle;
}

/**
 * The start's <video>, moved into the stage. A media element moved within one task keeps
 * playing (it is in a document again when the browser checks), so the picture never blinks.
 */
function MediaSlot({ video, onClick }: { video: HTMLVideoElement; onClick: () => void }) {
  const slot = useCallback(
    (node: HTMLDivElement | null) => {
      if (node && video.parentNode !== node) node.append(video);
    },
    [video],
  );
  return <div ref={slot} className="sw-player-media" onClick={onClick} />;
}

function ReadyPlayer({ rootRef, ...props }: ReadyPlayerProps) {
  const { stores, workflow, viewer, source } = props;
  const badge = pastVersionBadge(workflow.version);
  const [menuOpen, setMenuOpen] = props.menu;
  const [searchOpen, setSearchOpen] = props.search;
  const [settingsOpen, setSettingsOpen] = props.settings;
  const [attachmentsWanted, setAttachmentsWanted] = props.attachments;
  const stageRef = useRef<HTMLDivElement>(null);
  const state = useStore(stores.playback.$state);
  const modes = useStore(stores.playback.$modes);
  const controlsVisible = useStore(stores.playback.$controlsVisible);
  const step = useStore(stores.steps.$currentStep);
  const layout = usePlayerLayout(rootRef, stageRef, modes.fullscreen || props.fullscreenLayout);
  const stepAttachments = step?.step.attachments;
  const showAttachments = attachmentsSidebarOpen(attachmentsWanted, stepAttachments);
  const showReactions =
    source.reactions !== undefined &&
    !source.isPublic &&
    viewer !== null &&
    workflow.published &&
    (modes.theater || modes.fullscreen);
  const showToolbox = !props.singleStep && (menuOpen || modes.divide);
  const settingsControls = controlsLayout(layout.size).settings;
  // Dubbed tracks (issue 22) are chosen in the panel at every size: it opens for them too.
  const hasSettings = settingsControls.length > 0 || stores.audio.tracks.length > 0;
  const showSettings = settingsOpen && hasSettings;
  const reportError = (error: unknown) =>
    props.onError({ code: 'network', message: errorText(error) });
  const quiz = usePlayerQuiz({
    stores,
    workflowId: workflow.id,
    preview: props.preview,
    onCompleted: props.onQuizCompleted,
    onError: reportError,
    returnFocus: () => rootRef.current?.focus({ preventScroll: true }),
  });
  // A closed panel gives focus back to the button that opened it, so keys keep working.
  const closePanel = (panel: string, close: () => void) => {
    close();
    rootRef.current?.querySelector<HTMLElement>(`[data-panel="${panel}"]`)?.focus();
  };

  const controls = (
    <PlayerControls
      stores={stores}
      size={layout.size}
      below={layout.controlsBelow}
      menuOpen={menuOpen}
      onMenuToggle={props.singleStep ? undefined : () => setMenuOpen(!menuOpen)}
      searchOpen={searchOpen}
      onSearchToggle={() => setSearchOpen(!searchOpen)}
      settingsOpen={showSettings}
      settingsButton={hasSettings}
      onSettingsToggle={() => setSettingsOpen(!settingsOpen)}
      attachmentsOpen={showAttachments}
      onAttachmentsToggle={
        hasAttachments(stepAttachments) ? () => setAttachmentsWanted(!attachmentsWanted) : undefined
      }
    />
  );
  // Over the picture's end side when there is room; under it, one after another, when stacked.
  const panels = (showSettings || searchOpen || showAttachments) && (
    <div className="sw-player-panels">
      {showSettings && (
        <PlayerSettings
          stores={stores}
          controls={settingsControls}
          onClose={() => closePanel('settings', () => setSettingsOpen(false))}
        />
      )}
      {searchOpen && (
        <PlayerSearch
          stores={stores}
          workflowLanguage={workflow.languageCode}
          speechStatus={workflow.speechStatus}
          onClose={() => closePanel('search', () => setSearchOpen(false))}
        />
      )}
      {showAttachments && step && stepAttachments && (
        <PlayerAttachments
          key={step.id}
          attachments={stepAttachments}
          workflowId={workflow.id}
          onGoToStep={(id) => stores.steps.goToStepId(id)}
          onClose={() => closePanel('attachments', () => setAttachmentsWanted(false))}
        />
      )}
    </div>
  );

  return (
    <PlayerRoot
      ref={rootRef}
      theme={props.theme}
      language={props.language}
      tabIndex={-1}
      onKeyDown={props.onKeyDown}
      onPointerMove={stores.playback.activity}
      data-paused={state.paused || undefined}
      data-fullscreen={modes.fullscreen || undefined}
      data-theater={modes.theater || undefined}
      data-divide={modes.divide || undefined}
      data-layout={props.fullscreenLayout ? 'fullscreen' : props.fillFrame ? 'fill' : undefined}
      data-size={layout.size}
      data-stacked={layout.stacked || undefined}
      data-controls-below={layout.controlsBelow || undefined}
      data-step={step?.id}
    >
      <div ref={stageRef} className="sw-player-stage">
        <MediaSlot video={props.start.video} onClick={stores.playback.togglePlay} />
        <AnnotationSlot
          workflow={workflow}
          steps={stores.steps}
          video={props.start.video}
          attached={props.engineAttached}
        />
        {props.mediaFailure && <PlayerMessage kind={props.mediaFailure} />}
        <PlayerOverlays
          stores={stores}
          workflow={workflow}
          viewer={viewer}
          isPublic={source.isPublic}
          raised={controlsVisible && !layout.controlsBelow}
        />
        {badge && (
          <VersionBadge
            version={badge.version}
            createdAt={badge.createdAt}
            language={props.language}
          />
        )}
        {!layout.controlsBelow && controls}
        {!layout.stacked && panels}
        {showReactions && source.reactions && (
          <PlayerReactions port={source.reactions} workflowId={workflow.id} onError={reportError} />
        )}
        {quiz.mask}
      </div>
      {layout.controlsBelow && controls}
      {layout.stacked && panels}
      {showToolbox && (
        <PlayerToolbox
          stores={stores}
          source={source}
          viewer={viewer}
          workflow={workflow}
          language={props.language}
          versionId={workflow.version?.id ?? props.versionId}
          divide={modes.divide}
          small={layout.toolboxSmall}
          renderQna={props.renderQna}
          quizCard={quiz.card}
          onClose={stores.playback.toggleDivide}
          onError={reportError}
        />
      )}
      {quiz.panel}
    </PlayerRoot>
  );
}
