/**
 * /editor/{workflowId} (000 §2, 001 §2): the advanced video editor. Reads the workflow (title,
 * workspace, whether processing has finished) and then its edit document (GET builder); shows
 * loading, an error with Retry, or "not processed yet" for a workflow whose video is still being
 * processed (there is nothing to edit before the original is transcoded).
 */
import { getWorkflow, getWorkflowEdits } from '@stepwise/api';
import type { WorkflowEditDocument } from '@stepwise/core';
import { useParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { VideoEditor } from './video-editor';

type Opened =
  | { kind: 'processing'; title: string; backTo: string }
  | { kind: 'ready'; title: string; backTo: string; doc: WorkflowEditDocument };

async function open(workflowId: string): Promise<Opened> {
  const workflow = await getWorkflow(api, workflowId);
  const backTo = `/workspace/${encodeURIComponent(workflow.workspaceId)}`;
  if (!workflow.processed) return { kind: 'processing', title: workflow.title, backTo };
  const doc = await getWorkflowEdits(api, workflowId);
  if (!doc.original.videoURL) return { kind: 'processing', title: workflow.title, backTo };
  return { kind: 'ready', title: workflow.title, backTo, doc };
}

export function EditorPage() {
  const { workflowId = '' } = useParams();
  const [load, retry] = useLoad(`editor:${workflowId}`, () => open(workflowId));
  if (load.state !== 'ready') {
    return (
      <div className="editor-page">
        <LoadState load={load} onRetry={retry} testId="editor" />
      </div>
    );
  }
  const opened = load.value;
  if (opened.kind === 'processing') {
    return (
      <div className="editor-page">
        <h1>{opened.title}</h1>
        <p role="status" data-testid="editor-processing">
          {t('editor.processing')}
        </p>
        <button type="button" onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="editor-page">
      {/* Keyed by the workflow: another one starts a new session and a new player. */}
      <VideoEditor key={workflowId} doc={opened.doc} title={opened.title} backTo={opened.backTo} />
    </div>
  );
}
