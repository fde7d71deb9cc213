import { TASK_DUE_AFTER_HOURS_MAX, TASK_SCHEDULE_TYPES } from '@stepwise/core';
import { useId, useState } from 'react';
import { currentLanguage, t } from '../../i18n/t';
import { scheduleOf, type ScheduleDraft } from './schedule-draft';
import { scheduleText, taskDateTime } from './task-format';

/** The weekday names 0 = Sunday … 6 = Saturday in the reader's language. */
function weekdayNames(): string[] {
  const format = new Intl.DateTimeFormat(currentLanguage(), { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return [0, 1, 2, 3, 4, 5, 6].map((d) => format.format(Date.UTC(2023, 0, 1 + d)));
}

const ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/**
 * Edits one schedule (issue 24): once (start, due) or daily / weekly (weekdays) / monthly (day of
 * month) with start, time zone, due after N hours and an optional end; the next occurrence core's
 * nextOccurrence computes is shown as the manager types, or what is wrong with the form.
 */
export function ScheduleEditor({
  value,
  onChange,
  now,
}: {
  value: ScheduleDraft;
  onChange: (next: ScheduleDraft) => void;
  /** The instant the next occurrence is counted from (default: when the editor opened). */
  now?: number;
}) {
  const id = useId();
  const [opened] = useState(() => Date.now());
  const set = (patch: Partial<ScheduleDraft>) => onChange({ ...value, ...patch });
  const result = scheduleOf(value, now ?? opened);
  const recurring = value.type !== 'once';
  const zones = ZONES.includes(value.timeZone) ? ZONES : [value.timeZone, ...ZONES];

  return (
    <fieldset className="task-schedule" data-testid="schedule-editor">
      <legend>{t('tasks.schedule.title')}</legend>
      <div
        className="task-schedule-types"
        role="radiogroup"
        aria-label={t('tasks.schedule.repeat')}
      >
        {TASK_SCHEDULE_TYPES.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={value.type === type}
              onChange={() => set({ type })}
              data-testid={`schedule-type-${type}`}
            />
            {scheduleText({ type })}
          </label>
        ))}
      </div>
      <label htmlFor={`${id}-start`}>{t('tasks.schedule.start')}</label>
      <input
        id={`${id}-start`}
        type="datetime-local"
        value={value.start}
        onChange={(e) => set({ start: e.target.value })}
        data-testid="schedule-start"
        required
      />
      <label htmlFor={`${id}-zone`}>{t('tasks.schedule.timeZone')}</label>
      <select
        id={`${id}-zone`}
        value={value.timeZone}
        onChange={(e) => set({ timeZone: e.target.value })}
        data-testid="schedule-time-zone"
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
      {!recurring && (
        <>
          <label htmlFor={`${id}-due`}>{t('tasks.schedule.due')}</label>
          <input
            id={`${id}-due`}
            type="datetime-local"
            value={value.due}
            onChange={(e) => set({ due: e.target.value })}
            data-testid="schedule-due"
          />
        </>
      )}
      {value.type === 'weekly' && (
        <fieldset className="task-weekdays" data-testid="schedule-weekdays">
          <legend>{t('tasks.schedule.weekdays')}</legend>
          {weekdayNames().map((name, day) => (
            <label key={day}>
              <input
                type="checkbox"
                checked={value.weekdays.includes(day)}
                onChange={(e) =>
                  set({
                    weekdays: e.target.checked
                      ? [...value.weekdays, day]
                      : value.weekdays.filter((d) => d !== day),
                  })
                }
                data-testid={`schedule-weekday-${day}`}
              />
              {name}
            </label>
          ))}
        </fieldset>
      )}
      {value.type === 'monthly' && (
        <>
          <label htmlFor={`${id}-dom`}>{t('tasks.schedule.dayOfMonth')}</label>
          <input
            id={`${id}-dom`}
            type="number"
            min={1}
            max={31}
            value={value.dayOfMonth ?? ''}
            onChange={(e) =>
              set({ dayOfMonth: e.target.value === '' ? null : Number(e.target.value) })
            }
            data-testid="schedule-day-of-month"
          />
        </>
      )}
      {recurring && (
        <>
          <label htmlFor={`${id}-after`}>{t('tasks.schedule.dueAfterHours')}</label>
          <input
            id={`${id}-after`}
            type="number"
            min={1}
            max={TASK_DUE_AFTER_HOURS_MAX}
            value={Number.isFinite(value.dueAfterHours) ? value.dueAfterHours : ''}
            onChange={(e) => set({ dueAfterHours: Number(e.target.value) })}
            data-testid="schedule-due-after"
          />
          <label htmlFor={`${id}-end`}>{t('tasks.schedule.end')}</label>
          <input
            id={`${id}-end`}
            type="datetime-local"
            value={value.end}
            onChange={(e) => set({ end: e.target.value })}
            data-testid="schedule-end"
          />
        </>
      )}
      {result.ok ? (
        <p className="task-next" role="status" data-testid="schedule-next">
          {result.next === null
            ? t('tasks.schedule.noNext')
            : t('tasks.schedule.next', { date: taskDateTime(result.next, value.timeZone) })}
        </p>
      ) : (
        <p className="form-error" role="alert" data-testid="schedule-error">
          {t(result.error)}
        </p>
      )}
    </fieldset>
  );
}
