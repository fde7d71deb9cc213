// The settings panel: the choices a narrow control bar has no room for (core `controlsLayout`),
// as native radio groups and switches, so arrow keys, Space and screen readers work as on any
// form, and each choice is a 44 px row on a touch screen. Presentational: values come decided,
// changes go out as callbacks. Focus moves to the first control on open.
import { useEffect, useId, useRef } from 'react';
import { Switch } from '@stepwise/ui';
import { useT } from '@stepwise/i18n/react';
import type { SettingsControl } from '../../core/layout.js';
import { cx, SCOPE } from './class-names.js';
import type { RepeatMode } from './controls-bar.js';
import { CloseIcon } from './icons.js';
import { Parts } from './parts.js';
import type { SubtitleLanguage } from './settings-menus.js';

export interface SettingsPanelProps {
  /** The groups to show, in this order of the list. */
  controls: readonly SettingsControl[];
  muted: boolean;
  onMuteToggle: () => void;
  languages: readonly SubtitleLanguage[];
  subtitleLanguage: string | null;
  onSubtitleLanguageChange: (code: string | null) => void;
  speed: number;
  speeds: readonly number[];
  onSpeedChange: (speed: number) => void;
  /** 'auto' or a rendition height; only the stream's renditions. */
  quality: string;
  qualities: readonly string[];
  onQualityChange: (quality: string) => void;
  repeat: RepeatMode;
  /** The modes this player cycles through (a single-step player has no 'workflow'). */
  repeatModes: readonly RepeatMode[];
  onRepeatChange: (mode: RepeatMode) => void;
  autoPlay: boolean;
  onAutoPlayChange: (autoPlay: boolean) => void;
  /**
   * Issue 22: the workflow's dubbed tracks (code, name in its own language); with any, an Audio
   * group (Original first) leads the panel at every layout size.
   */
  audioTracks?: readonly SubtitleLanguage[] | undefined;
  /** The dub playing, or null for the original. */
  audioLanguage?: string | null | undefined;
  onAudioLanguageChange?: ((code: string | null) => void) | undefined;
  onClose: () => void;
  className?: string | undefined;
}

const REPEAT_LABEL = {
  disabled: 'player.repeatDisabled',
  workflow: 'player.repeatWorkflow',
  step: 'player.repeatStep',
} as const;

interface Choice<T> {
  value: T;
  label: string;
}

function RadioGroup<T extends string | number | null>({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="sw-player-settings-group">
      <legend className="sw-player-settings-legend">{label}</legend>
      <div className="sw-player-settings-options">
        {options.map((option) => (
          <label key={String(option.value)} className="sw-player-settings-option">
            <input
              type="radio"
              name={name}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span dir="ltr">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SettingsPanel(props: SettingsPanelProps) {
  const t = useT();
  const name = useId();
  const ref = useRef<HTMLElement>(null);
  const { controls } = props;

  useEffect(() => {
    // The first control; in a radio group, its checked option (where arrow keys start from).
    const first = ref.current?.querySelector<HTMLInputElement>('input');
    const checked =
      first?.type === 'radio'
        ? ref.current?.querySelector<HTMLInputElement>(`input[name="${first.name}"]:checked`)
        : null;
    (checked ?? first)?.focus();
  }, []);

  const audioTracks = props.audioTracks ?? [];
  const audio = audioTracks.length > 0 && (
    <RadioGroup<string | null>
      key="audio"
      name={`${name}-audio`}
      label={t('player.audioLanguage')}
      options={[
        { value: null, label: t('player.audioOriginal') },
        ...audioTracks.map(({ code, label }) => ({ value: code, label })),
      ]}
      value={props.audioLanguage ?? null}
      onChange={(code) => props.onAudioLanguageChange?.(code)}
    />
  );
  const groups = controls.map((control) => {
    switch (control) {
      case 'volume':
        return (
          <div key={control} className="sw-player-settings-row">
            <Switch size="sm" checked={props.muted} onCheckedChange={props.onMuteToggle}>
              {t('player.mute')}
            </Switch>
          </div>
        );
      case 'subtitles':
        return props.languages.length === 0 ? null : (
          <RadioGroup<string | null>
            key={control}
            name={`${name}-subtitles`}
            label={t('player.subtitles')}
            options={[
              ...props.languages.map(({ code, label }) => ({ value: code, label })),
              { value: null, label: t('player.subtitlesOff') },
            ]}
            value={props.subtitleLanguage}
            onChange={props.onSubtitleLanguageChange}
          />
        );
      case 'speed':
        return (
          <RadioGroup
            key={control}
            name={`${name}-speed`}
            label={t('player.speed')}
            options={props.speeds.map((value) => ({
              value,
              label: value === 1 ? t('player.speedNormal') : `${value}×`,
            }))}
            value={props.speed}
            onChange={props.onSpeedChange}
          />
        );
      case 'quality':
        return props.qualities.length === 0 ? null : (
          <RadioGroup
            key={control}
            name={`${name}-quality`}
            label={t('player.quality')}
            options={props.qualities.map((value) => ({
              value,
              label: value === 'auto' ? t('player.qualityAuto') : `${value}p`,
            }))}
            value={props.quality}
            onChange={props.onQualityChange}
          />
        );
      case 'repeat':
        return props.repeatModes.length === 0 ? null : (
          <RadioGroup
            key={control}
            name={`${name}-repeat`}
            label={t('player.repeat')}
            options={props.repeatModes.map((value) => ({ value, label: t(REPEAT_LABEL[value]) }))}
            value={props.repeat}
            onChange={props.onRepeatChange}
          />
        );
      case 'autoPlay':
        return (
          <div key={control} className="sw-player-settings-row">
            <Switch size="sm" checked={props.autoPlay} onCheckedChange={props.onAutoPlayChange}>
              {t('player.autoPlay')}
            </Switch>
          </div>
        );
    }
  });

  return (
    <section
      ref={ref}
      className={cx(SCOPE, 'sw-player-panel', 'sw-player-settings', props.className)}
      part={Parts.settings}
      aria-label={t('player.settings')}
    >
      <header className="sw-player-panel-header">
        <h2 className="sw-player-panel-title">{t('player.settings')}</h2>
        <button
          type="button"
          className="sw-player-button"
          aria-label={t('player.closeSettings')}
          onClick={props.onClose}
        >
          <CloseIcon />
        </button>
      </header>
      <div className="sw-player-settings-body">
        {audio}
        {groups}
      </div>
    </section>
  );
}
