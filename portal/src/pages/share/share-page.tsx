import type { ShareLanding } from '@stepwise/core';
import { Alert, Button } from '@stepwise/ui';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { t } from '../../i18n/t';
import { ShareCodeForm } from './share-code-form';
import type { ShareLandingData } from './share-data';
import { SharePasswordForm } from './share-password-form';
import '../../components/share-fields.css';
import './share-page.css';

/**
 * /share/{contentShareId} (001 §2 content-share landing page, public): the organisation's logo
 * and name, then what the share asks for: an address and its mailed code (restricted) or the
 * password; the content opens with the token issued. Public shares never render here (the
 * loader sends them on); unknown or unshared links say so.
 */
export function ShareLandingPage() {
  const data = useLoaderData<ShareLandingData>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <ShareLandingView
      data={data}
      onOpen={(path) => void navigate(path, { replace: true })}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  );
}

/** The page as its states (the stories render these without a server). */
export function ShareLandingView({
  data,
  onOpen,
  onRetry,
  retrying = false,
}: {
  data: ShareLandingData;
  onOpen: (path: string) => void;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <main className="share-page" data-testid="share-page" data-state={data.state}>
      <div className="share-page-card">
        {data.state === 'ready' && <OrganisationHeader landing={data.landing} />}
        {data.state === 'missing' && (
          <section data-testid="share-page-missing">
            <h1>{t('share.page.missingTitle')}</h1>
            <p>{t('share.page.missing')}</p>
          </section>
        )}
        {data.state === 'error' && (
          <LoadFailed message={data.message} onRetry={onRetry} retrying={retrying} />
        )}
        {data.state === 'ready' && data.landing.externalAccessType === 'restricted' && (
          <ShareCodeForm
            landing={data.landing}
            initialEmail={data.email}
            initialCode={data.code}
            onOpen={onOpen}
          />
        )}
        {data.state === 'ready' && data.landing.externalAccessType === 'password' && (
          <SharePasswordForm landing={data.landing} onOpen={onOpen} />
        )}
      </div>
    </main>
  );
}

function OrganisationHeader({ landing }: { landing: ShareLanding }) {
  const { name, logoUrl } = landing.organization;
  return (
    <header className="share-page-header" data-testid="share-page-org">
      {logoUrl ? (
        <img src={logoUrl} alt="" className="share-page-logo" data-testid="share-page-logo" />
      ) : (
        <span className="share-page-logo share-page-initial" aria-hidden>
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <p className="share-page-org-name">{name}</p>
        <h1>{t('share.page.title')}</h1>
      </div>
    </header>
  );
}

function LoadFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <section data-testid="share-page-failed">
      <h1>{t('share.page.failedTitle')}</h1>
      <Alert tone="danger">{message}</Alert>
      <Button
        variant="primary"
        disabled={retrying}
        onClick={onRetry}
        data-testid="share-page-retry"
      >
        {retrying ? t('share.page.retrying') : t('share.page.retry')}
      </Button>
    </section>
  );
}
