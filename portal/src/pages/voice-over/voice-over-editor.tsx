/**
 * The voice-over screen's body (001 §2 voice-over block editor, recording and dubbing panels):
 * the current video with its block lane, the bar, the blocks, the recording panel and the dubbing
 * panel, for one language at a time. Text to speech not configured: the reason is shown, generate
 * is disabled and nothing is sent; recording still works. While a take is recorded, counted down
 * or paused, every other control is disabled (001 §4, core controlsDisabled).
 */
import { createVoiceRecording, uploadFile, type Api } from '@stepwise/api';
import {
  allAudioReady,
  blocksToGenerate,
  controlsDisabled,
  INTERFACE_LANGUAGES,
  newBlock,
  RecordingState,
  VOICE_OVER,
  type RecordingStateValue,
  type TtsVoicesAnswer,
  type VideoBounds,
} from '@stepwise/core';
import { Alert } from '@stepwise/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n/t';
import { LeaveDialog } from '../editor/leave-dialog';
import { useLeaveGuard } from '../editor/use-leave-guard';
import { BlockLane } from './block-lane';
import { BlockList } from './block-list';
import { DubbingPanel } from './dubbing-panel';
import { RecordingPanel } from './recording-panel';
import { useBlockAudio } from './use-block-audio';
import { useVoiceOver } from './use-voice-over';
import { NO_VOICE, voiceFor, voicesFor } from './voice-over-blocks';
import { VoiceOverToolbar } from './voice-over-toolbar';
import { VoiceOverVideo } from './voice-over-video';
import './voice-over.css';

export interface VoiceOverWorkflow {
  id: string;
  title: string;
  languageCode: string;
  videoURL: string | null;
  videoDuration: number | null;
}

/** Not in the spec: the take's file name (the server reads the type from the upload). */
const takeName = (type: string) =>
  `voice-over.${type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm'}`;

