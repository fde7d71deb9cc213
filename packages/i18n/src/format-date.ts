import type { InterfaceLanguage } from '@stepwise/core';
import { localeTagOf } from './language.js';

/** The date formats of the specification (000 §9). */
export const DATE_FORMATS = [
  'MM/DD/YY h:mm A',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'DD',
  'MMMM YYYY',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

// Gregorian calendar and Latin digits everywhere, so numeric and spelled-out dates agree
// (th-TH would otherwise count Buddhist years, Arabic would use Arabic-Indic digits).
const INTL_OPTIONS = { calendar: 'gregory', numberingSystem: 'latn' } as const;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function monthName(date: Date, language: InterfaceLanguage): string {
  return new Intl.DateTimeFormat(localeTagOf(language), { ...INTL_OPTIONS, month: 'long' }).format(
    date,
  );
}

/** The language's word for AM or PM (AM / PM in English, 午前 / 午後 in Japanese). */
function dayPeriod(date: Date, language: InterfaceLanguage): string {
  const parts = new Intl.DateTimeFormat(localeTagOf(language), {
    ...INTL_OPTIONS,
    hour: 'numeric',
    hour12: true,
  }).formatToParts(date);
  return (
    parts.find((part) => part.type === 'dayPeriod')?.value ?? (date.getHours() < 12 ? 'AM' : 'PM')
  );
}

const TOKENS = /YYYY|YY|MMMM|MM|DD|h|mm|A/g;

/**
 * A date in one of the spec's formats, in local time. Numbers follow the pattern exactly in every
 * language; the month name (MMMM) and AM/PM (A) are the language's own, from Intl. 'MMMM YYYY'
 * uses the language's own order of month and year (November 2026, 2026年11月).
 */
export function formatDate(
  value: Date | string | number,
  format: DateFormat,
  language: InterfaceLanguage = 'en',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (format === 'MMMM YYYY') {
    return new Intl.DateTimeFormat(localeTagOf(language), {
      ...INTL_OPTIONS,
      year: 'numeric',
      month: 'long',
    }).format(date);
  }
  return format.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(date.getFullYear(), 4);
      case 'YY':
        return pad(date.getFullYear() % 100);
      case 'MMMM':
        return monthName(date, language);
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'DD':
        return pad(date.getDate());
      case 'h':
        return String(date.getHours() % 12 || 12);
      case 'mm':
        return pad(date.getMinutes());
      default:
        return dayPeriod(date, language);
    }
  });
}
