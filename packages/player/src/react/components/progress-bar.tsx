// The seek bar: a slider over the current position with a marker where each step begins. A press
// seeks to the pressed point; the arrow keys move by `keyStepSeconds`, Home and End to the ends.
import type { KeyboardEvent, PointerEvent } from 'react';
import { useT } from '@stepwise/i18n/react';
import { cx } from './class-names.js';
import { Parts } from './parts.js';

export interface ProgressBarProps {
  /** Position and length in seconds. */
  currentTime: number;
  duration: number;
  /** The same two, formatted mm:ss by the caller, for the screen-reader value text. */
  currentTimeLabel: string;
  durationLabel: string;
  /** Seconds at which a step begins (the boundary markers); 0 is left out by the caller. */
  markers?: readonly number[] | undefined;
  /** Seconds buffered ahead, drawn behind the played part. */
  bufferedTime?: number | undefined;
  keyStepSeconds: number;
  onSeek: (seconds: number) => void;
}

const percent = (value: number, total: number) =>
  total > 0 ? `${Math.min(100, Math.max(0, (value / total) * 100))}%` : '0%';

export function ProgressBar({
  currentTime,
  duration,
  currentTimeLabel,
  durationLabel,
  markers = [],
  bufferedTime,
  keyStepSeconds,
  onSeek,
}: ProgressBarProps) {
  const t = useT();
  const seek = (seconds: number) => onSeek(Math.min(duration, Math.max(0, seconds)));

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const fromStart = rtl ? box.right - event.clientX : event.clientX - box.left;
    seek((fromStart / box.width) * duration);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward || event.key === 'ArrowUp') next = currentTime + keyStepSeconds;
    else if (event.key === back || event.key === 'ArrowDown') next = currentTime - keyStepSeconds;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = duration;
    if (next === null) return;
    event.preventDefault();
    seek(next);
  };

  return (
    <div
      className={cx('sw-player-progress', 'sw-player-focusable')}
      part={Parts.progress}
      role="slider"
      tabIndex={0}
      aria-label={t('player.progress')}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(currentTime)}
      aria-valuetext={t('player.progressValue', {
        current: currentTimeLabel,
        duration: durationLabel,
      })}
      onPointerDown={handlePointerDown}
      onKeyDown={handleKeyDown}
    >
      <span className="sw-player-progress-track">
        {bufferedTime !== undefined && (
          <span
            className="sw-player-progress-buffered"
            style={{ inlineSize: percent(bufferedTime, duration) }}
          />
        )}
        <span
          className="sw-player-progress-played"
          style={{ inlineSize: percent(currentTime, duration) }}
        />
        {markers.map((at) => (
          <span
            key={at}
            className="sw-player-progress-marker"
            data-testid="step-marker"
            style={{ insetInlineStart: percent(at, duration) }}
          />
        ))}
        <span
          className="sw-player-progress-thumb"
          style={{ insetInlineStart: percent(currentTime, duration) }}
        />
      </span>
    </div>
  );
}
