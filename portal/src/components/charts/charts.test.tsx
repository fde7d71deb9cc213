// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart, FunnelChart } from './bar-chart';
import { LineChart } from './line-chart';
import { numberFormats } from './use-number-format';

afterEach(cleanup);

const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'];

describe('LineChart', () => {
  it('shows its empty text without data (no picture, no table)', () => {
    render(<LineChart title="Views per day" labelName="Day" labels={[]} series={[]} />);
    expect(screen.getByTestId('line-chart-empty').textContent).toBe('No data to show');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('draws one point as a dot and summarises it', () => {
    render(
      <LineChart
        title="Views per day"
        labelName="Day"
        labels={['2026-11-01']}
        series={[{ name: 'Views', values: [3] }]}
      />,
    );
    const img = screen.getByRole('img');
    expect(img.getAttribute('aria-label')).toBe(
      'Views per day, 2026-11-01 to 2026-11-01. Views: highest 3 on 2026-11-01, total 3.',
    );
    expect(img.querySelectorAll('circle')).toHaveLength(1);
    expect(img.querySelector('.chart-line')).toBeNull();
  });

  it('has a line per series and a hidden table with every value', () => {
    render(
      <LineChart
        title="Engagement"
        labelName="Day"
        labels={days}
        series={[
          { name: 'Views', values: [1, 4, 2, 0] },
          { name: 'Viewers', values: [1, 2, 2, 0] },
        ]}
        area
      />,
    );
    const img = screen.getByRole('img');
    expect(img.querySelectorAll('.chart-line')).toHaveLength(2);
    expect(img.querySelectorAll('.chart-area')).toHaveLength(1);
    expect(img.getAttribute('aria-label')).toContain('Views: highest 4 on 2026-11-02, total 7.');
    const table = screen.getByTestId('line-chart-table');
    expect(table.className).toBe('visually-hidden');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + days.length);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Views', 'Viewers']);
  });

  it('moves a tooltip with the keyboard (End on focus, arrows, Home)', () => {
    render(
      <LineChart
        title="Views"
        labelName="Day"
        labels={days}
        series={[{ name: 'Views', values: [1, 4, 2, 0] }]}
      />,
    );
    const img = screen.getByRole('img');
    fireEvent.focus(img);
    expect(screen.getByTestId('line-chart-tooltip').textContent).toContain('2026-11-04');
    fireEvent.keyDown(img, { key: 'ArrowLeft' });
    fireEvent.keyDown(img, { key: 'ArrowLeft' });
    expect(screen.getByTestId('line-chart-tooltip').textContent).toBe('2026-11-02Views: 4');
    fireEvent.keyDown(img, { key: 'Home' });
    fireEvent.keyDown(img, { key: 'ArrowLeft' });
    expect(screen.getByTestId('line-chart-tooltip').textContent).toContain('2026-11-01');
    fireEvent.keyDown(img, { key: 'End' });
    fireEvent.keyDown(img, { key: 'ArrowRight' });
    expect(screen.getByTestId('line-chart-tooltip').textContent).toContain('2026-11-04');
    expect(img.getAttribute('aria-describedby')).toBe(screen.getByTestId('line-chart-tooltip').id);
    fireEvent.blur(img);
    expect(screen.queryByTestId('line-chart-tooltip')).toBeNull();
  });
});

describe('FunnelChart / BarChart', () => {
  const steps = [
    { label: '1. Safety', value: 20, secondary: 18 },
    { label: '2. Tools', value: 15, secondary: 10 },
    { label: '3. Assembly', value: 15, secondary: 9 },
    { label: '4. Check', value: 5, secondary: 5 },
  ];

  it('draws one bar per step with its drop from the step before', () => {
    render(
      <FunnelChart
        title="Drop-off by step"
        labelName="Step"
        valueName="Reached"
        secondaryName="Finished"
        data={steps}
      />,
    );
    const bars = screen.getAllByTestId('funnel-chart-bar');
    expect(bars.map((b) => Number(b.getAttribute('data-value')))).toEqual([20, 15, 15, 5]);
    // Tools lost 25 %, Assembly none, Check 67 %.
    expect(screen.getAllByTestId('funnel-chart-drop').map((d) => d.textContent)).toEqual([
      '−25% from previous',
      '−67% from previous',
    ]);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Drop-off by step: 20 reached the first step, 5 (25%) the last.',
    );
    const table = screen.getByTestId('funnel-chart-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Step', 'Reached', 'Finished', 'Share of first', 'Drop from previous']);
    expect(within(table).getAllByRole('row')[4]!.textContent).toBe('4. Check5525%67%');
  });

  it('plain bars have no drop and say which is highest; nothing to draw shows the empty text', () => {
    render(
      <BarChart
        title="Views by workspace"
        labelName="Workspace"
        valueName="Views"
        data={[
          { label: 'Line A', value: 3 },
          { label: 'Line B', value: 9 },
        ]}
      />,
    );
    expect(screen.queryByTestId('bar-chart-drop')).toBeNull();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Views by workspace: highest 9 (Line B).',
    );
    cleanup();
    render(<BarChart title="x" labelName="x" valueName="x" data={[]} emptyText="Nothing" />);
    expect(screen.getByTestId('bar-chart-empty').textContent).toBe('Nothing');
  });
});

describe('number formats', () => {
  it('formats counts, shares, changes and durations per language', () => {
    const en = numberFormats('en-US');
    expect(en.count(12345)).toBe('12,345');
    expect(en.percent(0.425)).toBe('43%');
    expect(en.delta(0.12)).toBe('+12%');
    expect(en.delta(-0.03)).toBe('-3%');
    expect(en.delta(0)).toBe('0%');
    expect(en.duration(42)).toBe('42 sec');
    expect(en.duration(185)).toBe('3 min 5 sec');
    expect(en.duration(3720)).toBe('1 hr 2 min');
    expect(numberFormats('de-DE').count(12345)).toBe('12.345');
    // Latin digits in Arabic too, as the portal's dates.
    expect(numberFormats('ar').count(12)).toBe('12');
  });
});
