import { createTranslator, detectLanguage, loadCatalogue, type Catalogue } from '@stepwise/i18n';
import { applyDocumentLanguage, I18nProvider } from '@stepwise/i18n/react';
import type { InterfaceLanguage } from '@stepwise/core';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AuthNavigation } from './pages/auth/auth-navigation';
import { opensOnFirstScreen } from './first-visit';
import { loadI18nextOnFirstUse } from './i18n/defer-i18next';
import { setTranslator } from './i18n/t';
import { onFirstUse } from './lib/first-use';
import type * as portalRouterModule from './portal-router';
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

type PortalRouterModule = typeof portalRouterModule;
let routerChunk: Promise<PortalRouterModule> | null = null;

/** react-router and the route tree, fetched once; a failed fetch is forgotten, so a retry fetches. */
function loadRouter(): Promise<PortalRouterModule> {
  routerChunk ??= import('./portal-router').catch((err: unknown) => {
    routerChunk = null;
    throw err;
  });
  return routerChunk;
}

async function start(): Promise<void> {
  // Before the first paint: the remembered theme (dark by default, 000 §1) on every screen.
  restoreTheme();
  // A first visit's sign-in page shows without the router (first-visit.ts). Either screen's code
  // downloads while the catalogue does.
  const firstScreen = opensOnFirstScreen() ? import('./first-screen') : null;
  if (!firstScreen) void loadRouter().catch(() => undefined);
  const { language, catalogue } = await loadLanguage();
  applyDocumentLanguage(language);
  // One translator for the portal's root: React (useT) and the code outside it (t.ts).
  const translator = createTranslator(language, catalogue);
  setTranslator(translator);

  const root = createRoot(document.getElementById('root')!);
  // The same provider above either screen: the hand-over below keeps it mounted.
  const render = (screen: ReactNode) =>
    root.render(
      <StrictMode>
        <I18nProvider language={language} catalogue={catalogue} translator={translator}>
          {screen}
        </I18nProvider>
      </StrictMode>,
    );
  const renderRouter = async () => render((await loadRouter()).portalRouter());

  /** The first screen leaves: the address becomes `to`, and the router starts there. */
  const leave: AuthNavigation['navigate'] = async (to, options) => {
    const { portalRouter } = await loadRouter();
    if (options?.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    render(portalRouter());
  };

  const FirstScreen =
    firstScreen &&
    (
      await firstScreen.catch((err: unknown) => {
        console.error('Could not load the sign-in page; starting the router.', err);
        return null;
      })
    )?.FirstScreen;
  if (FirstScreen) {
    render(<FirstScreen leave={leave} />);
    // Ready by the time the form is submitted, without counting before it is usable.
    onFirstUse(() => void loadRouter().catch(() => undefined));
  } else {
    // Every other start, and the first screen's fallback when its code did not load.
    await renderRouter();
  }
  loadI18nextOnFirstUse(translator);
}

void start().catch((err: unknown) => console.error('The portal could not start.', err));
