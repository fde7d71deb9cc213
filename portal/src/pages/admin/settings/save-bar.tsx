/** The save button of an admin settings form with its saving / saved / failed status. */
import { Button } from '@stepwise/ui';
import { useT } from '../../../shell/i18n';

export type SaveState =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'failed'; message: string };

export function SaveBar({
  save,
  disabled = false,
  testId,
}: {
  save: SaveState;
  disabled?: boolean;
  testId: string;
}) {
  const t = useT();
  return (
    <div className="settings-save">
      <Button
        type="submit"
        variant="primary"
        disabled={disabled || save.state === 'saving'}
        data-testid={`${testId}-save`}
      >
        {save.state === 'saving' ? t('admin.settings.saving') : t('admin.settings.save')}
      </Button>
      <span role="status" aria-live="polite">
        {save.state === 'saved' && (
          <span className="settings-saved" data-testid={`${testId}-saved`}>
            {t('admin.settings.saved')}
          </span>
        )}
      </span>
      {save.state === 'failed' && (
        <p className="form-error" role="alert" data-testid={`${testId}-save-error`}>
          {save.message}
        </p>
      )}
    </div>
  );
}
