/**
 * /zoomlanding/{status}/{lang?}/{subdomain?} (000 §2; issue 25): where the meeting provider sends
 * a person back after installing, removing or cancelling the integration. Public (the provider
 * redirects here). Shown in `lang` when it is one of the 15 languages; the link back is always a
 * path of this portal — to the subdomain's organisation's sign-in when the subdomain is valid.
 */
import { zoomLandingReturnPath, zoomLandingStatus, type ZoomLandingStatus } from '@stepwise/core';
import { useT } from '@stepwise/i18n/react';
import { Link, useParams } from 'react-router';
import { AuthLayout } from '../auth/auth-layout';
import { useLinkLanguage } from '../account/use-link-language';

const MESSAGE = {
  success: 'zoomLanding.success',
  error: 'zoomLanding.error',
  uninstalled: 'zoomLanding.uninstalled',
  cancelled: 'zoomLanding.cancelled',
  unknown: 'zoomLanding.unknown',
} as const satisfies Record<ZoomLandingStatus, string>;

export function ZoomLandingPage() {
  const t = useT();
  const { status, lang, subdomain } = useParams();
  useLinkLanguage(lang);
  const known = zoomLandingStatus(status);
  return (
    <AuthLayout>
      <section className="auth-card" data-testid="zoom-landing" data-status={known}>
        <h1>{t('zoomLanding.title')}</h1>
        <p role={known === 'error' ? 'alert' : 'status'}>{t(MESSAGE[known])}</p>
        <Link to={zoomLandingReturnPath(subdomain)} data-testid="zoom-landing-back">
          {t('zoomLanding.back')}
        </Link>
      </section>
    </AuthLayout>
  );
}
