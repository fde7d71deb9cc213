import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type * as WhisperBinding from '@napi-rs/whisper';
import { punctuatedWordsToSentences, type TimedWord } from './sentences.js';
import { SpeechError } from './speech-error.js';
import {
  isoLanguage,
  type SpeechToText,
  type TranscribeOptions,
  type TranscribeResult,
} from './types.js';

/**
 * Local whisper.cpp through `@napi-rs/whisper` (an optional dependency whose prebuilt binary
 * ships in `@napi-rs/whisper-linux-x64-gnu`; nothing is downloaded or compiled at install). No
 * package ships weights: the operator downloads a ggml model and points WHISPER_MODEL at it.
 */
const BINDING = '@napi-rs/whisper';

/**
 * Runs in a worker thread: `Whisper#full` is synchronous and takes minutes on a long video, so
 * it must not run on the server's event loop; cancelling terminates the worker. whisper.cpp
 * reports segment times in centiseconds; one word per segment (max_len 1, split on word).
 * `full` hands segments to a threadsafe callback, delivered once the loop turns again.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { Whisper, WhisperFullParams, WhisperSamplingStrategy, decodeAudio } = require(workerData.binding);
(async () => {
  try {
    const whisper = new Whisper(workerData.model);
    const params = new WhisperFullParams(WhisperSamplingStrategy.Greedy);
    if (workerData.language) params.language = workerData.language;
    params.nThreads = workerData.threads;
    params.tokenTimestamps = true;
    params.maxLen = 1;
    params.splitOnWord = true;
    params.printProgress = false;
    const segments = [];
    params.onNewSegment = (s) => segments.push({ word: s.text, start: s.start / 100, end: s.end / 100 });
    const samples = decodeAudio(readFileSync(workerData.audio), workerData.audio);
    whisper.full(params, samples);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setTimeout(r, 10));
    parentPort.postMessage({ ok: true, words: segments });
  } catch (e) {
    parentPort.postMessage({ ok: false, message: e && e.message ? e.message : String(e) });
  }
})();
`;

type WorkerAnswer = { ok: true; words: TimedWord[] } | { ok: false; message: string };

type Binding = typeof WhisperBinding;

async function loadBinding(): Promise<{ binding: Binding; path: string }> {
  try {
    const binding = (await import(BINDING)) as Binding;
    return { binding, path: createRequire(import.meta.url).resolve(BINDING) };
  } catch (cause) {
    throw new SpeechError(
      'model-load-failed',
      `The whisper.cpp binding (${BINDING}, an optional dependency) is not installed or does not load on this platform`,
      { cause },
    );
  }
}

/**
 * Checks that `modelPath` is a whisper.cpp ggml model the binding loads, and returns a provider
 * that transcribes with it. 'model-missing' names the path; 'model-load-failed' says why.
 */
export async function loadWhisperModel(modelPath: string): Promise<SpeechToText> {
  try {
    const info = await stat(modelPath);
    if (!info.isFile()) throw new Error('not a file');
  } catch (cause) {
    throw new SpeechError('model-missing', `Whisper model file not found: ${modelPath}`, {
      cause,
    });
  }
  const { binding, path: bindingPath } = await loadBinding();
  try {
    // Loads the whole model once, so a wrong file fails at start rather than in the first job.
    new binding.Whisper(modelPath);
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    throw new SpeechError(
      'model-load-failed',
      `Whisper model ${modelPath} is not a loadable whisper.cpp ggml model: ${why}`,
      { cause },
    );
  }

  function transcribe(audioFile: string, opts: TranscribeOptions): Promise<TranscribeResult> {
    return new Promise((resolve, reject) => {
      if (opts.signal?.aborted) {
        reject(new SpeechError('cancelled', 'Transcription cancelled'));
        return;
      }
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: {
          binding: bindingPath,
          model: modelPath,
          audio: audioFile,
          language: isoLanguage(opts.languageCode),
          threads: Math.max(1, Math.min(8, availableParallelism() - 1)),
        },
      });
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        opts.signal?.removeEventListener('abort', onAbort);
        fn();
      };
      const onAbort = () => {
        settle(() => reject(new SpeechError('cancelled', 'Transcription cancelled')));
        void worker.terminate();
      };
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      worker.once('message', (answer: WorkerAnswer) => {
        void worker.terminate();
        settle(() =>
          answer.ok
            ? resolve({
                languageCode: opts.languageCode,
                sentences: punctuatedWordsToSentences(answer.words),
              })
            : reject(new SpeechError('provider-failed', `whisper.cpp failed: ${answer.message}`)),
        );
      });
      worker.once('error', (cause) =>
        settle(() =>
          reject(
            new SpeechError('provider-failed', `whisper.cpp failed: ${cause.message}`, { cause }),
          ),
        ),
      );
      worker.once('exit', (code) =>
        settle(() =>
          reject(new SpeechError('provider-failed', `whisper.cpp worker exited with code ${code}`)),
        ),
      );
    });
  }

  return { kind: 'whisper-local', transcribe };
}
