import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { t, messageOf } from '../i18n/t';

/** A page whose data could not load: the reason and a retry. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const message = isRouteErrorResponse(error)
    ? error.status === 404
      ? t('common.notFound')
      : `${error.status} ${error.statusText}`
    : messageOf(error);
  return (
    <div className="page-error" role="alert" data-testid="page-error">
      <h1>{t('common.errorTitle')}</h1>
      <p>{message}</p>
      <button type="button" onClick={() => void revalidator.revalidate()}>
        {t('common.retry')}
      </button>
    </div>
  );
}
