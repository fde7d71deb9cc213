// The control bar over the video. Presentational: every value arrives formatted or decided by the
// caller (the playback store), every press goes out as a callback. `hidden` removes controls a
// player variant does not have (single-step: previousNext and autoPlay; framed: theater; gen2:
// quality and search); `visible` is the 4 s auto-hide, which keyboard focus overrides. `size`
// (002 §9's layout size) moves controls into the settings panel or drops them (core
// `controlsLayout`); `below` says the bar sits under the picture rather than over it.
import { Switch } from '@stepwise/ui';
import { useT } from '@stepwise/i18n/react';
import { controlsLayout, type DroppedControl, type SettingsControl } from '../../core/layout.js';
import { cx, SCOPE } from './class-names.js';
import {
  NextIcon,
  PauseIcon,
  PlayIcon,
  PreviousIcon,
  RepeatIcon,
  SkipBackIcon,
  SkipForwardIcon,
} from './icons.js';
import { ModeButtons } from './mode-buttons.js';
import { Parts } from './parts.js';
import { ProgressBar } from './progress-bar.js';
import { QualityMenu, SpeedMenu, SubtitlesMenu } from './settings-menus.js';
import { VolumeControl } from './volume-control.js';
import type { ControlName, ControlsBarProps } from './controls-bar-props.js';

export { CONTROL_NAMES } from './controls-bar-props.js';
export type { ControlName, ControlsBarProps, RepeatMode } from './controls-bar-props.js';

const REPEAT_LABEL = {
  disabled: 'player.repeatDisabled',
  workflow: 'player.repeatWorkflow',
  step: 'player.repeatStep',
} as const;

export function ControlsBar(props: ControlsBarProps) {
  const t = useT();
  const { paused, muted, repeat, hidden = [], size = 'lg' } = props;
  const layout = controlsLayout(size);
  const shows = (name: ControlName) =>
    !hidden.includes(name) &&
    !layout.settings.includes(name as SettingsControl) &&
    !layout.dropped.includes(name as DroppedControl);
  const playLabel = paused ? t('player.play') : t('player.pause');
  const time = (label: string) => (
    <span className="sw-player-time" dir="ltr">
      {label}
    </span>
  );

  return (
    <div
      className={cx(SCOPE, 'sw-player-controls')}
      part={Parts.controls}
      role="group"
      aria-label={t('player.controls')}
      data-visible={props.visible || props.below ? 'true' : 'false'}
      data-paused={paused || undefined}
      data-size={size}
      data-below={props.below || undefined}
      onPointerMove={props.onActivity}
      onFocus={props.onActivity}
      onKeyDown={props.onActivity}
    >
      <div className="sw-player-progress-row">
        {layout.timeBySeekBar && time(props.currentTimeLabel)}
        <ProgressBar
          currentTime={props.currentTime}
          duration={props.duration}
          currentTimeLabel={props.currentTimeLabel}
          durationLabel={props.durationLabel}
          markers={props.markers}
          bufferedTime={props.bufferedTime}
          keyStepSeconds={props.skipSeconds}
          onSeek={props.onSeek}
        />
        {layout.timeBySeekBar && time(props.durationLabel)}
      </div>
      <div className="sw-player-controls-row">
        <div className="sw-player-controls-group">
          {shows('previousNext') && (
            <button
              type="button"
              className="sw-player-button sw-player-flip"
              aria-label={t('player.previousStep')}
              title={t('player.previousStep')}
              disabled={!props.hasPrevious}
              onClick={props.onPrevious}
            >
              <PreviousIcon />
            </button>
          )}
          <button
            type="button"
            className="sw-player-button sw-player-play"
            part={Parts.playButton}
            aria-label={playLabel}
            title={playLabel}
            data-paused={paused || undefined}
            onClick={props.onPlayPause}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
          </button>
          {shows('previousNext') && (
            <button
              type="button"
              className="sw-player-button sw-player-flip"
              aria-label={t('player.nextStep')}
              title={t('player.nextStep')}
              disabled={!props.hasNext}
              onClick={props.onNext}
            >
              <NextIcon />
            </button>
          )}
          {shows('skip') && (
            <>
              <button
                type="button"
                className="sw-player-button sw-player-skip"
                aria-label={t('player.skipBack', { count: props.skipSeconds })}
                title={t('player.skipBack', { count: props.skipSeconds })}
                onClick={props.onSkipBack}
              >
                <SkipBackIcon />
              </button>
              <button
                type="button"
                className="sw-player-button sw-player-skip"
                aria-label={t('player.skipForward', { count: props.skipSeconds })}
                title={t('player.skipForward', { count: props.skipSeconds })}
                onClick={props.onSkipForward}
              >
                <SkipForwardIcon />
              </button>
            </>
          )}
          {shows('volume') && (
            <VolumeControl
              muted={muted}
              volume={props.volume}
              volumeStep={props.volumeStep}
              onMuteToggle={props.onMuteToggle}
              onVolumeChange={props.onVolumeChange}
            />
          )}
          {!layout.timeBySeekBar && time(`${props.currentTimeLabel} / ${props.durationLabel}`)}
        </div>
        <div className="sw-player-controls-group">
          {shows('repeat') && (
            <button
              type="button"
              className="sw-player-button sw-player-repeat"
              aria-label={t(REPEAT_LABEL[repeat])}
              title={t(REPEAT_LABEL[repeat])}
              data-mode={repeat}
              data-active={repeat !== 'disabled' || undefined}
              onClick={props.onRepeatCycle}
            >
              <RepeatIcon />
              {repeat === 'step' && <span className="sw-player-repeat-one">1</span>}
            </button>
          )}
          {shows('autoPlay') && (
            <Switch
              className="sw-player-autoplay"
              size="sm"
              aria-label={t('player.autoPlay')}
              title={t('player.autoPlay')}
              checked={props.autoPlay}
              onCheckedChange={props.onAutoPlayChange}
            />
          )}
          {shows('subtitles') && props.languages.length > 0 && (
            <SubtitlesMenu
              languages={props.languages}
              subtitleLanguage={props.subtitleLanguage}
              onSubtitleLanguageChange={props.onSubtitleLanguageChange}
            />
          )}
          {shows('speed') && (
            <SpeedMenu
              speed={props.speed}
              speeds={props.speeds}
              onSpeedChange={props.onSpeedChange}
            />
          )}
          {shows('quality') && props.qualities.length > 0 && (
            <QualityMenu
              quality={props.quality}
              qualities={props.qualities}
              onQualityChange={props.onQualityChange}
            />
          )}
          <ModeButtons
            {...props}
            shows={shows}
            settings={
              (layout.settings.length > 0 || props.settingsButton === true) &&
              !hidden.includes('settings')
            }
          />
        </div>
      </div>
    </div>
  );
}
