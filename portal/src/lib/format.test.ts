import { describe, expect, it } from 'vitest';
import { formatDuration, stepTitle } from './format';

describe('formatDuration', () => {
  it('is mm:ss, minutes past 59 included', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(59.6)).toBe('01:00');
    expect(formatDuration(3723)).toBe('62:03');
  });

  it('has a placeholder for an unknown length', () => {
    expect(formatDuration(null)).toBe('--:--');
    expect(formatDuration(Number.NaN)).toBe('--:--');
  });
});

describe('stepTitle', () => {
  it('prefers the languages given, then any non-empty title', () => {
    expect(stepTitle({ en: 'Fit', de: 'Passen' }, 'de', 'en')).toBe('Passen');
    expect(stepTitle({ en: ' ', fr: 'Serrer' }, 'en')).toBe('Serrer');
    expect(stepTitle({}, 'en')).toBe('');
  });
});
