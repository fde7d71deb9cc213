// Roving focus for tabs, radios, menus and listboxes (WAI-ARIA authoring practices): arrows move
// to the next enabled item and wrap, Home and End go to the ends.

export type Orientation = 'horizontal' | 'vertical';

export interface ListNavigationOptions {
  orientation?: Orientation | 'both' | undefined;
  dir?: 'ltr' | 'rtl' | undefined;
  loop?: boolean | undefined;
}

/**
 * The index a key moves to among `disabled.length` items, skipping disabled ones; null when the
 * key is not a navigation key for this orientation or no item is enabled.
 */
export function nextEnabledIndex(
  disabled: readonly boolean[],
  current: number,
  key: string,
  options: ListNavigationOptions = {},
): number | null {
  const { orientation = 'horizontal', dir = 'ltr', loop = true } = options;
  const count = disabled.length;
  const enabled = disabled.map((d, i) => (d ? -1 : i)).filter((i) => i >= 0);
  if (enabled.length === 0) return null;
  const horizontal = orientation !== 'vertical';
  const vertical = orientation !== 'horizontal';
  const next = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const prev = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';

  let delta: 1 | -1;
  if (key === 'Home') return enabled[0]!;
  if (key === 'End') return enabled[enabled.length - 1]!;
  if ((horizontal && key === next) || (vertical && key === 'ArrowDown')) delta = 1;
  else if ((horizontal && key === prev) || (vertical && key === 'ArrowUp')) delta = -1;
  else return null;

  for (let step = 1; step <= count; step += 1) {
    let i = current + delta * step;
    if (loop) i = ((i % count) + count) % count;
    else if (i < 0 || i >= count) return current;
    if (!disabled[i]) return i;
  }
  return current;
}

/** First enabled item whose label starts with the typed text (menu and listbox type-ahead). */
export function typeaheadIndex(
  labels: readonly string[],
  disabled: readonly boolean[],
  current: number,
  text: string,
): number | null {
  const needle = text.toLowerCase();
  if (needle === '') return null;
  for (let step = 1; step <= labels.length; step += 1) {
    const i = (current + step) % labels.length;
    if (!disabled[i] && labels[i]!.trim().toLowerCase().startsWith(needle)) return i;
  }
  return null;
}
