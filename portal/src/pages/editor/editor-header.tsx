/**
 * The advanced editor's header: back to the workspace, the title, the save state (aria-live),
 * undo / redo, Save, Preview and the shortcuts help. While the video is re-rendered the editor is
 * read-only and the header shows the render's stage and percent as a progress bar; a failed
 * render or a refused save shows as an alert under it.
 */
import type { RenderStage, WorkflowRender } from '@stepwise/core';
import { Alert } from '@stepwise/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { t, type MessageKey } from '../../i18n/t';
import { EditorHelp } from './editor-help';

// Loaded when opened: the header (and what imports its helpers) stays free of the api client.
const PublishHistoryDialog = lazy(() =>
  import('../../components/version-history/publish-history-dialog').then((m) => ({
    default: m.PublishHistoryDialog,
  })),
);

/** The render stages the server names (render.stage), in the reader's language. */
const STAGE_KEYS: Record<RenderStage, MessageKey> = {
  waiting: 'editor.stage.waiting',
  reading: 'editor.stage.reading',
  rendering: 'editor.stage.rendering',
  storing: 'editor.stage.storing',
  swapping: 'editor.stage.swapping',
  done: 'editor.stage.done',
  retrying: 'editor.stage.retrying',
};

export function stageText(stage: string): string {
  const key = (STAGE_KEYS as Record<string, MessageKey | undefined>)[stage];
  return key ? t(key) : stage;
}

export interface EditorHeaderProps {
  /** Links to the annotation and voice-over screens of this workflow (issue 22) when given. */
  workflowId?: string;
  title: string;
  backTo: string;
  dirty: boolean;
  saving: boolean;
  rendering: boolean;
  render: WorkflowRender | null;
  canUndo: boolean;
  canRedo: boolean;
  saveError: string | null;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  onPreview: () => void;
  onDismissError: () => void;
  helpOpen: boolean;
  onHelp: (open: boolean) => void;
}

function saveState(p: EditorHeaderProps): { key: MessageKey; state: string } {
  if (p.rendering) return { key: 'editor.status.transcoding', state: 'rendering' };
  if (p.saving) return { key: 'editor.status.saving', state: 'saving' };
  if (p.dirty) return { key: 'editor.status.unsaved', state: 'unsaved' };
  return { key: 'editor.status.saved', state: 'saved' };
}

export function EditorHeader(p: EditorHeaderProps) {
  const status = saveState(p);
  const percent = Math.round((p.render?.progress ?? 0) * 100);
  const readOnly = p.rendering || p.saving;
  return (
    <header className="editor-header" data-testid="editor-header">
      <div className="editor-header-row">
        <Link
          to={p.backTo}
          className="editor-back"
          aria-label={t('editor.back')}
          data-testid="editor-back"
        >
          ←
        </Link>
        <h1 id="editor-title" className="editor-title">
          {p.title}
        </h1>
        <span
          className="editor-save-state"
          role="status"
          aria-live="polite"
          data-state={status.state}
          data-testid="editor-save-state"
        >
          {t(status.key)}
        </span>
        <div className="editor-header-tools">
          <ToolButton
            label={t('editor.undo')}
            onClick={p.onUndo}
            disabled={!p.canUndo || readOnly}
            keys="Control+Z Meta+Z"
            testId="editor-undo"
          />
          <ToolButton
            label={t('editor.redo')}
            onClick={p.onRedo}
            disabled={!p.canRedo || readOnly}
            keys="Control+Shift+Z Meta+Shift+Z Control+Y"
            testId="editor-redo"
          />
          {p.workflowId && (
            <>
              <Link
                to={`/editor/${encodeURIComponent(p.workflowId)}/annotations`}
                data-testid="editor-annotations-link"
              >
                {t('editor.annotationsLink')}
              </Link>
              <Link
                to={`/editor/${encodeURIComponent(p.workflowId)}/voice-over`}
                data-testid="editor-voice-over-link"
              >
                {t('editor.voiceOverLink')}
              </Link>
            </>
          )}
          {p.workflowId && <HistoryButton workflowId={p.workflowId} title={p.title} />}
          <button type="button" onClick={p.onPreview} data-testid="editor-preview">
            {t('editor.preview')}
          </button>
          <EditorHelp open={p.helpOpen} onOpenChange={p.onHelp} />
          <ToolButton
            label={t('editor.save')}
            onClick={p.onSave}
            disabled={!p.dirty || readOnly}
            keys="Control+S Meta+S"
            testId="editor-save"
            primary
          />
        </div>
      </div>
      {p.rendering && p.render && (
        <div className="editor-render-progress" data-testid="editor-render-progress">
          <label htmlFor="editor-render-bar">
            {t('editor.render.progress', { stage: stageText(p.render.stage), percent })}
          </label>
          <progress id="editor-render-bar" max={100} value={percent} />
        </div>
      )}
      {!p.rendering && p.render?.status === 'error' && (
        <Alert tone="danger" title={t('editor.render.failed')} data-testid="editor-render-error">
          {p.render.error ?? ''}
        </Alert>
      )}
      {p.saveError && (
        <Alert
          tone="danger"
          title={t('editor.saveFailed')}
          closeLabel={t('common.close')}
          onClose={p.onDismissError}
          data-testid="editor-save-error"
        >
          {p.saveError}
        </Alert>
      )}
    </header>
  );
}

/**
 * Issue 23: the workflow's publish history from the editor. A restore replaces the draft the
 * editor holds, so the editor loads again from the server.
 */
function HistoryButton({ workflowId, title }: { workflowId: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} data-testid="editor-history">
        {t('versions.historyButton')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PublishHistoryDialog
            workflowId={workflowId}
            title={title}
            onClose={() => setOpen(false)}
            onRestored={() => window.location.reload()}
          />
        </Suspense>
      )}
    </>
  );
}

/** A header button with its keyboard shortcut named for assistive technology. */
function ToolButton(b: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  keys: string;
  testId: string;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      className={b.primary ? 'primary' : undefined}
      onClick={b.onClick}
      disabled={b.disabled}
      aria-keyshortcuts={b.keys}
      data-testid={b.testId}
    >
      {b.label}
    </button>
  );
}
