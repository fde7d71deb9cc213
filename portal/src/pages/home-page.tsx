import { displayName } from '@stepwise/core';
import { t } from '../i18n/t';
import { useAppData } from './app-data';

export function HomePage() {
  const { profile } = useAppData();
  return (
    <section>
      <h1>{t('home.title', { name: displayName(profile) || (profile.email ?? '') })}</h1>
      <p>{t('home.intro')}</p>
    </section>
  );
}
