/**
 * A local stand-in for an OpenAI-compatible `POST /chat/completions` endpoint (issue 7): a real
 * HTTP server speaking the protocol, whole answers and server-sent-event streams. It answers from
 * what it is sent: the numbered passages of the system prompt (`[n] …` lines) are what it
 * repeats, so an answer is grounded the way a real model's should be.
 *
 * Modes: `answer` (repeats the first passage, cites nothing), `cite` (repeats the first passages
 * and cites them as `[n]`), `http-500`, `drop` (streams a few pieces, then drops the connection
 * without `[DONE]`). No vitest imports: Playwright tests start it too.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LlmStandInMode = 'answer' | 'cite' | 'http-500' | 'drop';

export interface LlmStandInRequest {
  path: string;
  /** Set when the client closed a stream before its end (an abort). */
  closedByClient?: boolean;
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
  };
}

export interface LlmStandIn {
  /** The base URL to set as AI_BASE_URL, ending in `/v1`. */
  url: string;
  setMode(mode: LlmStandInMode): void;
  /** Every request received, oldest first. */
  received: LlmStandInRequest[];
  close(): Promise<void>;
}

/** The numbered passages of a grounded prompt: lines starting `[n]`. */
function passagesOf(messages: { role: string; content: string }[]): { n: number; text: string }[] {
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const found: { n: number; text: string }[] = [];
  for (const line of system.split('\n')) {
    const m = /^\[(\d+)\]\s*(.*)$/u.exec(line.trim());
    if (m) found.push({ n: Number(m[1]), text: m[2] ?? '' });
  }
  return found;
}

/** The answer the stand-in gives for a request, split into the pieces it streams. */
function answerPieces(mode: LlmStandInMode, req: LlmStandInRequest): string[] {
  const passages = passagesOf(req.body.messages ?? []);
  if (passages.length === 0) return ['I', ' cannot', ' answer', ' that', '.'];
  const chosen = mode === 'cite' ? passages.slice(0, 2) : passages.slice(0, 1);
  const pieces: string[] = [];
  for (const p of chosen) {
    for (const word of p.text.split(/(?<=\s)/u)) pieces.push(word);
    if (mode === 'cite') pieces.push(` [${p.n}]`);
    pieces.push('\n\n');
  }
  return pieces;
}

const chunk = (content: string | null, finish: string | null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-stand-in',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'stand-in',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

function reply(mode: LlmStandInMode, req: LlmStandInRequest, res: ServerResponse): void {
  if (req.path !== '/v1/chat/completions') {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: `no route ${req.path}` } }));
    return;
  }
  if (mode === 'http-500') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ error: { message: 'The stand-in fails on purpose', type: 'server_error' } }),
    );
    return;
  }
  const pieces = answerPieces(mode, req);
  if (!req.body.stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-stand-in',
        object: 'chat.completion',
        model: 'stand-in',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: pieces.join('') },
            finish_reason: 'stop',
          },
        ],
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  // Pieces go out a little apart, so that a client sees a stream and not one block.
  const send =
    mode === 'drop' ? pieces.slice(0, Math.max(1, Math.floor(pieces.length / 2))) : pieces;
  let i = 0;
  const timer = setInterval(() => {
    if (res.destroyed) {
      clearInterval(timer);
      return;
    }
    if (i < send.length) {
      res.write(chunk(send[i] ?? '', null));
      i += 1;
      return;
    }
    clearInterval(timer);
    if (mode === 'drop') {
      // Mid-stream: no finish_reason, no [DONE]; the socket just goes.
      res.socket?.destroy();
      return;
    }
    res.write(chunk(null, 'stop'));
    res.end('data: [DONE]\n\n');
  }, 5);
  res.on('close', () => {
    clearInterval(timer);
    if (!res.writableEnded && mode !== 'drop') req.closedByClient = true;
  });
}

/** Starts the stand-in on 127.0.0.1 (`port` 0 or omitted: any free port). */
export async function startLlmStandIn(
  options: { port?: number; mode?: LlmStandInMode } = {},
): Promise<LlmStandIn> {
  let mode: LlmStandInMode = options.mode ?? 'answer';
  const received: LlmStandInRequest[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: LlmStandInRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LlmStandInRequest['body'];
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'body is not JSON' } }));
        return;
      }
      const r: LlmStandInRequest = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      };
      received.push(r);
      reply(mode, r, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    setMode: (m) => {
      mode = m;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
