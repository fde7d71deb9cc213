// The settings panel bound to the stores: what the control bar moved into it at this layout size
// (core `controlsLayout`), less what the player variant lacks (002 §6: gen2 has no quality, a
// single-step player no auto-play and no 'repeat workflow').
import { useStore } from '@nanostores/react';
import { useLanguage } from '@stepwise/i18n/react';
import { localeTagOf } from '@stepwise/i18n';
import { PLAYBACK_SPEEDS } from '../core/constants.js';
import type { SettingsControl } from '../core/layout.js';
import { SettingsPanel } from './components/settings-panel.js';
import type { RepeatMode } from './components/controls-bar.js';
import type { PlayerStores } from './hooks/use-player-stores.js';
import { languageLabel } from './player-controls.js';

export interface PlayerSettingsProps {
  stores: PlayerStores;
  controls: readonly SettingsControl[];
  onClose: () => void;
}

export function PlayerSettings({ stores, controls, onClose }: PlayerSettingsProps) {
  const { playback, subtitles } = stores;
  const { language } = useLanguage();
  const state = useStore(playback.$state);
  const qualities = useStore(playback.$qualities);
  const available = useStore(subtitles.$available);
  const subtitleLanguage = useStore(subtitles.$language);
  const audioLanguage = useStore(stores.audio.$language);
  const { gen2, singleStep } = playback.context;
  const tag = localeTagOf(language);
  const shown = controls.filter(
    (c) => !(gen2 && c === 'quality') && !(singleStep && c === 'autoPlay'),
  );
  const repeatModes: RepeatMode[] = singleStep
    ? ['disabled', 'step']
    : ['disabled', 'workflow', 'step'];

  return (
    <SettingsPanel
      controls={shown}
      muted={state.muted}
      onMuteToggle={playback.toggleMute}
      languages={available.map((code) => ({ code, label: languageLabel(code, tag) }))}
      subtitleLanguage={subtitleLanguage}
      onSubtitleLanguageChange={subtitles.setLanguage}
      speed={state.speed}
      speeds={PLAYBACK_SPEEDS}
      onSpeedChange={playback.setSpeed}
      quality={state.quality}
      qualities={qualities}
      onQualityChange={playback.setQuality}
      repeat={state.repeat}
      repeatModes={repeatModes}
      onRepeatChange={playback.setRepeat}
      autoPlay={state.autoPlay}
      onAutoPlayChange={playback.setAutoPlay}
      audioTracks={stores.audio.tracks.map((d) => ({ code: d.languageCode, label: d.name }))}
      audioLanguage={audioLanguage}
      onAudioLanguageChange={stores.audio.setLanguage}
      onClose={onClose}
    />
  );
}
