/**
 * A local stand-in for an OpenAI-compatible `POST /v1/audio/transcriptions` (verbose_json):
 * it answers with the sentences the test video says, at the times they are said, one segment
 * per sentence and word timings spread over each. It checks the request is what the protocol
 * asks for (multipart with a file, the model and response_format) and nothing more: it is the
 * outside service, not something under test.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SpokenPhrase {
  text: string;
  start: number;
  end: number;
}

export interface StandIn {
  baseUrl: string;
  requests: () => number;
  close(): Promise<void>;
}

export function verboseTranscription(phrases: readonly SpokenPhrase[], duration: number) {
  const segments = phrases.map((p, id) => ({
    id,
    seek: 0,
    start: p.start,
    end: p.end,
    text: ` ${p.text}`,
    tokens: [],
    temperature: 0,
    avg_logprob: -0.2,
    compression_ratio: 1.2,
    no_speech_prob: 0.01,
  }));
  const words = phrases.flatMap((p) => {
    const list = p.text
      .replace(/[.,!?]/g, '')
      .split(/\s+/)
      .filter(Boolean);
    const each = (p.end - p.start) / list.length;
    return list.map((word, i) => ({
      word,
      start: Math.round((p.start + i * each) * 1000) / 1000,
      end: Math.round((p.start + (i + 1) * each) * 1000) / 1000,
    }));
  });
  return {
    task: 'transcribe',
    language: 'english',
    duration,
    text: phrases.map((p) => p.text).join(' '),
    segments,
    words,
  };
}

export async function startTranscriptionStandIn(
  phrases: readonly SpokenPhrase[],
  duration: number,
): Promise<StandIn> {
  let count = 0;
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || !req.url?.endsWith('/audio/transcriptions')) {
          return answer(res, 404, { error: { message: 'Not found' } });
        }
        const form = await new Request('http://stand-in/', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        })
          .formData()
          .catch(() => null);
        const file = form?.get('file');
        if (!form || !(file instanceof Blob) || file.size === 0 || !form.get('model')) {
          return answer(res, 400, { error: { message: 'file and model are required' } });
        }
        if (form.get('response_format') !== 'verbose_json') {
          return answer(res, 400, { error: { message: 'this stand-in speaks verbose_json only' } });
        }
        count += 1;
        answer(res, 200, verboseTranscription(phrases, duration));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
