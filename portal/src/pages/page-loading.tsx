import { t } from '../i18n/t';

/** What shows while the first page's data loads. */
export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      {t('common.loading')}
    </p>
  );
}
