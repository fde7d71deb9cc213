// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clampSliderValue,
  resolveSliderRange,
  SLIDER_DEFAULTS,
  sliderValueForKey,
} from './slider.js';

// 000 §5: "slider value clamped to min (default 0) and max (default 100) and rounded to step
// (default 1)".
describe('clampSliderValue', () => {
  it('defaults to min 0, max 100, step 1', () => {
    expect(SLIDER_DEFAULTS).toEqual({ min: 0, max: 100, step: 1 });
    expect(clampSliderValue(-5)).toBe(0);
    expect(clampSliderValue(250)).toBe(100);
    expect(clampSliderValue(42.4)).toBe(42);
    expect(clampSliderValue(42.5)).toBe(43);
  });

  it('clamps to a given min and max', () => {
    expect(clampSliderValue(3, { min: 10, max: 20 })).toBe(10);
    expect(clampSliderValue(30, { min: 10, max: 20 })).toBe(20);
    expect(clampSliderValue(15, { min: 10, max: 20 })).toBe(15);
  });

  it('rounds to the step counted from min', () => {
    expect(clampSliderValue(12, { step: 5 })).toBe(10);
    expect(clampSliderValue(13, { step: 5 })).toBe(15);
    expect(clampSliderValue(4, { min: 1, max: 9, step: 2 })).toBe(5);
    expect(clampSliderValue(0.3 + 0.1, { min: 0, max: 1, step: 0.1 })).toBe(0.4);
    expect(clampSliderValue(0.26, { min: 0, max: 1, step: 0.25 })).toBe(0.25);
  });

  it('clamps after rounding, so a step past max stays at max', () => {
    expect(clampSliderValue(99, { max: 98, step: 5 })).toBe(98);
  });

  it('treats a non-number as min and repairs a bad range', () => {
    expect(clampSliderValue(Number.NaN, { min: 5 })).toBe(5);
    expect(resolveSliderRange({ min: 10, max: 5, step: 0 })).toEqual({ min: 10, max: 10, step: 1 });
  });
});

describe('sliderValueForKey', () => {
  it('moves one step with the arrows and clamps at the ends', () => {
    expect(sliderValueForKey(50, 'ArrowRight')).toBe(51);
    expect(sliderValueForKey(50, 'ArrowUp')).toBe(51);
    expect(sliderValueForKey(50, 'ArrowLeft')).toBe(49);
    expect(sliderValueForKey(0, 'ArrowDown')).toBe(0);
    expect(sliderValueForKey(100, 'ArrowUp')).toBe(100);
  });

  it('jumps a tenth with Page keys and to the ends with Home and End', () => {
    expect(sliderValueForKey(50, 'PageUp')).toBe(60);
    expect(sliderValueForKey(50, 'PageDown')).toBe(40);
    expect(sliderValueForKey(50, 'Home', { min: 5 })).toBe(5);
    expect(sliderValueForKey(50, 'End', { max: 80 })).toBe(80);
  });

  it('mirrors the horizontal arrows right-to-left and ignores other keys', () => {
    expect(sliderValueForKey(50, 'ArrowLeft', {}, 'rtl')).toBe(51);
    expect(sliderValueForKey(50, 'ArrowRight', {}, 'rtl')).toBe(49);
    expect(sliderValueForKey(50, 'a')).toBeNull();
  });
});
