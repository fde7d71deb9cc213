/**
 * The bar above editor main and the classic builder: back to where the editor was opened from
 * (001 §2 passes the originating path as router state), undo / redo, save, preview, and what the
 * session says (a refusal, a failed save, the re-render's progress). Ctrl+Z / Ctrl+Shift+Z
 * (Ctrl+Y) and Ctrl+S work anywhere outside a text field, whose own undo they must not steal.
 */
import type { EditSaveScreen } from '@stepwise/api';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { t } from '../../i18n/t';
import { editMessage } from './edit-message';
import { paths } from '../../paths';
import type { useEditSession } from '../editor/use-edit-session';
import { PlayerPreviewDialog } from './player-preview-dialog';
import { RenderProgress } from './render-progress';
import { isTextField } from '../../lib/text-field';

export type EditSessionApi = ReturnType<typeof useEditSession>;

/** Where Back goes: the path the card passed as router state, else home. */
export function originOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : paths.home;
}

export function EditorToolbar({
  edit,
  screen,
  title,
  blocked,
  previewStepId,
  children,
}: {
  edit: EditSessionApi;
  screen: EditSaveScreen;
  title: string;
  /** Why Save is off beyond the session (an empty sentence being typed), or null. */
  blocked: string | null;
  previewStepId?: string | undefined;
  children?: ReactNode;
}) {
  const { view, session } = edit;
  const location = useLocation();
  const [preview, setPreview] = useState(false);
  const invalid = blocked ?? (view.invalidTranscript ? t('editormain.emptySentence') : null);
  const canSave = view.dirty && !view.rendering && !session.saving && invalid === null;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 's') {
        e.preventDefault();
        if (canSave) void edit.save(screen);
        return;
      }
      if (isTextField(e.target)) return;
      if (key === 'z' && !e.shiftKey) {
        e.preventDefault();
        edit.undo();
      } else if ((key === 'z' && e.shiftKey) || key === 'y') {
        e.preventDefault();
        edit.redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [edit, screen, canSave]);

  return (
    <header className="editormain-toolbar" data-testid="editor-toolbar">
      <div className="editormain-toolbar-row">
        <Link to={originOf(location.state)} className="button" data-testid="editor-back">
          {t('editormain.back')}
        </Link>
        <h1 className="editormain-title">{title}</h1>
        {children}
        <div className="editormain-actions" role="toolbar" aria-label={t('editormain.actions')}>
          <button
            type="button"
            onClick={edit.undo}
            disabled={!view.canUndo || view.rendering}
            aria-keyshortcuts="Control+Z"
            data-testid="editor-undo"
          >
            {t('editormain.undo')}
          </button>
          <button
            type="button"
            onClick={edit.redo}
            disabled={!view.canRedo || view.rendering}
            aria-keyshortcuts="Control+Shift+Z"
            data-testid="editor-redo"
          >
            {t('editormain.redo')}
          </button>
          <button type="button" onClick={() => setPreview(true)} data-testid="editor-preview">
            {t('editormain.preview')}
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => void edit.save(screen)}
            disabled={!canSave}
            aria-keyshortcuts="Control+S"
            data-testid="editor-save"
          >
            {session.saving ? t('editormain.saving') : t('common.save')}
          </button>
        </div>
      </div>
      {view.dirty && !view.rendering && (
        <p className="muted" data-testid="editor-unsaved">
          {t('editormain.unsaved')}
        </p>
      )}
      {invalid && (
        <p className="form-error" role="alert" data-testid="editor-invalid">
          {invalid}
        </p>
      )}
      {session.refusal && (
        <div className="form-error" role="alert" data-testid="editor-refusal">
          <span>{editMessage(session.refusal)}</span>{' '}
          <button type="button" className="link-button" onClick={edit.dismissRefusal}>
            {t('common.close')}
          </button>
        </div>
      )}
      {session.saveError && (
        <p className="form-error" role="alert" data-testid="editor-save-error">
          {editMessage(session.saveError)}
        </p>
      )}
      <RenderProgress render={session.doc.render} />
      {preview && (
        <PlayerPreviewDialog
          workflowId={session.doc.workflowId}
          stepId={previewStepId}
          onClose={() => setPreview(false)}
        />
      )}
    </header>
  );
}
