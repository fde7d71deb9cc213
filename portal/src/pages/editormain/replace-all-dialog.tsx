/** Find and replace over the whole transcript: one `replace-all` segment (001 §5 subtitle edit). */
import { useState } from 'react';
import { Dialog } from '../../components/dialog';
import { t } from '../../i18n/t';

export function ReplaceAllDialog({
  onReplace,
  onClose,
}: {
  onReplace: (find: string, replace: string) => void;
  onClose: () => void;
}) {
  const [find, setFind] = useState('');
  const [replace, setReplace] = useState('');
  const submit = () => {
    if (find === '') return;
    onReplace(find, replace);
    onClose();
  };
  return (
    <Dialog
      title={t('editormain.replaceAll')}
      onClose={onClose}
      testId="replace-all-dialog"
      footer={
        <>
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form="replace-all-form"
            className="primary"
            disabled={find === ''}
            data-testid="replace-all-submit"
          >
            {t('editormain.replaceAllConfirm')}
          </button>
        </>
      }
    >
      <form
        id="replace-all-form"
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label>
          {t('editormain.find')}
          <input
            value={find}
            maxLength={500}
            onChange={(e) => setFind(e.target.value)}
            data-testid="replace-all-find"
            autoFocus
          />
        </label>
        <label>
          {t('editormain.replaceWith')}
          <input
            value={replace}
            maxLength={500}
            onChange={(e) => setReplace(e.target.value)}
            data-testid="replace-all-replace"
          />
        </label>
      </form>
    </Dialog>
  );
}
