import { useMemo } from 'react';
import { localeTagOf } from '@stepwise/i18n';
import { useLanguage } from '@stepwise/i18n/react';

export interface NumberFormats {
  /** A count: 12,345 (the language's grouping, Latin digits as everywhere in the portal). */
  count: (value: number) => string;
  /** A share 0..1 as a percentage: 0.425 -> 43%. */
  percent: (value: number) => string;
  /** A change in percent with its sign: +12% / -3%. */
  delta: (value: number) => string;
  /** Seconds as a duration: 1 h 2 min, 3 min 5 s, 42 s (short unit names of the language). */
  duration: (seconds: number) => string;
}

/** The charts' and reports' number formats in the current interface language. */
export function numberFormats(tag: string): NumberFormats {
  const base = { numberingSystem: 'latn' } as const;
  const count = new Intl.NumberFormat(tag, { ...base, maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(tag, { ...base, style: 'percent' });
  const delta = new Intl.NumberFormat(tag, {
    ...base,
    style: 'percent',
    signDisplay: 'exceptZero',
  });
  const unit = (u: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(tag, { ...base, style: 'unit', unit: u, unitDisplay: 'short' });
  const [h, m, s] = [unit('hour'), unit('minute'), unit('second')];
  return {
    count: (v) => count.format(v),
    percent: (v) => percent.format(v),
    delta: (v) => delta.format(v),
    duration: (seconds) => {
      const whole = Math.max(0, Math.round(seconds));
      const hours = Math.floor(whole / 3600);
      const minutes = Math.floor((whole % 3600) / 60);
      const rest = whole % 60;
      if (hours > 0) return `${h.format(hours)} ${m.format(minutes)}`;
      if (minutes > 0) return `${m.format(minutes)} ${s.format(rest)}`;
      return s.format(rest);
    },
  };
}

export function useNumberFormats(): NumberFormats {
  const { language } = useLanguage();
  return useMemo(() => numberFormats(localeTagOf(language)), [language]);
}
