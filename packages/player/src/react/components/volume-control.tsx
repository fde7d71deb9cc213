// Mute button and volume slider (0 to 1 in the given step). While muted the slider reads 0.
import { Slider } from '@stepwise/ui';
import { useT } from '@stepwise/i18n/react';
import { MutedIcon, VolumeIcon } from './icons.js';

export interface VolumeControlProps {
  muted: boolean;
  /** 0 to 1. */
  volume: number;
  volumeStep: number;
  onMuteToggle: () => void;
  onVolumeChange: (volume: number) => void;
}

export function VolumeControl({
  muted,
  volume,
  volumeStep,
  onMuteToggle,
  onVolumeChange,
}: VolumeControlProps) {
  const t = useT();
  const label = muted ? t('player.unmute') : t('player.mute');
  return (
    <span className="sw-player-volume">
      <button
        type="button"
        className="sw-player-button"
        aria-label={label}
        title={label}
        data-muted={muted || undefined}
        onClick={onMuteToggle}
      >
        {muted ? <MutedIcon /> : <VolumeIcon />}
      </button>
      <Slider
        className="sw-player-volume-slider"
        aria-label={t('player.volume')}
        min={0}
        max={1}
        step={volumeStep}
        value={muted ? 0 : volume}
        valueText={(v) => t('player.volumeValue', { percent: Math.round(v * 100) })}
        onValueChange={onVolumeChange}
      />
    </span>
  );
}
