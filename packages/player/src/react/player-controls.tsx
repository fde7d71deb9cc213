// The controls bar bound to the playback, steps and subtitles stores: values formatted here,
// presses sent to the stores' actions. Which controls a variant lacks follows 002 §6.
import { useStore } from '@nanostores/react';
import { useLanguage } from '@stepwise/i18n/react';
import { localeTagOf } from '@stepwise/i18n';
import { PLAYBACK_SPEEDS, SKIP_SECONDS, VOLUME_STEP } from '../core/constants.js';
import type { LayoutSize } from '../core/layout.js';
import { formatMinutesSeconds } from '../core/steps.js';
import { ControlsBar } from './components/controls-bar.js';
import type { ControlName } from './components/controls-bar.js';
import type { PlayerStores } from './hooks/use-player-stores.js';

export interface PlayerControlsProps {
  stores: PlayerStores;
  menuOpen: boolean;
  onMenuToggle: (() => void) | undefined;
  searchOpen: boolean;
  onSearchToggle: (() => void) | undefined;
  attachmentsOpen: boolean;
  onAttachmentsToggle: (() => void) | undefined;
  settingsOpen: boolean;
  /** The settings button even when the bar holds every control (the audio language, issue 22). */
  settingsButton?: boolean | undefined;
  onSettingsToggle: () => void;
  size: LayoutSize;
  /** Under the picture: always shown. */
  below: boolean;
}

/** A subtitle language's name in the interface language (`de` in English: German). */
export function languageLabel(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function PlayerControls({ stores, size, below, ...panels }: PlayerControlsProps) {
  const { playback, steps, subtitles } = stores;
  const { language } = useLanguage();
  const state = useStore(playback.$state);
  const time = useStore(playback.$time);
  const duration = useStore(playback.$duration);
  const modes = useStore(playback.$modes);
  const visible = useStore(playback.$controlsVisible);
  const qualities = useStore(playback.$qualities);
  const timeline = useStore(steps.$timeline);
  const index = useStore(steps.$stepIndex);
  const available = useStore(subtitles.$available);
  const subtitleLanguage = useStore(subtitles.$language);
  const { gen2, singleStep } = playback.context;

  const hidden: ControlName[] = [];
  if (singleStep) hidden.push('previousNext', 'autoPlay', 'menu');
  if (!playback.theaterToggleVisible) hidden.push('theater');
  if (gen2) hidden.push('quality', 'search');
  const tag = localeTagOf(language);

  return (
    <ControlsBar
      visible={visible}
      paused={state.paused}
      onPlayPause={playback.togglePlay}
      skipSeconds={SKIP_SECONDS}
      onSkipBack={() => playback.skip(-1)}
      onSkipForward={() => playback.skip(1)}
      currentTime={time}
      duration={duration}
      currentTimeLabel={formatMinutesSeconds(time)}
      durationLabel={formatMinutesSeconds(duration)}
      markers={timeline.filter((s) => s.start > 0).map((s) => s.start)}
      onSeek={playback.seek}
      muted={state.muted}
      volume={state.volume}
      volumeStep={VOLUME_STEP}
      onMuteToggle={playback.toggleMute}
      onVolumeChange={playback.setVolume}
      speed={state.speed}
      speeds={PLAYBACK_SPEEDS}
      onSpeedChange={playback.setSpeed}
      quality={state.quality}
      qualities={qualities}
      onQualityChange={playback.setQuality}
      languages={available.map((code) => ({ code, label: languageLabel(code, tag) }))}
      subtitleLanguage={subtitleLanguage}
      onSubtitleLanguageChange={subtitles.setLanguage}
      repeat={state.repeat}
      onRepeatCycle={playback.cycleRepeat}
      autoPlay={state.autoPlay}
      onAutoPlayChange={playback.setAutoPlay}
      hasPrevious={index > 0}
      hasNext={index < timeline.length - 1}
      onPrevious={steps.previous}
      onNext={steps.next}
      fullscreen={modes.fullscreen}
      onFullscreenToggle={playback.toggleFullscreen}
      theater={modes.theater}
      onTheaterToggle={playback.toggleTheater}
      divide={modes.divide}
      onDivideToggle={playback.toggleDivide}
      menuOpen={panels.menuOpen}
      onMenuToggle={panels.onMenuToggle}
      searchOpen={panels.searchOpen}
      onSearchToggle={panels.onSearchToggle}
      attachmentsOpen={panels.attachmentsOpen}
      onAttachmentsToggle={panels.onAttachmentsToggle}
      settingsOpen={panels.settingsOpen}
      onSettingsToggle={panels.onSettingsToggle}
      settingsButton={panels.settingsButton}
      size={size}
      below={below}
      hidden={hidden}
      onActivity={playback.activity}
    />
  );
}