export function VoiceOverEditor({
  api,
  workflow,
  voices,
  backTo,
}: {
  api: Api;
  workflow: VoiceOverWorkflow;
  voices: TtsVoicesAnswer;
  backTo: string;
}) {
  const [languageCode, setLanguageCode] = useState(workflow.languageCode);
  // The workflow's language, the interface languages and those already dubbed.
  const [dubbed, setDubbed] = useState<string[]>([]);
  const languages = useMemo(
    () => [...new Set([workflow.languageCode, ...INTERFACE_LANGUAGES, ...dubbed])],
    [workflow.languageCode, dubbed],
  );
  const offered = useMemo(() => voicesFor(voices.voices, languageCode), [voices, languageCode]);
  const defaultVoice = voiceFor(voices.voices, languageCode)?.id ?? null;
  const vo = useVoiceOver({
    api,
    workflowId: workflow.id,
    languageCode,
    defaultVoice,
    configured: voices.configured,
  });
  const { state, edit } = vo;
  const [recording, setRecording] = useState<RecordingStateValue>(RecordingState.Waiting);
  const locked = controlsDisabled(recording) || state.loading;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playhead, setPlayhead] = useState(0);
  const [duration, setDuration] = useState(workflow.videoDuration ?? 0);
  const recordFrom = useRef(0);
  const [notice, setNotice] = useState<string | null>(null);
  const audio = useBlockAudio(state.audios);
  const blocker = useLeaveGuard(vo.dirty);

  // The current video has its cuts rendered in: no deleted stretch lies on its timeline.
  const bounds: VideoBounds = useMemo(
    () => ({ videoDuration: duration, deletedSegments: [] }),
    [duration],
  );
  const toGenerate = blocksToGenerate(state.blocks, state.audios).length;
  const canGenerate = voices.configured && state.voice !== NO_VOICE;

  const add = () => {
    const at = videoRef.current?.currentTime ?? playhead;
    const block = newBlock(state, at, { ...bounds, key: crypto.randomUUID() });
    if (block) {
      setNotice(null);
      edit.add(block);
    } else setNotice(t('voiceOver.noRoom'));
  };

  const onRecordingState = useCallback((next: RecordingStateValue) => {
    setRecording(next);
    const video = videoRef.current;
    if (!video) return;
    // The take is spoken over the video: it plays while recording, from where recording began.
    if (next === RecordingState.Recording) {
      if (recordFrom.current === -1) recordFrom.current = video.currentTime;
      void video.play().catch(() => undefined);
    } else if (next === RecordingState.Countdown) {
      recordFrom.current = -1;
    } else video.pause();
  }, []);

  const onTake = async (take: Blob, seconds: number) => {
    const start = Math.max(0, recordFrom.current);
    const upload = await uploadFile(api, take, {
      fileName: takeName(take.type),
      contentType: take.type || 'audio/webm',
    });
    const label = t('voiceOver.recordingName', { time: new Date().toLocaleTimeString() });
    const item = await createVoiceRecording(api, workflow.id, {
      uploadId: upload.id,
      languageCode,
      label,
    });
    const length = item.duration ?? seconds;
    edit.add(
      {
        key: crypto.randomUUID(),
        text2SpeechId: item.id,
        text: label,
        time: length,
        speed: VOICE_OVER.defaultSpeed,
        startTime: start,
        endTime: start + Math.max(length, 0.1),
        voice: item.voice || state.voice,
        source: 'recording',
      },
      item,
    );
  };

  const pick = (index: number) => {
    edit.select(index);
    const block = state.blocks[index];
    if (block && videoRef.current) videoRef.current.currentTime = block.startTime;
  };

  return (
    <div className="vo-editor" data-testid="voice-over-editor" data-dirty={vo.dirty || undefined}>
      <header className="vo-header">
        <Link to={backTo}>{t('voiceOver.back')}</Link>
        <h1>{t('voiceOver.title', { title: workflow.title })}</h1>
      </header>
      {!voices.configured && (
        <Alert
          tone="warning"
          title={t('voiceOver.notConfigured')}
          data-testid="voice-over-not-configured"
        >
          {voices.reason ?? t('voiceOver.notConfiguredHelp')}
        </Alert>
      )}
      {state.error && (
        <Alert
          tone="danger"
          closeLabel={t('common.close')}
          onClose={edit.dismissError}
          data-testid="vo-error"
        >
          {state.error}
        </Alert>
      )}
      {notice && (
        <p role="status" className="muted" data-testid="vo-notice">
          {notice}
        </p>
      )}
      <div className="vo-layout">
        <div className="vo-stage">
          <VoiceOverVideo
            url={workflow.videoURL}
            videoRef={videoRef}
            onTime={setPlayhead}
            onDuration={(d) => setDuration((known) => known || d)}
          />
          <BlockLane
            blocks={state.blocks}
            duration={duration}
            playhead={playhead}
            selected={state.selected}
            deleted={bounds.deletedSegments}
            onPick={pick}
          />
          <RecordingPanel
            disabled={state.loading || state.saving}
            onStateChange={onRecordingState}
            onTake={onTake}
          />
          <DubbingPanel
            api={api}
            workflowId={workflow.id}
            languageCode={languageCode}
            ready={
              !vo.dirty &&
              state.blocks.length > 0 &&
              allAudioReady(state.blocks, state.audios, state.batchInProgress)
            }
            disabled={locked}
            onLanguages={setDubbed}
          />
        </div>
        <section className="vo-blocks" aria-labelledby="vo-blocks-title">
          <h2 id="vo-blocks-title">{t('voiceOver.blocks')}</h2>
          <VoiceOverToolbar
            languages={languages}
            languageCode={languageCode}
            languageLocked={vo.dirty}
            onLanguage={(code) => {
              audio.stop();
              setLanguageCode(code);
            }}
            voices={offered}
            voice={state.voice}
            onVoice={edit.voice}
            globalSpeed={state.globalSpeed}
            onGlobalSpeed={edit.globalSpeed}
            canGenerate={canGenerate}
            toGenerate={toGenerate}
            generating={state.batchInProgress}
            onGenerateAll={() => void vo.generate()}
            onAdd={add}
            dirty={vo.dirty}
            saving={state.saving}
            onSave={() => void vo.save()}
            locked={locked}
          />
          {state.loading && (
            <p role="status" className="muted" data-testid="vo-loading">
              {t('common.loading')}
            </p>
          )}
          {state.loadError && (
            <div className="form-error" role="alert" data-testid="vo-load-error">
              <p>{state.loadError}</p>
              <button type="button" onClick={vo.retryLoad}>
                {t('common.retry')}
              </button>
            </div>
          )}
          {!state.loading && !state.loadError && (
            <BlockList
              blocks={state.blocks}
              audios={state.audios}
              bounds={bounds}
              selected={state.selected}
              canGenerate={canGenerate && !state.batchInProgress}
              locked={locked}
              playing={audio.playing}
              onSelect={edit.select}
              onText={edit.text}
              onSpeed={edit.speed}
              onMove={edit.move}
              onRemove={edit.remove}
              onGenerate={(key) => void vo.generate([key])}
              onPlay={audio.play}
            />
          )}
        </section>
      </div>
      <LeaveDialog blocker={blocker} testId="vo-leave-dialog" />
    </div>
  );
}
