/**
 * A local stand-in for an OpenAI-compatible `POST /v1/audio/transcriptions` (verbose_json):
 * it answers with the sentences the test video says, at the times they are said, one segment
 * per sentence and word timings spread over each. It checks the request is what the protocol
 * asks for (multipart with a file, the model and response_format) and nothing more: it is the
 * outside service, not something under test.
 *
 * Given the chat-model stand-in (packages/server/test/ai/llm-stand-in.ts), the same base URL
 * also answers `POST /v1/chat/completions` by passing each request to it and its answer back
 * byte for byte (a dropped stream is dropped here too), since a server has one AI_BASE_URL.
 * Tests in other processes switch its mode with `POST /stand-in/chat-mode {mode, once?}`
 * (`once`: back to the mode before after the next streamed answer starts).
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LlmStandIn, LlmStandInMode } from '../../../packages/server/test/ai/llm-stand-in.js';

export interface SpokenPhrase {
  text: string;
  start: number;
  end: number;
}

export interface StandIn {
  baseUrl: string;
  /** Where tests switch the chat stand-in's mode (`POST` `{mode, once?}`). */
  controlUrl: string;
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

const CHAT_MODES: readonly LlmStandInMode[] = ['answer', 'cite', 'http-500', 'drop'];
const CONTROL_PATH = '/stand-in/chat-mode';

/** A streamed answer goes out one event at a time this far apart, as a model's tokens do. */
const EVENT_GAP_MS = 40;

/**
 * Passes a chat request to the chat stand-in and its answer back; a streamed answer one event at
 * a time, paced, and broken off where the stand-in broke it off.
 */
function passOn(
  chat: LlmStandIn,
  req: IncomingMessage,
  body: Buffer,
  res: ServerResponse,
  onAnswer: () => void,
) {
  const target = new URL(`${chat.url.replace(/\/v1$/, '')}${req.url ?? ''}`);
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    (answer) => {
      onAnswer();
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      const paced = String(answer.headers['content-type']).startsWith('text/event-stream');
      let queue = Promise.resolve();
      let rest = '';
      const later = (then: () => void) => {
        queue = queue.then(() => {
          if (!res.destroyed) then();
        });
      };
      answer.on('data', (c: Buffer) => {
        if (!paced) return void res.write(c);
        rest += c.toString('utf8');
        const events = rest.split('\n\n');
        rest = events.pop() ?? '';
        for (const event of events) {
          later(() => res.write(`${event}\n\n`));
          queue = queue.then(() => new Promise((resolve) => setTimeout(resolve, EVENT_GAP_MS)));
        }
      });
      answer.on('end', () => later(() => res.end(rest)));
      // The stand-in dropped the connection mid-stream: so does this one, after what came.
      answer.on('close', () => {
        if (!answer.complete) later(() => res.destroy());
      });
      answer.on('error', () => later(() => res.destroy()));
    },
  );
  upstream.on('error', () => res.destroy());
  res.on('close', () => upstream.destroy());
  upstream.end(body);
}

export async function startTranscriptionStandIn(
  phrases: readonly SpokenPhrase[],
  duration: number,
  chat?: { standIn: LlmStandIn; mode: LlmStandInMode },
): Promise<StandIn> {
  let count = 0;
  let chatMode = chat?.mode;
  /** The mode to go back to after the next streamed answer (a `once` switch). */
  let restore: LlmStandInMode | undefined;
  const setChatMode = (mode: LlmStandInMode) => {
    chatMode = mode;
    chat?.standIn.setMode(mode);
  };
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        if (chat && req.method === 'POST' && req.url === CONTROL_PATH) {
          let asked: { mode?: LlmStandInMode; once?: boolean } = {};
          try {
            asked = JSON.parse(body.toString('utf8') || '{}') as typeof asked;
          } catch {
            // answered below
          }
          if (!asked.mode || !CHAT_MODES.includes(asked.mode)) {
            return answer(res, 400, { error: { message: `mode is one of ${CHAT_MODES.join()}` } });
          }
          restore = asked.once ? chatMode : undefined;
          setChatMode(asked.mode);
          return answer(res, 200, { mode: asked.mode, once: Boolean(asked.once) });
        }
        if (chat && req.method === 'POST' && req.url?.endsWith('/chat/completions')) {
          // A `once` switch is for one streamed answer (an AI summary asks without streaming).
          const streamed = /"stream"\s*:\s*true/.test(body.toString('utf8'));
          const back = streamed ? restore : undefined;
          if (back) restore = undefined;
          // The stand-in has chosen how to answer once its answer starts: switch back then.
          passOn(chat.standIn, req, body, res, () => {
            if (back) setChatMode(back);
          });
          return;
        }
        if (req.method !== 'POST' || !req.url?.endsWith('/audio/transcriptions')) {
          return answer(res, 404, { error: { message: 'Not found' } });
        }
        const form = await new Request('http://stand-in/', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body,
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
    controlUrl: `http://127.0.0.1:${port}${CONTROL_PATH}`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
