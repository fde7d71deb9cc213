/**
 * The element-times lane under the video (issue 22; 001 §5 timestamps mm:ss.cc): one row per
 * element of the step with a bar showing its range within the step and start / end inputs.
 * A time is kept on Enter or when the field is left, and only when it is valid (inside the step,
 * end after start); otherwise the field says why and the element keeps its times.
 */
import type { AnnotationElement } from '@stepwise/core';
import { useState } from 'react';
import { t } from '../../i18n/t';
import { formatStamp, parseStamp, timesProblem, type Times } from './annotation-elements';
import { TOOL_KEYS } from './annotate-toolbar';

export function ElementTimes({
  elements,
  stepDuration,
  playhead,
  selectedId,
  onSelect,
  onTimes,
}: {
  elements: readonly AnnotationElement[];
  stepDuration: number;
  playhead: number;
  selectedId: string | null;
  onSelect(id: string): void;
  onTimes(id: string, times: Times): void;
}) {
  if (elements.length === 0) {
    return (
      <p className="muted" data-testid="annotate-empty">
        {t('annotate.noElements')}
      </p>
    );
  }
  const pct = (s: number) =>
    `${(Math.min(Math.max(s / (stepDuration || 1), 0), 1) * 100).toFixed(2)}%`;
  return (
    <ol className="annotate-times" aria-label={t('annotate.times')} data-testid="annotate-times">
      {elements.map((el, i) => (
        <li
          key={el.id}
          className={el.id === selectedId ? 'annotate-time selected' : 'annotate-time'}
          data-testid="annotate-time-row"
          data-element-id={el.id}
          data-element-type={el.type}
        >
          <button
            type="button"
            className="link"
            onClick={() => onSelect(el.id)}
            aria-current={el.id === selectedId}
          >
            {i + 1}. {t(TOOL_KEYS[el.type])}
          </button>
          <div className="annotate-bar" aria-hidden="true">
            <span
              className="annotate-bar-range"
              style={{ insetInlineStart: pct(el.startTime), width: pct(el.endTime - el.startTime) }}
            />
            <span className="annotate-bar-playhead" style={{ insetInlineStart: pct(playhead) }} />
          </div>
          <StampInput
            label={t('annotate.start')}
            value={el.startTime}
            testId="annotate-start"
            onValue={(v) => onTimesChecked(el, { startTime: v, endTime: el.endTime })}
          />
          <StampInput
            label={t('annotate.end')}
            value={el.endTime}
            testId="annotate-end"
            onValue={(v) => onTimesChecked(el, { startTime: el.startTime, endTime: v })}
          />
        </li>
      ))}
    </ol>
  );

  function onTimesChecked(el: AnnotationElement, times: Times): boolean {
    if (timesProblem(times, stepDuration)) return false;
    if (times.startTime !== el.startTime || times.endTime !== el.endTime) onTimes(el.id, times);
    return true;
  }
}

function StampInput({
  label,
  value,
  testId,
  onValue,
}: {
  label: string;
  value: number;
  testId: string;
  onValue(seconds: number): boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    if (draft === null) return;
    const seconds = parseStamp(draft);
    const ok = seconds !== null && onValue(Math.round(seconds * 100) / 100);
    setInvalid(!ok);
    if (ok) setDraft(null);
  };
  return (
    <label className="annotate-stamp">
      <span>{label}</span>
      <input
        value={draft ?? formatStamp(value)}
        inputMode="decimal"
        size={8}
        aria-invalid={invalid}
        data-testid={testId}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') {
            setDraft(null);
            setInvalid(false);
          }
        }}
      />
      {invalid && (
        <span role="alert" className="form-error">
          {t('annotate.timesInvalid')}
        </span>
      )}
    </label>
  );
}
