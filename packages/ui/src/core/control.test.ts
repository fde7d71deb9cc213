// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptsChange, nextControlValue } from './control.js';

// 000 §5: "disabled or read-only tabs, switches, checkboxes, radios and sliders ignore changes".
describe('acceptsChange', () => {
  it('accepts changes only when neither disabled nor read-only', () => {
    expect(acceptsChange({})).toBe(true);
    expect(acceptsChange({ disabled: false, readOnly: false })).toBe(true);
    expect(acceptsChange({ disabled: true })).toBe(false);
    expect(acceptsChange({ readOnly: true })).toBe(false);
  });

  it('keeps the current value when the change is ignored', () => {
    expect(nextControlValue({}, 1, 2)).toBe(2);
    expect(nextControlValue({ disabled: true }, 1, 2)).toBe(1);
    expect(nextControlValue({ readOnly: true }, 'a', 'b')).toBe('a');
  });
});
