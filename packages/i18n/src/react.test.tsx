// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from './language.js';
import { loadCatalogue } from './load.js';
import { I18nProvider, useLanguage, useT } from './react.js';

function Probe() {
  const t = useT();
  const { language, dir, setLanguage } = useLanguage();
  return (
    <button type="button" onClick={() => setLanguage('ja-jp')}>
      {`${language} ${dir} ${t('card.play', { title: 'X' })}`}
    </button>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('@stepwise/i18n/react', () => {
  it('reads English without a provider', () => {
    render(<Probe />);
    expect(screen.getByRole('button').textContent).toBe('en ltr Play X');
  });

  it('a widget on a host page leaves <html lang dir> alone', async () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    const catalogue = await loadCatalogue('ar-ar');
    render(
      <I18nProvider language="ar-ar" catalogue={catalogue} ownsDocument={false}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('ar-ar rtl تشغيل X');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });

  it('gives the language, sets <html lang dir>, and translates', async () => {
    const catalogue = await loadCatalogue('ar-ar');
    render(
      <I18nProvider language="ar-ar" catalogue={catalogue}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('ar-ar rtl تشغيل X');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('stores a new language under the locale key and reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <I18nProvider language="en" catalogue={await loadCatalogue('en')}>
        <Probe />
      </I18nProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ja-jp');
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
