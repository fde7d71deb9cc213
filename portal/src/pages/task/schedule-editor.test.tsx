// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  draftOf,
  instantOf,
  localOf,
  newDraft,
  scheduleOf,
  type ScheduleDraft,
} from './schedule-draft';
import { ScheduleEditor } from './schedule-editor';

const BERLIN = 'Europe/Berlin';
// Monday 3 March 2025, 09:00 in Berlin (08:00 UTC).
const weekly: ScheduleDraft = {
  ...newDraft(BERLIN, Date.UTC(2025, 2, 1)),
  type: 'weekly',
  start: '2025-03-03T09:00',
  weekdays: [],
};
const afterFirst = Date.UTC(2025, 2, 3, 10);

function Harness({ initial, now }: { initial: ScheduleDraft; now: number }) {
  const [value, setValue] = useState(initial);
  return <ScheduleEditor value={value} onChange={setValue} now={now} />;
}

describe('schedule drafts (issue 24)', () => {
  it('reads wall-clock times in the chosen zone and back', () => {
    const at = instantOf('2025-03-03T09:00', BERLIN);
    expect(at).toBe(Date.UTC(2025, 2, 3, 8));
    expect(localOf(at!, BERLIN)).toBe('2025-03-03T09:00');
    expect(instantOf('not a date', BERLIN)).toBeNull();
  });

  it('a weekly schedule occurs again a week later at the same local time', () => {
    const result = scheduleOf(weekly, afterFirst);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.schedule).toMatchObject({ type: 'weekly', timeZone: BERLIN, weekdays: [] });
    expect(result.next).toBe(Date.UTC(2025, 2, 10, 8));
  });

  it('keeps 09:00 local across the daylight-saving change', () => {
    // Berlin moves to summer time on 30 March 2025: 09:00 is then 07:00 UTC.
    const result = scheduleOf(weekly, Date.UTC(2025, 2, 25));
    expect(result.ok && result.next).toBe(Date.UTC(2025, 2, 31, 7));
  });

  it('refuses a due date before the start, an end before the start and no start', () => {
    const once = { ...weekly, type: 'once' as const, due: '2025-03-02T09:00' };
    expect(scheduleOf(once, afterFirst)).toEqual({
      ok: false,
      error: 'tasks.schedule.dueBeforeStart',
    });
    expect(scheduleOf({ ...weekly, end: '2025-03-01T00:00' }, afterFirst)).toEqual({
      ok: false,
      error: 'tasks.schedule.endBeforeStart',
    });
    expect(scheduleOf({ ...weekly, start: '' })).toEqual({
      ok: false,
      error: 'tasks.schedule.startRequired',
    });
    expect(scheduleOf({ ...weekly, dueAfterHours: 0 })).toEqual({
      ok: false,
      error: 'tasks.schedule.badDueAfter',
    });
  });

  it('a one-off schedule whose start has passed has no next occurrence', () => {
    const once = { ...weekly, type: 'once' as const };
    const result = scheduleOf(once, afterFirst);
    expect(result.ok && result.next).toBeNull();
  });

  it('edits a saved schedule as the form it came from', () => {
    const result = scheduleOf({ ...weekly, weekdays: [1, 4], end: '2025-06-01T00:00' });
    if (!result.ok) throw new Error('expected a schedule');
    expect(draftOf(result.schedule, 'UTC')).toMatchObject({
      type: 'weekly',
      start: '2025-03-03T09:00',
      timeZone: BERLIN,
      weekdays: [1, 4],
      end: '2025-06-01T00:00',
    });
  });
});

describe('<ScheduleEditor/> (issue 24)', () => {
  afterEach(cleanup);

  it('shows the next occurrence as the manager edits, and what is wrong', () => {
    render(<Harness initial={weekly} now={afterFirst} />);
    const next = () => screen.getByTestId('schedule-next').textContent ?? '';
    expect(next()).toMatch(/^Next occurrence: .*10.*2025/);
    // Thursdays too: the next one is Thursday 6 March.
    fireEvent.click(screen.getByTestId('schedule-weekday-4'));
    expect(next()).toMatch(/6.*2025/);
    // Monthly on the 15th.
    fireEvent.click(screen.getByTestId('schedule-type-monthly'));
    expect(screen.queryByTestId('schedule-weekdays')).toBeNull();
    fireEvent.change(screen.getByTestId('schedule-day-of-month'), { target: { value: '15' } });
    expect(next()).toMatch(/15.*2025/);
    // An end before the start is refused with its message.
    fireEvent.change(screen.getByTestId('schedule-end'), { target: { value: '2025-01-01T00:00' } });
    expect(screen.getByRole('alert').textContent).toBe('The end must come after the start.');
    expect(screen.queryByTestId('schedule-next')).toBeNull();
  });

  it('a one-off task asks for start and due date only', () => {
    render(<Harness initial={{ ...weekly, type: 'once' }} now={Date.UTC(2025, 2, 1)} />);
    expect(screen.getByTestId('schedule-due')).toBeTruthy();
    expect(screen.queryByTestId('schedule-due-after')).toBeNull();
    expect(screen.queryByTestId('schedule-end')).toBeNull();
    expect(screen.getByTestId('schedule-next').textContent).toMatch(/3.*2025/);
    fireEvent.change(screen.getByTestId('schedule-due'), { target: { value: '2025-03-03T08:00' } });
    expect(screen.getByRole('alert').textContent).toBe('The due date must come after the start.');
  });
});
