/** A local stand-in for an OpenAI-compatible `/audio/transcriptions` endpoint. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string[]>;
  fileName: string | undefined;
  fileSize: number;
}

export type Reply = (req: ReceivedRequest, res: ServerResponse) => void;

export async function standIn(
  reply: Reply,
): Promise<{ baseUrl: string; received: ReceivedRequest[] }> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        // undici parses multipart for us: the same parser a real server's framework would use.
        const form = await new Request('http://stand-in' + (req.url ?? '/'), {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        }).formData();
        const fields: Record<string, string[]> = {};
        let fileName: string | undefined;
        let fileSize = 0;
        for (const [key, value] of form.entries()) {
          if (typeof value === 'string') (fields[key] ??= []).push(value);
          else {
            fileName = value.name;
            fileSize = value.size;
          }
        }
        const r: ReceivedRequest = {
          path: req.url ?? '',
          authorization: req.headers.authorization,
          fields,
          fileName,
          fileSize,
        };
        received.push(r);
        reply(r, res);
      })();
    });
  });
  return { baseUrl: await listenForTests(server), received };
}

/**
 * Listens on a free loopback port until the test file ends (then closes, connections and all);
 * answers the base URL an OpenAI-compatible client is given (`http://127.0.0.1:{port}/v1`).
 */
export async function listenForTests(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/v1`;
}

/** What OpenAI answers for a 3-sentence recording; segment 2 holds two sentences. */
export const THREE_SENTENCES = {
  task: 'transcribe',
  language: 'english',
  duration: 9.5,
  text: 'Open the valve slowly. Wait for the gauge to settle. Then close the cover.',
  segments: [
    {
      id: 0,
      seek: 0,
      start: 0.0,
      end: 2.4,
      text: ' Open the valve slowly.',
      tokens: [1],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.1,
      no_speech_prob: 0.01,
    },
    {
      id: 1,
      seek: 0,
      start: 3.0,
      end: 9.2,
      text: ' Wait for the gauge to settle. Then close the cover.',
      tokens: [2],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.1,
      no_speech_prob: 0.01,
    },
  ],
  words: [
    { word: 'Open', start: 0.0, end: 0.4 },
    { word: 'the', start: 0.4, end: 0.6 },
    { word: 'valve', start: 0.6, end: 1.1 },
    { word: 'slowly', start: 1.1, end: 2.2 },
    { word: 'Wait', start: 3.0, end: 3.3 },
    { word: 'for', start: 3.3, end: 3.5 },
    { word: 'the', start: 3.5, end: 3.6 },
    { word: 'gauge', start: 3.6, end: 4.1 },
    { word: 'to', start: 4.1, end: 4.2 },
    { word: 'settle', start: 4.2, end: 5.0 },
    { word: 'Then', start: 6.0, end: 6.3 },
    { word: 'close', start: 6.3, end: 6.8 },
    { word: 'the', start: 6.8, end: 7.0 },
    { word: 'cover', start: 7.0, end: 9.0 },
  ],
};
