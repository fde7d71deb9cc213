// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Both palettes must meet WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for control boundaries,
// states and the focus ring (1.4.11). axe-core checks the rendered portal; this checks the tokens.
const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

function palette(selector: string): Map<string, string> {
  const start = css.indexOf(selector);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const vars = new Map<string, string>();
  for (const m of body.matchAll(/(--sw-[\w-]+):\s*([^;]+);/g)) vars.set(m[1]!, m[2]!.trim());
  return vars;
}

function luminance(hex: string): number {
  const n = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(n.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const surfaces = ['bg', 'surface', 'surface-raised', 'surface-hover'];
const TEXT: [string, string[]][] = [
  [
    'text',
    [
      ...surfaces,
      'surface-selected',
      'danger-subtle',
      'success-subtle',
      'warning-subtle',
      'info-subtle',
    ],
  ],
  ['text-muted', surfaces],
  ['link', ['bg', 'surface', 'surface-raised']],
  ['primary', ['bg', 'surface', 'surface-raised', 'surface-selected']],
  ['danger', ['bg', 'surface', 'surface-raised', 'danger-subtle']],
  ['success', ['bg', 'surface', 'surface-raised', 'success-subtle']],
  ['on-primary', ['primary', 'primary-hover']],
  ['on-secondary', ['secondary', 'secondary-hover']],
  ['on-danger', ['danger', 'danger-hover']],
  ['on-success', ['success', 'success-hover']],
  ['on-warning', ['warning']],
];
const CONTROLS: [string, string[]][] = [
  ['border-strong', ['bg', 'surface', 'surface-raised']],
  ['focus-ring', ['bg', 'surface', 'surface-raised']],
  ['secondary', ['bg', 'surface', 'surface-raised']],
  ['warning', ['bg', 'surface']],
  ['info', ['bg', 'surface', 'info-subtle']],
];

describe.each([
  ['dark', ":root,\n[data-theme='dark']"],
  ['light', "[data-theme='light']"],
])('%s palette', (_name, selector) => {
  const vars = palette(selector);
  const color = (token: string) => {
    const value = vars.get(`--sw-color-${token}`);
    expect(value, token).toMatch(/^#[0-9a-f]{6}$/);
    return value!;
  };

  it.each(TEXT)('%s reads at 4.5:1 or more', (fg, backgrounds) => {
    for (const bg of backgrounds) {
      expect(contrast(color(fg), color(bg)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(CONTROLS)('%s stands out at 3:1 or more', (fg, backgrounds) => {
    for (const bg of backgrounds) {
      expect(contrast(color(fg), color(bg)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('defines the same colour tokens as the other theme', () => {
    const dark = [...palette(":root,\n[data-theme='dark']").keys()].sort();
    expect([...vars.keys()].sort()).toEqual(dark);
  });
});
