/**
 * Bulk import of users from CSV (issue 25): choose a file or paste the text (a template to
 * download shows the columns), check it (a dry run: every row's problems, nothing made), then
 * import the rows that pass and see the report. A file the server cannot read as a whole
 * (a bad header, too many rows) is refused with its reason before any row.
 */
import { importUsers } from '@stepwise/api';
import { BULK_IMPORT_MAX_BYTES, BULK_IMPORT_TEMPLATE, type BulkImportAnswer } from '@stepwise/core';
import { useId, useState, type ChangeEvent } from 'react';
import { api } from '../../api';
import { Dialog } from '../../components/dialog';
import { messageOf } from '../../i18n/t';
import { useT } from '../../shell/i18n';
import { ImportReport } from './import-report';

type Step =
  | { at: 'edit' }
  | { at: 'checking' }
  | { at: 'preview'; answer: BulkImportAnswer }
  | { at: 'importing'; answer: BulkImportAnswer }
  | { at: 'done'; answer: BulkImportAnswer };

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(BULK_IMPORT_TEMPLATE)}`;

export function ImportUsersDialog({
  onImported,
  onClose,
}: {
  onImported: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const ids = { file: useId(), paste: useId() };
  const [csv, setCsv] = useState('');
  const [step, setStep] = useState<Step>({ at: 'edit' });
  const [error, setError] = useState<string | null>(null);
  const tooLarge = new Blob([csv]).size > BULK_IMPORT_MAX_BYTES;

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setError(null);
    if (file.size > BULK_IMPORT_MAX_BYTES) {
      setError(t('admin.users.import.tooLarge'));
      return;
    }
    setCsv(await file.text());
    setStep({ at: 'edit' });
  };

  const check = async () => {
    setError(null);
    setStep({ at: 'checking' });
    try {
      setStep({ at: 'preview', answer: await importUsers(api, csv, true) });
    } catch (err) {
      setError(messageOf(err));
      setStep({ at: 'edit' });
    }
  };

  const run = async (preview: BulkImportAnswer) => {
    setError(null);
    setStep({ at: 'importing', answer: preview });
    try {
      const answer = await importUsers(api, csv, false);
      setStep({ at: 'done', answer });
      onImported();
    } catch (err) {
      setError(messageOf(err));
      setStep({ at: 'preview', answer: preview });
    }
  };

  const busy = step.at === 'checking' || step.at === 'importing';
  const footer =
    step.at === 'done' ? (
      <button type="button" className="primary" onClick={onClose} data-testid="import-close">
        {t('common.close')}
      </button>
    ) : (
      <>
        <button type="button" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        {step.at === 'preview' || step.at === 'importing' ? (
          <button
            type="button"
            className="primary"
            disabled={busy || step.answer.created === 0}
            data-testid="import-run"
            onClick={() => void run(step.answer)}
          >
            {step.at === 'importing'
              ? t('admin.users.import.importing')
              : t('admin.users.import.run', { count: step.answer.created })}
          </button>
        ) : (
          <button
            type="button"
            className="primary"
            disabled={busy || !csv.trim() || tooLarge}
            data-testid="import-check"
            onClick={() => void check()}
          >
            {step.at === 'checking'
              ? t('admin.users.import.checking')
              : t('admin.users.import.check')}
          </button>
        )}
      </>
    );

  return (
    <Dialog
      title={t('admin.users.import.title')}
      onClose={onClose}
      testId="import-dialog"
      footer={footer}
      wide
    >
      {step.at !== 'done' && (
        <>
          <p className="hint">{t('admin.users.import.intro')}</p>
          <p>
            <a href={TEMPLATE_HREF} download="users-template.csv" data-testid="import-template">
              {t('admin.users.import.template')}
            </a>
          </p>
          <label htmlFor={ids.file}>{t('admin.users.import.file')}</label>{' '}
          <input
            id={ids.file}
            type="file"
            accept=".csv,text/csv"
            data-testid="import-file"
            disabled={busy}
            onChange={(e) => void choose(e)}
          />
          <label htmlFor={ids.paste} className="block-label">
            {t('admin.users.import.paste')}
          </label>
          <textarea
            id={ids.paste}
            className="import-paste"
            value={csv}
            disabled={busy}
            spellCheck={false}
            data-testid="import-paste"
            onChange={(e) => {
              setCsv(e.target.value);
              if (step.at === 'preview') setStep({ at: 'edit' });
            }}
          />
          {tooLarge && (
            <p className="form-error" role="alert">
              {t('admin.users.import.tooLarge')}
            </p>
          )}
        </>
      )}
      {(step.at === 'preview' || step.at === 'importing' || step.at === 'done') && (
        <ImportReport answer={step.answer} />
      )}
      {error && (
        <p className="form-error" role="alert" data-testid="import-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
