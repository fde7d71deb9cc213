import { isInterfaceLanguage } from '@stepwise/i18n';
import { useLanguage } from '@stepwise/i18n/react';
import { useEffect } from 'react';

/** A link's `{lang?}` segment switches the interface language once (stored, then reloaded). */
export function useLinkLanguage(lang: string | undefined): string {
  const { language, setLanguage } = useLanguage();
  const wanted = lang?.toLowerCase();
  useEffect(() => {
    if (wanted && isInterfaceLanguage(wanted) && wanted !== language) setLanguage(wanted);
  }, [wanted, language, setLanguage]);
  return language;
}
