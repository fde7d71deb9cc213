/**
 * The annotation editor's screen (issue 22; 001 §2 annotation canvas, §5 drawing rules): the
 * step list, the video of the chosen step with the canvas over it, the tools, the element-times
 * lane, undo / redo and save. The element lists live here (annotation-history.ts); the canvas
 * shows them and reports what the pointer did.
 */
import { createAnnotationImage, uploadFile } from '@stepwise/api';
import {
  MIN_DRAW_PX,
  type AnnotationElement,
  type AnnotationTool,
  type PlayerWorkflow,
} from '@stepwise/core';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../api';
import { messageOf, t } from '../../i18n/t';
import { RenderProgress } from '../editormain/render-progress';
import { LeaveDialog } from '../editor/leave-dialog';
import { useLeaveGuard } from '../editor/use-leave-guard';
import {
  DEFAULT_STYLE,
  elementFromDrag,
  formatStamp,
  imageElement,
  newElementTimes,
  shownIds,
  textElementAt,
  type DrawStyle,
} from './annotation-elements';
import { changedSteps, docReducer, openDoc, type StepElements } from './annotation-history';
import { AnnotationStage } from './annotation-stage';
import { AnnotateToolbar } from './annotate-toolbar';
import { ElementTimes } from './element-times';
import { StepList, stepTitle } from './step-list';
import { useAnnotationSave } from './use-annotation-save';
import { useStepVideo } from './use-step-video';
import './annotate.css';
import { isTextField } from '../../lib/text-field';

/** How long the "too short" note stays. */
const NOTE_MS = 4000;

