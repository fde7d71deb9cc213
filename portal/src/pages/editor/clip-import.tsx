/**
 * Import a clip: another video inserted at the playhead as a new step. The file is checked with
 * the portal's upload rules (uploads/file-checks: type and size before a byte is sent), sent with
 * the resumable upload, registered as a workflow clip (POST clips; a job prepares its stream and
 * thumbnails), and once the clip is ready the import segment puts all of it at the playhead.
 */
import { addWorkflowClip, getWorkflowEdits, uploadFile } from '@stepwise/api';
import { snapToFrame, type EditSegment, type WorkflowClip } from '@stepwise/core';
import { useRef, useState } from 'react';
import { api } from '../../api';
import { messageOf, t, type MessageKey } from '../../i18n/t';
import { ACCEPT, contentTypeOf, fileProblems } from '../../uploads/file-checks';
import { newStepId } from '../editormain/segmentation-math';

/** How often a clip being prepared is asked about, and for how long. */
const CLIP_POLL_MS = 2000;
const CLIP_WAIT_MS = 10 * 60_000;

type ImportState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'preparing' }
  | { phase: 'failed'; message: string };

/** The import segment of a ready clip: the whole clip at the playhead, titled by its name. */
export function importSegment(clip: WorkflowClip, playhead: number): EditSegment {
  return {
    type: 'import',
    clipId: clip.id,
    sourceStart: 0,
    sourceEnd: clip.duration ?? 0,
    at: snapToFrame(playhead),
    stepId: newStepId(),
    title: clip.name.slice(0, 90),
  };
}

async function waitUntilReady(
  workflowId: string,
  clipId: string,
  onClips: (clips: WorkflowClip[]) => void,
): Promise<WorkflowClip> {
  const deadline = Date.now() + CLIP_WAIT_MS;
  while (Date.now() < deadline) {
    const { clips } = await getWorkflowEdits(api, workflowId);
    const clip = clips.find((c) => c.id === clipId);
    if (clip?.status === 'ready') {
      onClips(clips);
      return clip;
    }
    if (!clip || clip.status === 'failed') throw new Error(t('editor.import.failed'));
    await new Promise((resolve) => setTimeout(resolve, CLIP_POLL_MS));
  }
  throw new Error(t('editor.import.timeout'));
}

export function ClipImport({
  workflowId,
  playhead,
  readOnly,
  onClips,
  onEdit,
}: {
  workflowId: string;
  /** Read when the clip is ready: where the playhead is then. */
  playhead: () => number;
  readOnly: boolean;
  onClips: (clips: WorkflowClip[]) => void;
  onEdit: (segment: EditSegment) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const busy = state.phase === 'uploading' || state.phase === 'preparing';

  const start = async (file: File) => {
    const problems = fileProblems(file);
    if (problems.length > 0) {
      setState({ phase: 'failed', message: problems.map((p) => t(p as MessageKey)).join(' ') });
      return;
    }
    try {
      setState({ phase: 'uploading', percent: 0 });
      const upload = await uploadFile(api, file, {
        fileName: file.name,
        ...(contentTypeOf(file) ? { contentType: contentTypeOf(file) } : {}),
        onProgress: (p) =>
          setState({
            phase: 'uploading',
            percent: p.totalBytes ? Math.round((p.uploadedBytes / p.totalBytes) * 100) : 0,
          }),
      });
      setState({ phase: 'preparing' });
      const clip = await addWorkflowClip(api, workflowId, upload.id);
      const ready = await waitUntilReady(workflowId, clip.id, onClips);
      onEdit(importSegment(ready, playhead()));
      setState({ phase: 'idle' });
    } catch (err) {
      setState({ phase: 'failed', message: messageOf(err) });
    }
  };

  return (
    <div className="editor-import" data-testid="editor-import">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void start(file);
        }}
        data-testid="editor-import-file"
      />
      <button
        type="button"
        disabled={readOnly || busy}
        onClick={() => input.current?.click()}
        data-testid="editor-import-button"
      >
        {t('editor.import.button')}
      </button>
      <span role="status" aria-live="polite" className="muted">
        {state.phase === 'uploading' && t('editor.import.uploading', { percent: state.percent })}
        {state.phase === 'preparing' && t('editor.import.preparing')}
      </span>
      {state.phase === 'failed' && (
        <p className="field-error" role="alert" data-testid="editor-import-error">
          {state.message}
        </p>
      )}
    </div>
  );
}
