/**
 * The advanced editor's screen (/editor/{workflowId}, issue 21): header, the preview playing the
 * original as the edit list says, the step panel, the timeline (ruler, filmstrip, steps and
 * subtitles) and the selected sentence. Every change is a core segment through the shared edit
 * session, which refuses what core refuses (the alert shows why); keys are editor-commands.ts.
 * While a save re-renders the video, nothing can be changed until the new media is in.
 */
import {
  initialZoom,
  isRefused,
  ORIGINAL_SOURCE,
  replay,
  snapToFrame,
  type EditSegment,
  type WorkflowEditDocument,
} from '@stepwise/core';
import { Alert } from '@stepwise/ui';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { t } from '../../i18n/t';
import {
  commandForKey,
  deletion,
  nudgeOf,
  rangeOf,
  splitAt,
  trimAt,
  type EditorCommand,
} from './editor-commands';
import { EditorDialogs } from './editor-dialogs';
import { EditorHeader } from './editor-header';
import { EditorTransport } from './editor-transport';
import { SentenceEditor } from './sentence-editor';
import { StepPanel } from './step-panel';
import { Timeline } from './timeline/timeline';
import { useEditSession } from './use-edit-session';
import { useLeaveGuard } from './use-leave-guard';
import { usePlanPlayback } from './use-plan-playback';
import './video-editor.css';
import { isTextField } from '../../lib/text-field';

