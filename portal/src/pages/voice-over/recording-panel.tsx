/**
 * The voice-over recording panel (001 §2; 001 §4 recording states): record a take over the video
 * from the playhead — a 3 s countdown, recording with the elapsed time, pause / resume, finish —
 * then it is uploaded and becomes a recording block. A refused or missing microphone is said
 * plainly. The parent disables the rest of the editor while recording (core controlsDisabled).
 */
import { formatTimecode, RecordingState, type RecordingStateValue } from '@stepwise/core';
import { useEffect, useState } from 'react';
import { messageOf, t } from '../../i18n/t';
import { useRecorder, type RecorderProblem } from './use-recorder';

const PROBLEM_KEYS = {
  unsupported: 'voiceOver.record.unsupported',
  denied: 'voiceOver.record.denied',
  noMicrophone: 'voiceOver.record.noMicrophone',
  failed: 'voiceOver.record.failed',
} as const satisfies Record<RecorderProblem, string>;

export function RecordingPanel({
  disabled,
  onStateChange,
  onTake,
}: {
  /** The page is busy elsewhere (loading, saving): no new take. */
  disabled: boolean;
  /** Every state change, so the editor locks its controls and plays the video along. */
  onStateChange: (state: RecordingStateValue) => void;
  /** A finished take: uploads it and adds its block; rejects with what went wrong. */
  onTake: (take: Blob, seconds: number) => Promise<void>;
}) {
  const [saving, setSaving] = useState<'idle' | 'uploading' | 'saved' | 'failed'>('idle');
  const [error, setError] = useState<string | null>(null);
  const recorder = useRecorder((take, seconds) => {
    setSaving('uploading');
    onTake(take, seconds).then(
      () => setSaving('saved'),
      (err: unknown) => {
        setSaving('failed');
        setError(messageOf(err));
      },
    );
  });
  const { view } = recorder;
  useEffect(() => onStateChange(view.state), [view.state, onStateChange]);
  // After the take is saved (or failed), the panel is ready for another.
  const { reset } = recorder;
  useEffect(() => {
    if (view.state === RecordingState.Finish && (saving === 'saved' || saving === 'failed')) {
      reset();
    }
  }, [view.state, saving, reset]);

  return (
    <section className="vo-panel" aria-labelledby="vo-record-title" data-testid="vo-recording">
      <h2 id="vo-record-title">{t('voiceOver.record.title')}</h2>
      <p className="muted">{t('voiceOver.record.help')}</p>
      <p role="status" data-testid="vo-recording-state" data-state={view.state}>
        {view.state === RecordingState.Countdown &&
          t('voiceOver.record.countdown', { seconds: view.countdown })}
        {view.state === RecordingState.Recording &&
          t('voiceOver.record.recording', { time: formatTimecode(view.elapsed) })}
        {view.state === RecordingState.Pause &&
          t('voiceOver.record.paused', { time: formatTimecode(view.elapsed) })}
        {saving === 'uploading' && t('voiceOver.record.uploading')}
        {saving === 'saved' && view.state === RecordingState.Waiting && t('voiceOver.record.saved')}
      </p>
      {view.problem && (
        <p className="form-error" role="alert" data-testid="vo-recording-problem">
          {t(PROBLEM_KEYS[view.problem])}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="vo-record-actions">
        {view.state === RecordingState.Waiting && (
          <button
            type="button"
            data-testid="vo-record-start"
            disabled={disabled || saving === 'uploading'}
            onClick={() => {
              setError(null);
              setSaving('idle');
              void recorder.start();
            }}
          >
            {t('voiceOver.record.start')}
          </button>
        )}
        {view.state === RecordingState.Countdown && (
          <button type="button" onClick={recorder.reset}>
            {t('common.cancel')}
          </button>
        )}
        {view.state === RecordingState.Recording && (
          <button type="button" data-testid="vo-record-pause" onClick={recorder.pause}>
            {t('voiceOver.record.pause')}
          </button>
        )}
        {view.state === RecordingState.Pause && (
          <button type="button" data-testid="vo-record-resume" onClick={recorder.resume}>
            {t('voiceOver.record.resume')}
          </button>
        )}
        {(view.state === RecordingState.Recording || view.state === RecordingState.Pause) && (
          <button
            type="button"
            data-testid="vo-record-finish"
            onClick={() => {
              // Uploading from now: the take arrives when the recorder has flushed it.
              setSaving('uploading');
              recorder.finish();
            }}
          >
            {t('voiceOver.record.finish')}
          </button>
        )}
      </div>
    </section>
  );
}
