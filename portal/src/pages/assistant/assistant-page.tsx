/**
 * /maven and /smart-assist (000 §2; 002 §2 "Agentic assistant screens"): the assistant in the
 * page variant, the conversation in the main area; the side menu is its chat list (shell,
 * assistant-side-menu.tsx), both on the portal's one chat store. A reference card opens the
 * player at the reference's step and time, or the smart instruction it cites. Loading, empty and
 * error states are the widget's.
 */
import { Assistant, type AssistantReference } from '@stepwise/assistant/react';
import { redirect, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { session } from '../../session/session';
import { useLanguage, useT } from '../../shell/i18n';
import { useTheme } from '../../shell/theme';
import { inIframe } from '../../shell/use-media-query';
import { assistantOfPath, assistantRedirect } from './assistant-route';
import { portalChat } from './portal-chat';
import { referencePath } from './reference-target';
import './assistant-page.css';

/** The other assistant's route opens the one the organisation has (assistant-route.ts). */
export async function assistantPageLoader({ request }: LoaderFunctionArgs) {
  const state = await session.ensure();
  if (state.status !== 'signed-in') return null;
  const url = new URL(request.url);
  const to = assistantRedirect(url.pathname, url.search, state.features);
  if (to) throw redirect(to);
  return null;
}

export function AssistantPage() {
  const t = useT();
  const { language } = useLanguage();
  const [theme] = useTheme();
  const navigate = useNavigate();
  const entry = assistantOfPath(useLocation().pathname) ?? 'maven';
  const store = portalChat();
  const onReference = (reference: AssistantReference) => void navigate(referencePath(reference));
  return (
    <section className="assistant-page" data-testid="assistant-page" data-assistant={entry}>
      <header className="assistant-page-header">
        <h1>{entry === 'smart-assist' ? t('shell.smartAssist') : t('shell.askMaven')}</h1>
        <p>{t('assistantPage.intro')}</p>
      </header>
      <Assistant
        store={store}
        variant="page"
        // The side menu is the chat list; in a frame there is none, so the page shows its own.
        showChatList={inIframe()}
        lang={language}
        theme={theme}
        onReference={onReference}
      />
    </section>
  );
}
