import { listOwnedByMe, type WorkflowList } from '@stepwise/api';
import { GRID_PAGE_SIZE } from '@stepwise/core';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '../api';
import { CardGrid, pageOf } from '../components/card-grid';
import { t } from '../i18n/t';
import { paths } from '../paths';
import { useAppData } from './app-data';

export function ownedByMeLoader({ request }: LoaderFunctionArgs): Promise<WorkflowList> {
  return listOwnedByMe(api, { page: pageOf(new URL(request.url)), size: GRID_PAGE_SIZE });
}

/** /owned-by-me, workflows tab (the default; 000 §2). */
export function OwnedByMePage() {
  const list = useLoaderData<WorkflowList>();
  const { profile } = useAppData();
  const revalidator = useRevalidator();
  return (
    <section data-testid="owned-by-me-page">
      <header className="page-header">
        <h1>{t('ownedByMe.title')}</h1>
        <Link to={paths.scormExportHistory} data-testid="scorm-history-link">
          {t('scorm.history')}
        </Link>
      </header>
      <nav className="tabs" aria-label={t('ownedByMe.tabs')}>
        <span className="tab" aria-current="page">
          {t('ownedByMe.tab.workflows')}
        </span>
      </nav>
      <CardGrid
        items={list.items}
        page={list.page}
        profile={profile}
        empty={t('ownedByMe.empty')}
        onChanged={() => void revalidator.revalidate()}
      />
    </section>
  );
}
