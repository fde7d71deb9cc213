/** Dates of runs and comments as the review screens show them, in the reader's language. */
import { currentLanguage } from '../../i18n/t';

/** e.g. "3 Mar 2025, 09:00"; a missing date reads as a dash. */
export function runDateTime(at: string | number | null): string {
  if (at === null) return '—';
  return new Intl.DateTimeFormat(currentLanguage(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(typeof at === 'number' ? at : Date.parse(at));
}
