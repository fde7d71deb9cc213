// 000 §5: "slider value clamped to min (default 0) and max (default 100) and rounded to step
// (default 1)".

export const SLIDER_DEFAULTS = { min: 0, max: 100, step: 1 } as const;

export interface SliderRange {
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
}

export interface ResolvedSliderRange {
  min: number;
  max: number;
  step: number;
}

/** Fills in the defaults; a max below min collapses to min, a non-positive step becomes 1. */
export function resolveSliderRange(range: SliderRange = {}): ResolvedSliderRange {
  const min = finiteOr(range.min, SLIDER_DEFAULTS.min);
  const max = Math.max(min, finiteOr(range.max, SLIDER_DEFAULTS.max));
  const rawStep = finiteOr(range.step, SLIDER_DEFAULTS.step);
  return { min, max, step: rawStep > 0 ? rawStep : SLIDER_DEFAULTS.step };
}

/**
 * Rounds to the nearest step counted from min, then clamps into [min, max]. Steps count from
 * min (as `<input type="range">` does) so min=1, step=2 gives 1, 3, 5. A non-number gives min.
 */
export function clampSliderValue(value: number, range: SliderRange = {}): number {
  const { min, max, step } = resolveSliderRange(range);
  if (!Number.isFinite(value)) return min;
  const stepped = min + Math.round((value - min) / step) * step;
  // Decimal steps (0.1) accumulate binary error; round to the precision the inputs carry.
  const rounded = roundTo(stepped, Math.max(decimals(step), decimals(min)));
  return Math.min(max, Math.max(min, rounded));
}

/** The value a key moves to (WAI-ARIA slider pattern); null for keys the slider does not use. */
export function sliderValueForKey(
  value: number,
  key: string,
  range: SliderRange = {},
  dir: 'ltr' | 'rtl' = 'ltr',
): number | null {
  const { min, max, step } = resolveSliderRange(range);
  const page = Math.max(step, step * Math.round((max - min) / step / 10));
  // In a right-to-left layout the track runs from the right, so the horizontal arrows swap.
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  let next: number;
  if (key === forward || key === 'ArrowUp') next = value + step;
  else if (key === backward || key === 'ArrowDown') next = value - step;
  else if (key === 'PageUp') next = value + page;
  else if (key === 'PageDown') next = value - page;
  else if (key === 'Home') next = min;
  else if (key === 'End') next = max;
  else return null;
  return clampSliderValue(next, { min, max, step });
}

function finiteOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function decimals(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

function roundTo(n: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(n * factor) / factor;
}
