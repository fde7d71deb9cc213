/**
 * A voice-over take with MediaRecorder (001 §4 recording states, through core's
 * nextRecordingState): the microphone is asked for first (so a refusal is said before any
 * countdown), then a 3 s countdown, recording with the elapsed time (pauses not counted), pause /
 * resume, finish -> the recorded Blob. Every move the state machine refuses is ignored.
 */
import {
  nextRecordingState,
  RECORDING_COUNTDOWN_SECONDS,
  RecordingState,
  type RecordingEvent,
  type RecordingStateValue,
} from '@stepwise/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderProblem = 'unsupported' | 'denied' | 'noMicrophone' | 'failed';

export interface RecorderView {
  state: RecordingStateValue;
  /** Seconds left in the countdown. */
  countdown: number;
  /** Seconds recorded so far. */
  elapsed: number;
  problem: RecorderProblem | null;
}

/** Why getUserMedia refused, in the panel's words. */
export function problemOf(err: unknown): RecorderProblem {
  const name = err instanceof Error || err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noMicrophone';
  return 'failed';
}

const supported = () =>
  typeof MediaRecorder !== 'undefined' && !!globalThis.navigator?.mediaDevices?.getUserMedia;

export function useRecorder(onFinished: (take: Blob, seconds: number) => void) {
  const [view, setView] = useState<RecorderView>({
    state: RecordingState.Waiting,
    countdown: RECORDING_COUNTDOWN_SECONDS,
    elapsed: 0,
    problem: null,
  });
  const live = useRef({
    state: RecordingState.Waiting as RecordingStateValue,
    stream: null as MediaStream | null,
    recorder: null as MediaRecorder | null,
    timer: 0 as ReturnType<typeof setInterval> | 0,
    /** Recorded milliseconds before the current stretch, and when that stretch began. */
    banked: 0,
    since: 0,
  });
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });

  const move = useCallback((event: RecordingEvent): boolean => {
    const next = nextRecordingState(live.current.state, event);
    if (!next) return false;
    live.current.state = next;
    setView((v) => ({ ...v, state: next }));
    return true;
  }, []);
  const seconds = () => {
    const l = live.current;
    const running = l.state === RecordingState.Recording ? performance.now() - l.since : 0;
    return (l.banked + running) / 1000;
  };
  const stopAll = useCallback(() => {
    const l = live.current;
    if (l.timer) clearInterval(l.timer);
    l.timer = 0;
    l.stream?.getTracks().forEach((track) => track.stop());
    l.stream = null;
  }, []);
  useEffect(() => stopAll, [stopAll]);

  const record = useCallback(() => {
    const l = live.current;
    const stream = l.stream;
    if (!stream || !move('countdownDone')) return;
    const chunks: Blob[] = [];
    const recorder = new MediaRecorder(stream);
    l.recorder = recorder;
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      const take = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
      const length = l.banked / 1000;
      stopAll();
      finished.current(take, length);
    };
    recorder.start(250);
    l.banked = 0;
    l.since = performance.now();
    l.timer = setInterval(() => setView((v) => ({ ...v, elapsed: seconds() })), 200);
  }, [move, stopAll]);

  const start = useCallback(async () => {
    if (live.current.state !== RecordingState.Waiting) return;
    if (!supported()) return setView((v) => ({ ...v, problem: 'unsupported' }));
    setView((v) => ({ ...v, problem: null, elapsed: 0 }));
    try {
      live.current.stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      return setView((v) => ({ ...v, problem: problemOf(err) }));
    }
    if (!move('start')) return;
    let left = RECORDING_COUNTDOWN_SECONDS;
    setView((v) => ({ ...v, countdown: left }));
    live.current.timer = setInterval(() => {
      left -= 1;
      setView((v) => ({ ...v, countdown: left }));
      if (left > 0) return;
      clearInterval(live.current.timer);
      live.current.timer = 0;
      record();
    }, 1000);
  }, [move, record]);

  const pause = useCallback(() => {
    const l = live.current;
    if (!move('pause')) return;
    l.banked += performance.now() - l.since;
    l.recorder?.pause();
  }, [move]);
  const resume = useCallback(() => {
    const l = live.current;
    if (!move('resume')) return;
    l.since = performance.now();
    l.recorder?.resume();
  }, [move]);
  const finish = useCallback(() => {
    const l = live.current;
    const wasRecording = l.state === RecordingState.Recording;
    if (!move('finish')) return;
    if (wasRecording) l.banked += performance.now() - l.since;
    setView((v) => ({ ...v, elapsed: l.banked / 1000 }));
    l.recorder?.stop();
  }, [move]);
  /** A countdown cancelled, or another take after a finished one. */
  const reset = useCallback(() => {
    if (!move('reset')) return;
    stopAll();
    setView((v) => ({ ...v, countdown: RECORDING_COUNTDOWN_SECONDS, elapsed: 0 }));
  }, [move, stopAll]);

  return { view, start, pause, resume, finish, reset };
}
