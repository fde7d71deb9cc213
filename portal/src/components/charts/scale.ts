/** The arithmetic of the charts: "nice" axis ticks and a linear scale (no chart library). */

/**
 * About `count` round tick values (steps of 1, 2 or 5 times a power of ten) covering
 * [0, max] — analytics counts never go below zero, so the axis starts at zero.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // Rounded, so 0.1 + 0.2 style sums do not print as 0.30000000000000004.
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** Maps [d0, d1] onto [r0, r1]; a zero-width domain maps everything to the range's middle. */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
  const span = d1 - d0;
  if (span === 0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** At most `max` evenly spread indexes of `length` items, first and last included (x labels). */
export function spreadIndexes(length: number, max: number): number[] {
  if (length <= 0) return [];
  if (length <= max) return Array.from({ length }, (_, i) => i);
  const out = new Set<number>();
  for (let k = 0; k < max; k++) out.add(Math.round((k * (length - 1)) / (max - 1)));
  return [...out];
}

/** The index of the point nearest to `x` among `count` points spread over [left, right]. */
export function nearestIndex(x: number, count: number, left: number, right: number): number {
  if (count <= 1) return 0;
  const at = Math.round(((x - left) / (right - left)) * (count - 1));
  return Math.min(count - 1, Math.max(0, at));
}
