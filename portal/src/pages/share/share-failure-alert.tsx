import { Alert } from '@stepwise/ui';
import { t } from '../../i18n/t';
import { FAILURE_KEYS, type ShareFailure } from './share-flow';

/** A refusal of the /share page's calls, in words the visitor can act on. */
export function ShareFailureAlert({
  failure,
  message,
}: {
  failure: ShareFailure;
  message: string;
}) {
  return (
    <div data-testid="share-page-error" data-failure={failure}>
      <Alert tone="danger">{failure === 'other' ? message : t(FAILURE_KEYS[failure])}</Alert>
    </div>
  );
}