export function VideoEditor({
  doc,
  title,
  backTo,
}: {
  doc: WorkflowEditDocument;
  title: string;
  backTo: string;
}) {
  const edit = useEditSession(doc);
  const { session, view } = edit;
  const readOnly = view.rendering || session.saving;
  const sources = useMemo(
    () => ({
      [ORIGINAL_SOURCE]: session.doc.original.videoURL,
      ...Object.fromEntries(session.doc.clips.map((c) => [c.id, c.videoURL])),
    }),
    [session.doc.original.videoURL, session.doc.clips],
  );
  const imageMaps = useMemo(
    () => ({
      [ORIGINAL_SOURCE]: session.doc.original.imageMap,
      ...Object.fromEntries(session.doc.clips.map((c) => [c.id, c.imageMap])),
    }),
    [session.doc.original.imageMap, session.doc.clips],
  );
  const savedStepIds = useMemo(() => {
    const saved = replay(session.doc.base, session.doc.segments);
    return new Set(isRefused(saved) ? [] : saved.steps.map((s) => s.id));
  }, [session.doc]);
  const { videoRef, playhead, playing, error, now, seek, toggle } = usePlanPlayback(
    session.state,
    sources,
  );
  const [zoom, setZoom] = useState(() => initialZoom(view.duration));
  const [marks, setMarks] = useState<{ in: number | null; out: number | null }>({
    in: null,
    out: null,
  });
  const range = rangeOf(marks.in, marks.out);
  const [selectedStepId, setSelectedStepId] = useState<string | null>(null);
  const [sentenceKey, setSentenceKey] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  const blocker = useLeaveGuard(view.dirty);
  const sentence = view.sentences.find((s) => s.key === sentenceKey) ?? null;

  const apply = (segment: EditSegment) => {
    if (!readOnly) edit.apply(segment);
  };
  const save = () => {
    if (view.dirty && !readOnly) void edit.save('builder');
  };

  const run = (command: EditorCommand) => {
    const at = now();
    switch (command) {
      case 'play':
        return toggle();
      case 'frame-back':
      case 'frame-forward':
      case 'second-back':
      case 'second-forward':
        return void seek(Math.min(view.duration, Math.max(0, at + nudgeOf(command))));
      case 'split': {
        const segment = splitAt(view.steps, at);
        apply(segment);
        if (segment.type === 'insert') setSelectedStepId(segment.stepId);
        return;
      }
      case 'mark-in':
        return setMarks((m) => ({ ...m, in: snapToFrame(at) }));
      case 'mark-out':
        return setMarks((m) => ({ ...m, out: snapToFrame(at) }));
      case 'delete': {
        const segment = deletion(range, selectedStepId);
        if (!segment) return;
        apply(segment);
        if (!range) return;
        // As video editors do: the playhead waits at the cut, where the two sides now meet.
        setMarks({ in: null, out: null });
        return void seek(range.start);
      }
      case 'trim-start':
      case 'trim-end': {
        const segment = trimAt(view.steps, at, command === 'trim-start' ? 'start' : 'end');
        if (segment) apply(segment);
        return;
      }
      case 'undo':
        return readOnly ? undefined : edit.undo();
      case 'redo':
        return readOnly ? undefined : edit.redo();
      case 'save':
        return save();
      case 'help':
        return setHelpOpen((open) => !open);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.defaultPrevented || isTextField(e.target)) return;
    const command = commandForKey(e);
    if (!command) return;
    // Space and Enter on a button press that button.
    const onButton = e.target instanceof HTMLButtonElement;
    if (onButton && command === 'play') return;
    e.preventDefault();
    run(command);
  };

  const saveError = session.saveError !== dismissedError ? session.saveError : null;

  return (
    <section
      className="video-editor"
      aria-labelledby="editor-title"
      onKeyDown={onKeyDown}
      data-testid="video-editor"
      data-rendering={view.rendering || undefined}
    >
      <EditorHeader
        workflowId={session.doc.workflowId}
        title={title}
        backTo={backTo}
        dirty={view.dirty}
        saving={session.saving}
        rendering={view.rendering}
        render={session.doc.render}
        canUndo={view.canUndo}
        canRedo={view.canRedo}
        saveError={saveError}
        onUndo={edit.undo}
        onRedo={edit.redo}
        onSave={save}
        onPreview={() => setPreviewOpen(true)}
        onDismissError={() => setDismissedError(session.saveError)}
        helpOpen={helpOpen}
        onHelp={setHelpOpen}
      />
      {session.refusal && (
        <Alert
          tone="warning"
          closeLabel={t('common.close')}
          onClose={edit.dismissRefusal}
          data-testid="editor-refusal"
        >
          <span role="alert">{session.refusal}</span>
        </Alert>
      )}
      <div className="editor-main">
        <div className="editor-preview">
          <div className="editor-video-frame">
            <video
              ref={videoRef}
              className="editor-video"
              style={{ transform: `rotate(${session.state.rotation}deg)` }}
              playsInline
              preload="auto"
              aria-label={t('editor.video')}
              onClick={toggle}
              data-testid="editor-video"
            />
          </div>
          {error && (
            <p className="field-error" role="alert">
              {t('editor.videoError')}
            </p>
          )}
          <EditorTransport
            playing={playing}
            readOnly={readOnly}
            canDelete={range !== null || selectedStepId !== null}
            onCommand={run}
          />
        </div>
        <StepPanel
          workflowId={session.doc.workflowId}
          steps={view.steps}
          selectedStepId={selectedStepId}
          savedStepIds={savedStepIds}
          rotation={session.state.rotation}
          readOnly={readOnly}
          playhead={now}
          onEdit={apply}
          onClips={edit.setClips}
        />
      </div>
      <Timeline
        state={session.state}
        steps={view.steps}
        sentences={view.sentences}
        duration={view.duration}
        imageMaps={imageMaps}
        zoom={zoom}
        onZoom={setZoom}
        playhead={playhead}
        onSeek={(time) => void seek(time)}
        range={range}
        onRange={(r) => setMarks(r ? { in: r.start, out: r.end } : { in: null, out: null })}
        selectedStepId={selectedStepId}
        onSelectStep={(id) => setSelectedStepId((current) => (current === id ? null : id))}
        selectedSentenceKey={sentenceKey}
        onSelectSentence={setSentenceKey}
        onEdit={apply}
        readOnly={readOnly}
      />
      {sentence && (
        <SentenceEditor
          key={`${sentence.key}:${sentence.sentence}`}
          sentence={sentence}
          sentences={view.sentences}
          readOnly={readOnly}
          onEdit={apply}
          onClose={() => setSentenceKey(null)}
        />
      )}
      <EditorDialogs
        workflowId={session.doc.workflowId}
        stepId={savedStepIds.has(selectedStepId ?? '') ? selectedStepId : null}
        previewOpen={previewOpen}
        onClosePreview={() => setPreviewOpen(false)}
        blocker={blocker}
      />
    </section>
  );
}
