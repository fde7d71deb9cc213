/**
 * The smart-instruction editor (001 §2) for an editor of an unpublished SOP: the title, the
 * save state (aria-live: Saving…, Saved, Not saved — retry), Undo (also Ctrl/Cmd+Z), the theme
 * toggle, Publish, a refused drop's or insert's message (role=alert), and the step list.
 */
import { TITLE_MAX_LENGTH, titleErrors, type SmartInstruction } from '@stepwise/core';
import { Alert } from '@stepwise/ui';
import { useReducer, useState, type KeyboardEvent } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { t, type MessageKey } from '../../i18n/t';
import type { EditorItem } from './sop-editor-items';
import { initialSopEditorState, saveLabel, sopEditorReducer } from './sop-editor-state';
import { SopPublishDialog } from './sop-publish-dialog';
import { itemTypeText, ruleText } from './sop-rule-text';
import { SopStepList } from './sop-step-list';
import { useEditorTheme } from './use-editor-theme';
import { useSopAutosave } from './use-sop-autosave';
import './sop-editor.css';

const SAVE_KEYS = {
  saving: 'sopEditor.save.saving',
  saved: 'sopEditor.save.saved',
  unsaved: 'sopEditor.save.unsaved',
  error: 'sopEditor.save.error',
} as const;

/** Ctrl+Z (Cmd+Z on a Mac) without Shift: Shift is redo in most editors, which we do not have. */
const isUndoKey = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'z';

export function SopEditor({
  sop,
  onPublished,
}: {
  sop: SmartInstruction;
  onPublished: (sop: SmartInstruction) => void;
}) {
  const [state, dispatch] = useReducer(sopEditorReducer, sop, initialSopEditorState);
  const { saveNow } = useSopAutosave(state, dispatch);
  const [theme, toggleTheme] = useEditorTheme();
  const [publishing, setPublishing] = useState(false);
  const [deleting, setDeleting] = useState<EditorItem | null>(null);
  const label = saveLabel(state);
  const titleProblem = titleErrors(state.title)[0];

  const onKeyDown = (e: KeyboardEvent) => {
    if (!isUndoKey(e)) return;
    e.preventDefault();
    dispatch({ type: 'undo' });
  };

  return (
    <section
      className="sop-editor"
      data-theme={theme}
      data-testid="sop-editor"
      onKeyDown={onKeyDown}
      aria-labelledby="sop-editor-heading"
    >
      <h1 id="sop-editor-heading" className="visually-hidden">
        {t('sopEditor.heading', { title: state.title })}
      </h1>
      <header className="sop-editor-header">
        <div className="sop-editor-title">
          <label htmlFor="sop-title" className="visually-hidden">
            {t('sopEditor.title')}
          </label>
          <input
            id="sop-title"
            type="text"
            value={state.title}
            maxLength={TITLE_MAX_LENGTH}
            onChange={(e) => dispatch({ type: 'title', title: e.currentTarget.value })}
            aria-invalid={titleProblem ? true : undefined}
            aria-describedby={titleProblem ? 'sop-title-problem' : undefined}
            data-testid="sop-title"
          />
          {titleProblem && (
            <p id="sop-title-problem" className="field-error">
              {t(titleProblem as MessageKey)}
            </p>
          )}
        </div>
        <div
          className="sop-save-state"
          aria-live="polite"
          data-testid="sop-save-state"
          data-state={label ?? 'idle'}
        >
          {label && <span>{t(SAVE_KEYS[label])}</span>}
          {label === 'error' && (
            <>
              {state.saveError && <span className="visually-hidden">{state.saveError}</span>}
              <button
                type="button"
                className="link-button"
                onClick={() => void saveNow()}
                data-testid="sop-save-retry"
              >
                {t('common.retry')}
              </button>
            </>
          )}
        </div>
        <div className="header-buttons">
          <button
            type="button"
            onClick={() => dispatch({ type: 'undo' })}
            disabled={state.undo.length === 0}
            aria-keyshortcuts="Control+Z Meta+Z"
            data-testid="sop-undo"
          >
            {t('sopEditor.undo')}
          </button>
          <button
            type="button"
            onClick={toggleTheme}
            aria-pressed={theme === 'dark'}
            data-testid="sop-theme"
          >
            {t('sopEditor.darkTheme')}
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => setPublishing(true)}
            data-testid="sop-publish"
          >
            {t('sopEditor.publish.open')}
          </button>
        </div>
      </header>

      {state.refusal && (
        <Alert
          key={state.refusals}
          tone="warning"
          data-testid="sop-refusal"
          closeLabel={t('common.close')}
          onClose={() => dispatch({ type: 'dismissRefusal' })}
        >
          {ruleText(state.refusal)}
        </Alert>
      )}
      {label === 'error' && state.saveError && (
        <p className="form-error small" data-testid="sop-save-error">
          {state.saveError}
        </p>
      )}

      <SopStepList
        items={state.items}
        sopId={sop.id}
        workspaceId={sop.workspaceId}
        dispatch={dispatch}
        onDelete={setDeleting}
      />

      {deleting && (
        <ConfirmDialog
          title={t('sopEditor.deleteTitle')}
          message={t(
            deleting.type === 'step' ? 'sopEditor.deleteStepConfirm' : 'sopEditor.deleteConfirm',
            {
              title: deleting.title || itemTypeText(deleting.type),
            },
          )}
          confirmLabel={t('sopEditor.delete')}
          danger
          onClose={() => setDeleting(null)}
          onConfirm={async () => dispatch({ type: 'remove', id: deleting.id })}
        />
      )}
      {publishing && (
        <SopPublishDialog
          sopId={sop.id}
          initialTeamIds={sop.publishedTeamIds}
          beforePublish={saveNow}
          onPublished={onPublished}
          onClose={() => setPublishing(false)}
        />
      )}
    </section>
  );
}
