/**
 * The segmentation tab's lane (issue 21): the steps as blocks over the video's duration, a
 * filmstrip of the original's thumbnails behind them when the document has an imageMap, the
 * playhead, and a handle on every boundary between two steps. A handle drags (pointer) or
 * moves by a frame with the arrow keys (a second with Shift); it is a slider for assistive tech.
 * Clicking the lane moves the playhead there.
 */
import { formatClock, formatTimecode, type TimelineStep } from '@stepwise/core';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { t } from '../../i18n/t';
import {
  boundaryLimits,
  clampBoundary,
  lanePercent,
  nudge,
  timeAtLaneX,
} from './segmentation-math';

export interface SegmentationLaneProps {
  steps: readonly TimelineStep[];
  duration: number;
  playhead: number;
  selectedStepId: string | null;
  readOnly: boolean;
  /** Thumbnails of the timeline (second -> URL), drawn behind the steps; optional. */
  filmstrip?: { time: number; url: string }[];
  onBoundary: (stepId: string, start: number) => void;
  onSeek: (time: number) => void;
  onSelect: (stepId: string) => void;
}

export function SegmentationLane(props: SegmentationLaneProps) {
  const { steps, duration } = props;
  const lane = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<{ index: number; time: number } | null>(null);

  const timeAt = (clientX: number) => {
    const rect = lane.current?.getBoundingClientRect();
    return rect ? timeAtLaneX(clientX - rect.left, rect.width, duration) : 0;
  };

  const startOf = (i: number) => (drag?.index === i ? drag.time : steps[i]!.startTime);

  const onHandleKey = (i: number, e: KeyboardEvent) => {
    const limits = boundaryLimits(steps, i);
    if (!limits || props.readOnly) return;
    const by =
      e.key === 'ArrowLeft' ? -nudge(e.shiftKey) : e.key === 'ArrowRight' ? nudge(e.shiftKey) : 0;
    if (by === 0) return;
    e.preventDefault();
    props.onBoundary(steps[i]!.id, clampBoundary(steps[i]!.startTime + by, limits));
  };

  const onHandleDown = (i: number, e: PointerEvent<HTMLDivElement>) => {
    if (props.readOnly) return;
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ index: i, time: steps[i]!.startTime });
  };
  const onHandleMove = (i: number, e: PointerEvent) => {
    const limits = boundaryLimits(steps, i);
    if (drag?.index !== i || !limits) return;
    setDrag({ index: i, time: clampBoundary(timeAt(e.clientX), limits) });
  };
  const onHandleUp = (i: number) => {
    if (drag?.index !== i) return;
    setDrag(null);
    if (Math.abs(drag.time - steps[i]!.startTime) > 1e-3) props.onBoundary(steps[i]!.id, drag.time);
  };

  return (
    <div className="segmentation-lane-wrap" data-testid="segmentation-lane">
      <div
        ref={lane}
        className="segmentation-lane"
        onClick={(e) => props.onSeek(timeAt(e.clientX))}
        aria-label={t('editormain.stepsLane')}
      >
        {props.filmstrip?.map((f) => (
          <img
            key={f.time}
            className="lane-frame"
            src={f.url}
            alt=""
            style={{ left: `${lanePercent(f.time, duration)}%` }}
          />
        ))}
        {steps.map((s, i) => {
          const start = startOf(i);
          const end = i + 1 < steps.length ? startOf(i + 1) : s.endTime;
          return (
            <button
              type="button"
              key={s.id}
              className="lane-step"
              data-selected={s.id === props.selectedStepId || undefined}
              style={{
                left: `${lanePercent(start, duration)}%`,
                width: `${lanePercent(end - start, duration)}%`,
              }}
              onClick={(e) => {
                e.stopPropagation();
                props.onSelect(s.id);
                props.onSeek(timeAt(e.clientX));
              }}
              aria-label={t('editormain.stepBlock', {
                number: i + 1,
                title: s.title,
                start: formatClock(s.startTime),
                end: formatClock(s.endTime),
              })}
              data-testid="lane-step"
            >
              <span>{s.title}</span>
            </button>
          );
        })}
        {steps.map((s, i) => {
          const limits = boundaryLimits(steps, i);
          if (!limits) return null;
          const at = startOf(i);
          return (
            <div
              key={`b-${s.id}`}
              role="slider"
              tabIndex={props.readOnly ? -1 : 0}
              className="lane-boundary"
              style={{ left: `${lanePercent(at, duration)}%` }}
              aria-label={t('editormain.boundaryOf', { title: s.title })}
              aria-valuemin={limits.min}
              aria-valuemax={limits.max}
              aria-valuenow={at}
              aria-valuetext={formatTimecode(at)}
              aria-disabled={props.readOnly || undefined}
              onKeyDown={(e) => onHandleKey(i, e)}
              onPointerDown={(e) => onHandleDown(i, e)}
              onPointerMove={(e) => onHandleMove(i, e)}
              onPointerUp={() => onHandleUp(i)}
              onClick={(e) => e.stopPropagation()}
              data-testid="lane-boundary"
            />
          );
        })}
        <div
          className="lane-playhead"
          style={{ left: `${lanePercent(props.playhead, duration)}%` }}
          data-testid="lane-playhead"
          aria-hidden
        />
      </div>
      <p className="muted lane-clock" data-testid="lane-clock">
        {formatTimecode(props.playhead)} / {formatTimecode(duration)}
      </p>
    </div>
  );
}
