import { displayName } from '@stepwise/core';
import { Link } from 'react-router';
import { t } from '../i18n/t';
import { useShellSession } from '../shell/use-shell-session';
import { FOR_APPROVAL_PATH } from '../components/approval-history/approval-text';

export function HomePage() {
  const { profile, features } = useShellSession();
  return (
    <section>
      <h1>{t('home.title', { name: displayName(profile) || (profile.email ?? '') })}</h1>
      <p>{t('home.intro')}</p>
      {/* Home's sub-pages so far: For approval, with the approval-workflows feature (000 §2). */}
      {features.approvalWorkflows && (
        <nav aria-label={t('shell.side.home')}>
          <Link to={FOR_APPROVAL_PATH} data-testid="home-for-approval">
            {t('approval.forApproval.title')}
          </Link>
        </nav>
      )}
    </section>
  );
}
