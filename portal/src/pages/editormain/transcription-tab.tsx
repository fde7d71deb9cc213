/**
 * /editormain/{id}/transcription (001 §2 order 1): the transcript editor beside a preview of the
 * original played as the edit list says; a sentence's time seeks the preview there. Saves with
 * PUT transcription (the layout's Save); the reset is POST transcription/reset.
 */
import { resetWorkflowTranscription } from '@stepwise/api';
import { useRef } from 'react';
import { api } from '../../api';
import { useEditorMain } from './editormain-page';
import { SourcePreview } from './source-preview';
import { TranscriptEditor } from './transcript-editor';

export function TranscriptionTab() {
  const { edit, setBlocked } = useEditorMain();
  const seek = useRef<((t: number) => void) | null>(null);
  const { session, view } = edit;
  return (
    <div className="editormain-split" data-testid="transcription-tab">
      <TranscriptEditor
        sentences={view.sentences}
        terms={session.terms}
        languageCode={session.doc.languageCode}
        readOnly={view.rendering || session.saving}
        onApply={edit.apply}
        onTerms={edit.setTerms}
        onSeek={(t) => seek.current?.(t)}
        onBlocked={setBlocked}
        onReset={async () => {
          const answer = await resetWorkflowTranscription(api, session.doc.workflowId);
          edit.reload({ ...answer.item, render: answer.render ?? answer.item.render });
        }}
      />
      <SourcePreview doc={session.doc} state={session.state} seekRef={seek} />
    </div>
  );
}
