/**
 * The steps lane: each step as a block on the timeline. A block selects its step; double-click or
 * F2 renames it in place (Enter keeps, Escape drops; at most TITLE_MAX_LENGTH characters);
 * Alt+Left / Alt+Right move it before / after its neighbour. Between two steps a handle (a
 * separator with its time) moves their boundary: by dragging, or by the arrow keys (a frame,
 * Shift a second). Every change is a core segment the session checks.
 */
import {
  formatTimecode,
  pixelsPerSecond,
  TITLE_MAX_LENGTH,
  xAtTime,
  type EditSegment,
  type TimelineStep,
} from '@stepwise/core';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { t } from '../../../i18n/t';
import { boundaryLimits, clampBoundary, nudge } from '../../editormain/segmentation-math';
import { spanStyle, type TimelineView } from './timeline-geometry';

export interface StepsLaneProps {
  view: TimelineView;
  steps: readonly TimelineStep[];
  selectedStepId: string | null;
  readOnly: boolean;
  onSelect: (stepId: string) => void;
  onEdit: (segment: EditSegment) => void;
}

export function StepsLane({
  view,
  steps,
  selectedStepId,
  readOnly,
  onSelect,
  onEdit,
}: StepsLaneProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [drag, setDrag] = useState<{ index: number; time: number } | null>(null);

  const move = (index: number, by: number) => {
    const step = steps[index];
    const to = index + by;
    if (!step || to < 0 || to >= steps.length) return;
    onEdit({ type: 'adjust', target: 'order', stepId: step.id, insertIndex: to });
  };

  const onBlockKey = (e: KeyboardEvent, index: number) => {
    const step = steps[index]!;
    if (e.key === 'F2' && !readOnly) {
      e.preventDefault();
      e.stopPropagation();
      setRenaming(step.id);
    } else if (e.altKey && (e.key === 'ArrowLeft' || e.key === 'ArrowRight') && !readOnly) {
      e.preventDefault();
      e.stopPropagation();
      move(index, e.key === 'ArrowLeft' ? -1 : 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      onSelect(step.id);
    }
  };

  const boundaryAt = (index: number, time: number): EditSegment | null => {
    const limits = boundaryLimits(steps, index);
    const step = steps[index];
    if (!limits || !step) return null;
    return {
      type: 'adjust',
      target: 'boundary',
      stepId: step.id,
      start: clampBoundary(time, limits),
    };
  };

  const timeOfPointer = (e: PointerEvent) => {
    const lane = (e.currentTarget as HTMLElement).parentElement!.getBoundingClientRect();
    return (e.clientX - lane.left - xAtTime(0, view.zoom)) / pixelsPerSecond(view.zoom);
  };

  const onHandleKey = (e: KeyboardEvent, index: number) => {
    if (readOnly || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    e.stopPropagation();
    const step = steps[index]!;
    const by = nudge(e.shiftKey) * (e.key === 'ArrowLeft' ? -1 : 1);
    const segment = boundaryAt(index, step.startTime + by);
    if (segment) onEdit(segment);
  };

  return (
    <div
      className="editor-lane editor-steps-lane"
      role="group"
      aria-label={t('editor.steps.lane')}
      data-testid="editor-steps-lane"
    >
      {steps.map((step, index) => {
        const selected = step.id === selectedStepId;
        return (
          <div
            key={step.id}
            className="editor-step-block"
            style={spanStyle(step.startTime, step.endTime, view.zoom)}
            data-selected={selected || undefined}
            data-type={step.type}
          >
            {renaming === step.id ? (
              <RenameInput
                title={step.title}
                onDone={(title) => {
                  setRenaming(null);
                  if (title !== null && title !== step.title) {
                    onEdit({ type: 'adjust', target: 'title', stepId: step.id, title });
                  }
                }}
              />
            ) : (
              <button
                type="button"
                className="editor-step-button"
                aria-pressed={selected}
                aria-label={t('editor.steps.block', {
                  index: index + 1,
                  title: step.title,
                  start: formatTimecode(step.startTime),
                })}
                title={step.title}
                onClick={() => onSelect(step.id)}
                onDoubleClick={() => !readOnly && setRenaming(step.id)}
                onKeyDown={(e) => onBlockKey(e, index)}
                data-testid="editor-step"
              >
                <span className="editor-step-index">{index + 1}</span> {step.title}
              </button>
            )}
          </div>
        );
      })}
      {steps.map((step, index) =>
        index === 0 ? null : (
          <div
            key={`b-${step.id}`}
            role="separator"
            aria-orientation="vertical"
            aria-label={t('editor.steps.boundary', { title: step.title })}
            aria-valuenow={drag?.index === index ? drag.time : step.startTime}
            aria-valuetext={formatTimecode(drag?.index === index ? drag.time : step.startTime)}
            tabIndex={readOnly ? -1 : 0}
            className="editor-step-boundary"
            style={{
              left: `${xAtTime(drag?.index === index ? drag.time : step.startTime, view.zoom)}px`,
            }}
            onKeyDown={(e) => onHandleKey(e, index)}
            onPointerDown={(e) => {
              if (readOnly) return;
              e.stopPropagation();
              e.currentTarget.setPointerCapture(e.pointerId);
              setDrag({ index, time: step.startTime });
            }}
            onPointerMove={(e) =>
              drag?.index === index && setDrag({ index, time: timeOfPointer(e) })
            }
            onPointerUp={() => {
              if (drag?.index !== index) return;
              setDrag(null);
              const segment = boundaryAt(index, drag.time);
              if (segment) onEdit(segment);
            }}
            data-testid="editor-step-boundary"
          />
        ),
      )}
    </div>
  );
}

/** The title in place: Enter keeps it, Escape (or leaving it empty) drops the change. */
function RenameInput({ title, onDone }: { title: string; onDone: (title: string | null) => void }) {
  const [value, setValue] = useState(title);
  // Enter or Escape ends it; the blur that follows as the input goes must not end it again.
  const done = useRef(false);
  const finish = (keep: boolean) => {
    if (done.current) return;
    done.current = true;
    onDone(keep && value.trim() ? value.trim() : null);
  };
  return (
    <input
      className="editor-step-rename"
      aria-label={t('editor.steps.rename')}
      value={value}
      maxLength={TITLE_MAX_LENGTH}
      // The block it replaces had focus: the input takes it.
      autoFocus
      onChange={(e) => setValue(e.currentTarget.value)}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Enter') finish(true);
        else if (e.key === 'Escape') finish(false);
      }}
      onBlur={() => finish(true)}
      data-testid="editor-step-rename"
    />
  );
}
