/**
 * /editor/{workflowId}/voice-over (issue 22; 001 §2 voice-over block editor, recording and
 * dubbing panels): reads the workflow as the player gets it (its current video, signed) and the
 * text-to-speech voices, then shows the editor; loading and errors with Retry before that, and
 * "not processed yet" while there is no video to voice.
 */
import { getPlayerWorkflow, getTtsVoices } from '@stepwise/api';
import { useParams } from 'react-router';
import { api } from '../../api';
import { LoadState } from '../../components/load-state';
import { t } from '../../i18n/t';
import { useLoad } from '../../lib/use-load';
import { VoiceOverEditor } from './voice-over-editor';

async function open(workflowId: string) {
  const [workflow, voices] = await Promise.all([
    getPlayerWorkflow(api, workflowId),
    getTtsVoices(api),
  ]);
  return { workflow, voices };
}

export function VoiceOverPage() {
  const { workflowId = '' } = useParams();
  const [load, retry] = useLoad(`voice-over:${workflowId}`, () => open(workflowId));
  if (load.state !== 'ready') {
    return (
      <div className="vo-page" data-testid="voice-over-page">
        <LoadState load={load} onRetry={retry} testId="voice-over" />
      </div>
    );
  }
  const { workflow, voices } = load.value;
  const backTo = `/editor/${encodeURIComponent(workflowId)}`;
  return (
    <div className="vo-page" data-testid="voice-over-page">
      {workflow.processed && workflow.videoURL ? (
        // Keyed by the workflow: another one starts a new voice-over state.
        <VoiceOverEditor
          key={workflowId}
          api={api}
          workflow={workflow}
          voices={voices}
          backTo={backTo}
        />
      ) : (
        <p role="status" data-testid="voice-over-processing">
          {t('editor.processing')}
        </p>
      )}
    </div>
  );
}
