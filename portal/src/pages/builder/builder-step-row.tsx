/**
 * One step of the classic builder: poster, number, title (renamed in place), times, move up /
 * down (also Alt+ArrowUp / Alt+ArrowDown on the row), delete, and the step's attachments when
 * it is the open one.
 */
import { formatTimestamp, type TimelineStep } from '@stepwise/core';
import type { ReactNode } from 'react';
import { t } from '../../i18n/t';
import { StepTitleInput } from '../editormain/step-title-input';

export interface BuilderStepRowProps {
  step: TimelineStep;
  index: number;
  count: number;
  poster: string | null;
  open: boolean;
  readOnly: boolean;
  onOpen: () => void;
  onRename: (title: string) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  /** The step's attachments panel, shown while the step is open. */
  children?: ReactNode;
}

export function BuilderStepRow(props: BuilderStepRowProps) {
  const { step, index, count, readOnly } = props;
  const number = index + 1;
  return (
    <li
      className="builder-step"
      data-testid="builder-step"
      data-step-id={step.id}
      data-open={props.open || undefined}
      onKeyDown={(e) => {
        if (!e.altKey || readOnly) return;
        if (e.key === 'ArrowUp' && index > 0) {
          e.preventDefault();
          props.onMove(-1);
        } else if (e.key === 'ArrowDown' && index < count - 1) {
          e.preventDefault();
          props.onMove(1);
        }
      }}
    >
      <div className="builder-step-head">
        {props.poster ? (
          <img className="builder-step-poster" src={props.poster} alt="" />
        ) : (
          <span className="builder-step-poster" aria-hidden />
        )}
        <span className="segment-step-number">{number}</span>
        <StepTitleInput
          title={step.title}
          number={number}
          readOnly={readOnly}
          onRename={props.onRename}
        />
        <span className="muted" data-testid="builder-step-time">
          {formatTimestamp(step.startTime)}–{formatTimestamp(step.endTime)}
        </span>
        <div
          className="builder-step-actions"
          role="group"
          aria-label={t('builder.stepActions', { number })}
        >
          <button
            type="button"
            disabled={readOnly || index === 0}
            onClick={() => props.onMove(-1)}
            aria-label={t('builder.moveUp', { title: step.title })}
            aria-keyshortcuts="Alt+ArrowUp"
            data-testid="builder-step-up"
          >
            ↑
          </button>
          <button
            type="button"
            disabled={readOnly || index === count - 1}
            onClick={() => props.onMove(1)}
            aria-label={t('builder.moveDown', { title: step.title })}
            aria-keyshortcuts="Alt+ArrowDown"
            data-testid="builder-step-down"
          >
            ↓
          </button>
          <button
            type="button"
            aria-expanded={props.open}
            onClick={props.onOpen}
            data-testid="builder-step-attachments"
          >
            {t('builder.attachments')}
          </button>
          <button
            type="button"
            className="danger"
            disabled={readOnly}
            onClick={props.onDelete}
            aria-label={t('editormain.deleteStep', { title: step.title })}
            data-testid="builder-step-delete"
          >
            {t('editormain.delete')}
          </button>
        </div>
      </div>
      {props.open && <div className="builder-step-body">{props.children}</div>}
    </li>
  );
}