export function AnnotateEditor({
  workflow,
  initial,
}: {
  workflow: PlayerWorkflow & { videoURL: string };
  initial: StepElements;
}) {
  const steps = workflow.steps;
  const [doc, dispatch] = useReducer(docReducer, initial, openDoc);
  const [stepId, setStepId] = useState(steps[0]?.id ?? '');
  const step = steps.find((s) => s.id === stepId) ?? steps[0];
  const stepDuration = step ? step.endTime - step.startTime : 0;
  const range = useMemo(() => (step ? { start: step.startTime, end: step.endTime } : null), [step]);
  const video = useStepVideo(workflow.videoURL, range);
  const [tool, setTool] = useState<AnnotationTool>('select');
  const [style, setStyle] = useState<DrawStyle>(DEFAULT_STYLE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [imageState, setImageState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const elements = useMemo(() => doc.steps[stepId] ?? [], [doc.steps, stepId]);
  const changed = changedSteps(doc);
  const dirty = changed.length > 0;
  const blocker = useLeaveGuard(dirty);
  const onSaved = useCallback(
    (saved: StepElements) => dispatch({ kind: 'saved', steps: saved }),
    [],
  );
  const saver = useAnnotationSave(workflow.id, onSaved);

  const setElements = (next: readonly AnnotationElement[]) =>
    dispatch({ kind: 'set', stepId, elements: next });
  const add = (el: AnnotationElement) => {
    setNote(null);
    dispatch({ kind: 'put', stepId, element: el });
    setSelectedId(el.id);
    if (el.type === 'i-text' || el.type === 'image') setTool('select');
  };
  const remove = (id: string) => {
    dispatch({ kind: 'remove', stepId, id });
    setSelectedId((current) => (current === id ? null : current));
  };
  const times = () => newElementTimes(video.playhead, stepDuration);
  const events = {
    add,
    change: (el: AnnotationElement) => dispatch({ kind: 'put', stepId, element: el }),
    remove,
    select: (id: string | null) => setSelectedId(id),
    rejected: () => setNote(t('annotate.tooShort', { min: MIN_DRAW_PX })),
    times,
  };

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const save = () => {
    if (!dirty || saver.saving) return;
    void saver.save(Object.fromEntries(changed.map((id) => [id, doc.steps[id] ?? []])));
  };
  const undo = () => dispatch({ kind: 'undo' });
  const redo = () => dispatch({ kind: 'redo' });

  // Shortcuts anywhere on the screen but in a field (fabric's text editing is a textarea).
  const keys = useRef<(e: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    keys.current = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === 's') {
        e.preventDefault();
        return save();
      }
      if (isTextField(e.target)) return;
      if (mod && key === 'z') {
        e.preventDefault();
        return e.shiftKey ? redo() : undo();
      }
      if (mod && key === 'y') {
        e.preventDefault();
        return redo();
      }
      if ((e.key === 'Delete' || e.key === 'Backspace') && selectedId) {
        e.preventDefault();
        remove(selectedId);
      }
    };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const chooseTool = (next: AnnotationTool) => {
    if (next === 'image') return fileInput.current?.click();
    setTool(next);
  };
  const pickImage = async (
    file: File | undefined,
    size: { width: number; height: number } | null,
  ) => {
    if (!file || !size) return;
    setImageState({ busy: true, error: null });
    try {
      const upload = await uploadFile(api, file, { fileName: file.name, contentType: file.type });
      const image = await createAnnotationImage(api, workflow.id, upload.id);
      add(imageElement(image, size, times()));
      setImageState({ busy: false, error: null });
    } catch (err) {
      setImageState({ busy: false, error: messageOf(err) });
    }
  };
  const canvasSize = useRef<{ width: number; height: number } | null>(null);
  const keyPlace = (size: { width: number; height: number }) => {
    canvasSize.current = size;
    const c = { x: size.width / 2, y: size.height / 2 };
    const span = Math.min(size.width, size.height) / 4;
    if (tool === 'i-text')
      return add(textElementAt(c, size, t('annotate.textDefault'), style, times()));
    if (tool !== 'arrow' && tool !== 'shape' && tool !== 'blur') return;
    const el = elementFromDrag(
      tool,
      { x: c.x - span, y: c.y - span / 2 },
      { x: c.x + span, y: c.y + span / 2 },
      size,
      style,
      times(),
    );
    if (el) add(el);
  };
  const visible = useMemo(
    () => shownIds(elements, video.playhead, selectedId),
    [elements, video.playhead, selectedId],
  );

  if (!step) {
    return (
      <p className="muted" data-testid="annotate-no-steps">
        {t('annotate.noSteps')}
      </p>
    );
  }
  return (
    <div className="annotate-editor" data-testid="annotate-editor">
      <header className="annotate-header">
        <Link to={`/editor/${encodeURIComponent(workflow.id)}`} data-testid="annotate-back">
          {t('annotate.back')}
        </Link>
        <h1>
          {t('annotate.title')}: {workflow.title}
        </h1>
      </header>
      <AnnotateToolbar
        tool={tool}
        style={style}
        canUndo={doc.past.length > 0}
        canRedo={doc.future.length > 0}
        canDelete={selectedId !== null}
        dirty={dirty}
        saving={saver.saving}
        onTool={chooseTool}
        onStyle={(change) => setStyle((s) => ({ ...s, ...change }))}
        onUndo={undo}
        onRedo={redo}
        onDelete={() => selectedId && remove(selectedId)}
        onSave={save}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif"
        hidden
        data-testid="annotate-image-file"
        onChange={(e) => {
          void pickImage(e.target.files?.[0], canvasSize.current);
          e.target.value = '';
        }}
      />
      <div className="annotate-status">
        {note && (
          <p role="status" className="annotate-note-warning" data-testid="annotate-too-short">
            {note}
          </p>
        )}
        {saver.failed && (
          <p role="alert" className="form-error" data-testid="annotate-save-error">
            {t('alert.unexpectedError')}
          </p>
        )}
        {imageState.busy && <p role="status">{t('annotate.imageUploading')}</p>}
        {imageState.error && (
          <p role="alert" className="form-error">
            {t('annotate.imageFailed', { message: imageState.error })}
          </p>
        )}
        {!dirty && saver.saved && (
          <p role="status" className="muted" data-testid="annotate-saved">
            {t('annotate.saved')}
          </p>
        )}
        <RenderProgress render={saver.render} />
        {saver.render?.status === 'finished' && (
          <p role="status" className="muted" data-testid="annotate-render-done">
            {t('annotate.renderDone')}
          </p>
        )}
        {video.error && (
          <p role="alert" className="form-error">
            {video.error}
          </p>
        )}
      </div>
      <div className="annotate-body">
        <StepList
          steps={steps}
          stepId={stepId}
          changed={changed}
          onStep={(id) => {
            setStepId(id);
            setSelectedId(null);
          }}
        />
        <section className="annotate-main" aria-label={stepTitle(step)}>
          <AnnotationStage
            videoRef={video.videoRef}
            elements={elements}
            visible={visible}
            selectedId={selectedId}
            tool={tool}
            style={style}
            events={events}
            onKeyPlace={keyPlace}
            onSize={(size) => (canvasSize.current = size)}
          />
          <div className="annotate-transport">
            <button
              type="button"
              onClick={video.toggle}
              disabled={!video.ready}
              data-testid="annotate-play"
            >
              {video.playing ? t('annotate.pause') : t('annotate.play')}
            </button>
            <input
              type="range"
              min={0}
              max={Math.max(stepDuration - 0.01, 0)}
              step={0.01}
              value={Math.min(video.playhead, stepDuration)}
              aria-label={t('annotate.playhead')}
              aria-valuetext={formatStamp(video.playhead)}
              disabled={!video.ready}
              data-testid="annotate-playhead"
              onChange={(e) => video.seek(Number(e.target.value))}
            />
            <output data-testid="annotate-playhead-time">{formatStamp(video.playhead)}</output>
          </div>
          <ElementTimes
            elements={elements}
            stepDuration={stepDuration}
            playhead={video.playhead}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onTimes={(id, range) =>
              setElements(elements.map((e) => (e.id === id ? { ...e, ...range } : e)))
            }
          />
        </section>
      </div>
      <LeaveDialog blocker={blocker} testId="annotate-leave-dialog" />
    </div>
  );
}
