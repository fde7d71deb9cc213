// The framework-free player core: explicit named exports only; this list is its public surface.
// media/ (the HLS engine), events and the data source contract export from the block at the end.

export {
  ANALYTICS_DEBOUNCE_MS,
  BACK_BUFFER_S,
  CAROUSEL_MAX_DOTS,
  CONTROLS_HIDE_MS,
  DOWNLOAD_SPEED_1080_MBPS,
  DOWNLOAD_SPEED_480_MBPS,
  MENU_TOOLTIP_MS,
  PLAYBACK_SPEED_DEFAULT,
  PLAYBACK_SPEEDS,
  PRELOAD_NEXT_STEPS,
  QUALITIES,
  QUALITY_DEFAULT,
  RESIZE_DEBOUNCE_MS,
  SKIP_SECONDS,
  STACK_BELOW_PX,
  START_LEVEL,
  STEP_NAME_TAG_AFTER_S,
  STEP_NAME_TAG_FOR_S,
  STEP_NUMBER_DIGITS,
  TOOLBOX_SMALL_BELOW_PX,
  VOLUME_DEFAULT,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
  VOLUME_UNMUTE_AT_ZERO,
  WIDTH_THRESHOLDS_PX,
} from './constants.js';
export type { PlaybackSpeed, Quality } from './constants.js';
export { createFakeClock, systemClock } from './clock.js';
export type { Clock, FakeClock, TimerHandle } from './clock.js';
export { controlsLayout, layoutSizeFor, playerLayout, toolboxIsSmall } from './layout.js';
export type {
  ControlsLayout,
  DroppedControl,
  LayoutSize,
  PlayerLayout,
  SettingsControl,
} from './layout.js';
export {
  availableQuality,
  clampVolume,
  endOfStep,
  nextRepeatMode,
  qualitiesFor,
  qualityForDownloadSpeed,
  stepVolume,
  toggleMute,
  withVolume,
} from './playback.js';
export type { AudioState, EndOfStep, EndOfStepInput, RepeatMode } from './playback.js';
export {
  initialModes,
  NO_MODES,
  setDivide,
  setFullscreen,
  setTheater,
  theaterToggleVisible,
} from './modes.js';
export type { ModeContext, ViewModes } from './modes.js';
export { createPlaybackStore } from './playback-store.js';
export type {
  AdvanceListener,
  PlaybackOptions,
  PlaybackState,
  PlaybackStore,
  SeekRequest,
} from './playback-store.js';
export { isTypingTarget, shortcutFor } from './keyboard.js';
export type { KeyInput, ShortcutAction } from './keyboard.js';
export {
  buildTimeline,
  formatMinutesSeconds,
  localizedText,
  menuItems,
  nextStepIndex,
  previousStepIndex,
  stepIndexAt,
  stepIndexById,
  stepNumber,
  stepsToPreload,
  toStepTime,
  toStreamTime,
} from './steps.js';
export type { MenuItem, StepInput, TimelineStep } from './steps.js';
export { createStepsStore } from './steps-store.js';
export type { StepChange, StepChangeVia, StepsStore, StepsStoreOptions } from './steps-store.js';
export { activeCue, cuesFromSentences, defaultSubtitleLanguage } from './subtitles.js';
export type { Cue } from './subtitles.js';
export { createSubtitlesStore } from './subtitles-store.js';
export type { SubtitleChoice, SubtitlesStore, SubtitlesStoreOptions } from './subtitles-store.js';
export { createAudioLanguageStore, defaultAudioLanguage } from './audio-language.js';
export type {
  AudioLanguageStore,
  AudioLanguageStoreOptions,
  AudioTrackInfo,
} from './audio-language.js';
export { searchWorkflow } from './search.js';
export type { WorkflowSearchResult } from './search.js';
export {
  attachmentsSidebarOpen,
  carouselIndex,
  hasAttachments,
  visibleDots,
} from './attachments.js';
export type { StepAttachments } from './attachments.js';
export {
  quizOpenMode,
  quizPending,
  quizShouldShow,
  quizSummaryOf,
  quizzesEnabled,
} from './quiz-summary.js';
export type { QuizAttemptResult, QuizSummary } from './quiz-summary.js';
export { createQuizStore } from './quiz-store.js';
export type { QuizLoadStatus, QuizStore, QuizStoreOptions } from './quiz-store.js';
export { activeTab, quizCardVisible, tabAfterWindowModeEnds, toolboxTabs } from './toolbox.js';
export type { ToolboxInput, ToolboxTab, ToolboxTabs } from './toolbox.js';
export { watermarkId, watermarkVisible } from './watermark.js';
export {
  leaveNeedsConfirmation,
  loadOutcome,
  outcomeForError,
  PLAYER_MESSAGES,
} from './loading.js';
export type { LoadFailure, LoadFailureOutcome, LoadInput, LoadOutcome } from './loading.js';
export {
  LOAD_RETRIES,
  LOAD_RETRY_DELAYS_MS,
  startPlayback,
  startTimeOf,
} from './start-playback.js';
export type {
  AttachMedia,
  LoadState,
  PlaybackStart,
  PlaybackStartOptions,
} from './start-playback.js';
export { createTrackingStore, TRACKING_SAVE_INTERVAL_MS } from './tracking-store.js';
export type {
  TrackedStep,
  TrackedStepChange,
  TrackingStore,
  TrackingStoreOptions,
} from './tracking-store.js';
export type { TrackingPersistence, TrackingSender } from './tracking-ports.js';
export { connectTracking } from './connect-tracking.js';
export type { TrackingConnection } from './connect-tracking.js';
export { attachMedia } from './media/media-engine.js';
export type {
  HlsMode,
  MediaEngine,
  MediaEngineEvent,
  MediaEngineOptions,
} from './media/media-engine.js';
export { parseMasterPlaylist, renditionFor } from './media/master-playlist.js';
export type { Rendition } from './media/master-playlist.js';
export { loadHlsJs } from './media/hls-loader.js';
export { playsHlsNatively } from './media/native-hls.js';
export { dispatchPlayerEvent, TIMEUPDATE_INTERVAL_MS } from './events.js';
export type {
  PlayerAudioLanguageChangeDetail,
  PlayerEndedDetail,
  PlayerErrorDetail,
  PlayerEventDetail,
  PlayerEventMap,
  PlayerEventName,
  PlayerQuizCompletedDetail,
  PlayerReadyDetail,
  PlayerStepChangeDetail,
  PlayerTimeUpdateDetail,
} from './events.js';
export type {
  CommentsPort,
  PlayerDataSource,
  PlayerViewer,
  PlayerWorkflowData,
  QuizSourcePort,
  ReactionsPort,
} from './data-source.js';
