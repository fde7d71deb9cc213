import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate } from './format-date.js';

// Local time, so the expectations hold in every time zone.
const afternoon = new Date(2026, 0, 5, 14, 7);
const morning = new Date(2026, 10, 22, 0, 30);

describe('formatDate', () => {
  it('formats every spec format in English', () => {
    expect(formatDate(afternoon, 'MM/DD/YY h:mm A', 'en')).toBe('01/05/26 2:07 PM');
    expect(formatDate(morning, 'MM/DD/YY h:mm A', 'en')).toBe('11/22/26 12:30 AM');
    expect(formatDate(afternoon, 'MM/DD/YYYY', 'en')).toBe('01/05/2026');
    expect(formatDate(afternoon, 'YYYY-MM-DD', 'en')).toBe('2026-01-05');
    expect(formatDate(afternoon, 'DD', 'en')).toBe('05');
    expect(formatDate(afternoon, 'MMMM YYYY', 'en')).toBe('January 2026');
  });

  it('formats every spec format in Japanese', () => {
    expect(formatDate(afternoon, 'MM/DD/YY h:mm A', 'ja-jp')).toBe('01/05/26 2:07 午後');
    expect(formatDate(afternoon, 'MM/DD/YYYY', 'ja-jp')).toBe('01/05/2026');
    expect(formatDate(afternoon, 'YYYY-MM-DD', 'ja-jp')).toBe('2026-01-05');
    expect(formatDate(afternoon, 'DD', 'ja-jp')).toBe('05');
    expect(formatDate(afternoon, 'MMMM YYYY', 'ja-jp')).toBe('2026年1月');
  });

  it('names months in the language, with Gregorian years and Latin digits', () => {
    expect(formatDate(morning, 'MMMM YYYY', 'de-de')).toBe('November 2026');
    expect(formatDate(morning, 'MMMM YYYY', 'fr-fr')).toBe('novembre 2026');
    expect(formatDate(morning, 'MMMM YYYY', 'th-th')).toBe('พฤศจิกายน 2026');
    expect(formatDate(morning, 'MMMM YYYY', 'ar-ar')).toBe('نوفمبر 2026');
    expect(formatDate(afternoon, 'MM/DD/YYYY', 'ar-ar')).toBe('01/05/2026');
  });

  it('accepts ISO strings and timestamps, and gives empty text for an invalid date', () => {
    expect(formatDate(afternoon.toISOString(), 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(formatDate(afternoon.getTime(), 'DD')).toBe('05');
    expect(formatDate('not a date', 'YYYY-MM-DD')).toBe('');
  });

  it('lists the five formats of the spec', () => {
    expect(DATE_FORMATS).toHaveLength(5);
  });
});
