import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './slider.js';

describe('Slider', () => {
  it('is a named range with the 000 §5 defaults (0..100, step 1)', () => {
    render(<Slider label="Volume" />);
    const input = screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    expect([input.min, input.max, input.step, input.value]).toEqual(['0', '100', '1', '0']);
  });

  it('clamps and rounds the value it is given and the changes it reports', () => {
    const onValueChange = vi.fn();
    render(
      <Slider
        aria-label="Speed"
        min={10}
        max={50}
        step={5}
        value={73}
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByRole('slider', { name: 'Speed' }) as HTMLInputElement;
    expect(input.value).toBe('50');
    fireEvent.change(input, { target: { value: '22' } });
    expect(onValueChange).toHaveBeenLastCalledWith(20);
  });

  it('reports a translated value text', () => {
    render(<Slider aria-label="Zoom" defaultValue={40} valueText={(v) => `${v} %`} showValue />);
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('40 %');
    expect(screen.getByText('40 %')).toBeTruthy();
  });

  it('ignores changes when read-only or disabled (000 §5)', () => {
    const onValueChange = vi.fn();
    render(
      <>
        <Slider aria-label="A" readOnly defaultValue={30} onValueChange={onValueChange} />
        <Slider aria-label="B" disabled defaultValue={30} onValueChange={onValueChange} />
      </>,
    );
    const a = screen.getByRole('slider', { name: 'A' }) as HTMLInputElement;
    fireEvent.change(a, { target: { value: '60' } });
    fireEvent.change(screen.getByRole('slider', { name: 'B' }), { target: { value: '60' } });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(a.value).toBe('30');
    expect(a.getAttribute('aria-readonly')).toBe('true');
  });
});
