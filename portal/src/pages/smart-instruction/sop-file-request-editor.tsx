/**
 * A file request item (001 §3: the viewer is asked for a photo): what to photograph, and whether
 * the author's reference is shown to the viewer. AI verification stays off until the image
 * evaluator is configured (the server checks it).
 */
import { useId } from 'react';
import { t } from '../../i18n/t';
import type { FileRequestDraft } from './sop-editor-items';

export function SopFileRequestEditor({
  request,
  onChange,
}: {
  request: FileRequestDraft;
  onChange: (patch: Partial<FileRequestDraft>) => void;
}) {
  const id = useId();
  return (
    <fieldset className="sop-file-request" data-testid="sop-file-request">
      <legend>{t('sopEditor.fileRequest.legend')}</legend>
      <label htmlFor={`${id}-what`}>{t('sopEditor.fileRequest.description')}</label>
      <textarea
        id={`${id}-what`}
        rows={2}
        value={request.description}
        placeholder={t('sopEditor.fileRequest.placeholder')}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
        data-testid="sop-file-request-description"
      />
      <label className="sop-inline-check">
        <input
          type="checkbox"
          checked={request.showReference}
          onChange={(e) => onChange({ showReference: e.currentTarget.checked })}
        />
        {t('sopEditor.fileRequest.showReference')}
      </label>
      <p className="hint small">{t('sopEditor.fileRequest.hint')}</p>
    </fieldset>
  );
}
