/**
 * Real-time factor of transcription: seconds spent per second of audio, from the video to
 * stored sentences (audio extraction, the provider's request, parsing into timed sentences).
 *
 * With a provider configured (WHISPER_MODEL or AI_BASE_URL in the environment) that provider
 * is measured, model time included. Without one (as on the CI machine: no weights can be
 * installed here) the same pipeline runs against a local stand-in that speaks the OpenAI
 * protocol and answers at once, so the figure is our own overhead and says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveSpeechToText } from '@stepwise/server';
import { extractAudio, makeTestVideo } from '@stepwise/server/media';

export interface TranscriptionFigure {
  provider: string;
  audioSeconds: number;
  seconds: number;
  rtf: number;
  sentences: number;
  modelTimeIncluded: boolean;
}

const SCRIPT = [
  { atSeconds: 1, text: 'Loosen the four bolts on the cover plate.' },
  { atSeconds: 9, text: 'Lift the plate and set it aside.' },
  { atSeconds: 17, text: 'Check the gasket for cracks before you refit it.' },
];

/** Answers every transcription request with the script at its real times, immediately. */
async function protocolStandIn(speech: { text: string; start: number; end: number }[]) {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          text: speech.map((s) => s.text).join(' '),
          language: 'english',
          duration: speech.at(-1)?.end ?? 0,
          segments: speech.map((s, id) => ({ id, start: s.start, end: s.end, text: s.text })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, close: () => server.close() };
}

export async function benchTranscription(): Promise<TranscriptionFigure> {
  const dir = mkdtempSync(join(tmpdir(), 'stepwise-bench-stt-'));
  let standIn: { close(): void } | undefined;
  try {
    const video = await makeTestVideo({
      outFile: join(dir, 'speech.mp4'),
      width: 640,
      height: 360,
      scenes: [{ seconds: 24, color: 'gray' }],
      speech: SCRIPT,
    });
    let provider = await resolveSpeechToText(process.env);
    const modelTimeIncluded = provider.kind !== 'not-configured';
    if (provider.kind === 'not-configured') {
      const s = await protocolStandIn(video.speech);
      standIn = s;
      provider = await resolveSpeechToText({ AI_BASE_URL: s.baseUrl, AI_API_KEY: 'bench' });
    }
    if (provider.kind === 'not-configured') throw new Error(provider.reason);
    const started = performance.now();
    const audio = await extractAudio(video.file, join(dir, 'audio.wav'));
    const result = await provider.transcribe(audio.file, { languageCode: 'en' });
    const seconds = (performance.now() - started) / 1000;
    return {
      provider: modelTimeIncluded ? provider.kind : 'protocol stand-in (model time excluded)',
      audioSeconds: video.durationSeconds,
      seconds,
      rtf: seconds / video.durationSeconds,
      sentences: result.sentences.length,
      modelTimeIncluded,
    };
  } finally {
    standIn?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
