import { createTranslator, detectLanguage, loadCatalogue, type Catalogue } from '@stepwise/i18n';
import { applyDocumentLanguage, I18nProvider } from '@stepwise/i18n/react';
import type { InterfaceLanguage } from '@stepwise/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadI18nextOnFirstUse } from './i18n/defer-i18next';
import { setTranslator } from './i18n/t';
import { routes } from './routes';
import { restoreTheme } from './shell/theme';
import '@stepwise/ui/tokens.css';
import './styles.css';

/** The stored or browser language and its catalogue; English when the catalogue cannot load. */
async function loadLanguage(): Promise<{ language: InterfaceLanguage; catalogue: Catalogue }> {
  const language = detectLanguage();
  try {
    return { language, catalogue: await loadCatalogue(language) };
  } catch (err) {
    console.error(`Could not load the ${language} catalogue; showing English.`, err);
    return { language: 'en', catalogue: await loadCatalogue('en') };
  }
}

async function start(): Promise<void> {
  // Before the first paint: the remembered theme (dark by default, 000 §1) on every screen.
  restoreTheme();
  const { language, catalogue } = await loadLanguage();
  applyDocumentLanguage(language);
  // One translator for the portal's root: React (useT) and the code outside it (t.ts).
  const translator = createTranslator(language, catalogue);
  setTranslator(translator);
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider language={language} catalogue={catalogue} translator={translator}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
  loadI18nextOnFirstUse(translator);
}

void start();
