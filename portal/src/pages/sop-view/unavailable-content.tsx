import { useNavigate } from 'react-router';
import { t } from '../../i18n/t';
import { paths } from '../../paths';
import { Icon } from '../../shell/icons';
import { inIframe } from '../../shell/use-media-query';

/** Opened by another window (a popup): its button closes it instead of going home (001 §2). */
const inPopup = () => typeof window !== 'undefined' && Boolean(window.opener) && !inIframe();

/**
 * The unpublished-content screen (001 §2): an icon, a title and a subtitle for a workflow or a
 * smart instruction, and Go to home (Close in a popup), hidden when framed or embedded. Public
 * visitors go to the root and the page reloads; signed-in users go home in the app.
 */
export function UnavailableContent({
  kind,
  signedIn,
}: {
  kind: 'workflow' | 'smartInstruction';
  signedIn: boolean;
}) {
  const navigate = useNavigate();
  const framed = inIframe();
  const popup = inPopup();
  const goHome = () => {
    if (popup) window.close();
    else if (signedIn) void navigate(paths.home);
    else window.location.assign(paths.signIn);
  };
  return (
    <section className="sop-unavailable" data-testid="unavailable-content" data-kind={kind}>
      <Icon name="lock" />
      <h1>{t(kind === 'workflow' ? 'player.workflowUnavailable' : 'sop.unavailable.title')}</h1>
      <p className="muted">{t('sop.unavailable.subtitle')}</p>
      {!framed && (
        <button type="button" className="primary" onClick={goHome} data-testid="unavailable-home">
          {popup ? t('common.close') : t('nav.goHome')}
        </button>
      )}
    </section>
  );
}
