import { currentLanguage } from '../../../i18n/t';

/** A 0..1 share as a whole percentage in the reader's language ("85 %", "85%"). */
export function formatRate(rate: number): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'percent' }).format(rate);
}

/** A 0..100 score, one decimal at most. */
export function formatScore(score: number): string {
  return new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1 }).format(score);
}

/** An instant as a date and time in the reader's language ('' when it is not one). */
export function formatWhen(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}
