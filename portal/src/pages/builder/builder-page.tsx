/**
 * /buildermain/{workflowId} (001 §2): the classic builder. The step list (poster, title, times)
 * beside the workflow as it plays now (the /PlayerPreview frame: the preview route works only
 * inside a builder or editor page), rename, reorder, delete, each step's attachments, links to
 * the two other editors, save with PUT builder and "Reset all edits" (POST builder/reset).
 */
import { resetWorkflowEdits } from '@stepwise/api';
import { editorPath, type WorkflowEditDocument } from '@stepwise/core';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { api } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { t } from '../../i18n/t';
import { useEditSession } from '../editor/use-edit-session';
import { EditDocumentLoad } from '../editormain/edit-document-load';
import { EditorToolbar } from '../editormain/editor-toolbar';
import { playerPreviewPath } from '../editormain/player-preview-dialog';
import '../editormain/editormain.css';
import { BuilderAttachments } from './builder-attachments';
import { BuilderStepRow } from './builder-step-row';
import { moveSegment, savedStepIds, stepPoster } from './builder-steps';

export function BuilderPage() {
  const { workflowId = '' } = useParams();
  return (
    <EditDocumentLoad testId="buildermain">
      {(doc, title) => <BuilderScreen key={workflowId} doc={doc} title={title} />}
    </EditDocumentLoad>
  );
}

function BuilderScreen({ doc, title }: { doc: WorkflowEditDocument; title: string }) {
  const edit = useEditSession(doc);
  const { session, view } = edit;
  const location = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);
  const readOnly = view.rendering || session.saving;
  const id = session.doc.workflowId;
  // The frame shows the workflow as saved: a new render swaps the media, so reload it then.
  const frameKey = `${session.doc.version}:${session.doc.render?.id ?? ''}`;
  // Attachments hang off steps the server has: those of the saved list, not a new split's.
  const savedSteps = useMemo(() => savedStepIds(session.doc), [session.doc]);

  return (
    <main className="editormain-page" data-testid="buildermain">
      <EditorToolbar
        edit={edit}
        screen="builder"
        title={title}
        blocked={null}
        previewStepId={open ?? undefined}
      >
        <nav className="editormain-links" aria-label={t('builder.otherEditors')}>
          <Link
            to={editorPath('editormain', id)}
            state={location.state}
            data-testid="builder-to-editormain"
          >
            {t('builder.openEditorMain')}
          </Link>
          <Link
            to={editorPath('editor', id)}
            state={location.state}
            data-testid="builder-to-editor"
          >
            {t('builder.openAdvancedEditor')}
          </Link>
        </nav>
        <button
          type="button"
          disabled={readOnly}
          onClick={() => setResetting(true)}
          data-testid="builder-reset"
        >
          {t('builder.resetAll')}
        </button>
      </EditorToolbar>
      <div className="editormain-split">
        {view.steps.length === 0 ? (
          <p className="muted" data-testid="builder-empty">
            {t('builder.noSteps')}
          </p>
        ) : (
          <ol className="builder-steps" aria-label={t('editormain.steps')}>
            {view.steps.map((step, i) => (
              <BuilderStepRow
                key={step.id}
                step={step}
                index={i}
                count={view.steps.length}
                poster={stepPoster(session.state, session.doc.original.imageMap, step)}
                open={open === step.id}
                readOnly={readOnly}
                onOpen={() => setOpen((o) => (o === step.id ? null : step.id))}
                onRename={(next) =>
                  edit.apply({ type: 'adjust', target: 'title', stepId: step.id, title: next })
                }
                onMove={(by) => {
                  const segment = moveSegment(view.steps, i, by);
                  if (segment) edit.apply(segment);
                }}
                onDelete={() => edit.apply({ type: 'delete', stepId: step.id })}
              >
                <BuilderAttachments
                  workflowId={id}
                  stepId={step.id}
                  saved={savedSteps.has(step.id)}
                />
              </BuilderStepRow>
            ))}
          </ol>
        )}
        <iframe
          key={frameKey}
          className="builder-player"
          title={t('builder.player')}
          src={playerPreviewPath(id)}
          allow="autoplay; fullscreen"
          data-testid="builder-player"
        />
      </div>
      {resetting && (
        <ConfirmDialog
          title={t('builder.resetAll')}
          message={t('builder.resetAllConfirm')}
          confirmLabel={t('editormain.reset')}
          danger
          onClose={() => setResetting(false)}
          onConfirm={async () => {
            const answer = await resetWorkflowEdits(api, id);
            edit.reload({ ...answer.item, render: answer.render ?? answer.item.render });
          }}
        />
      )}
    </main>
  );
}
