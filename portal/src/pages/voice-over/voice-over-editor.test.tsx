// @vitest-environment jsdom
/**
 * The voice-over editor against a tiny real HTTP server (no mocked modules): the api client
 * makes its real requests and the server counts them. Not configured: the reason is shown,
 * generate is disabled and no generation request is ever sent. Configured: generate all sends
 * only the blocks that need audio, and polling brings them to completed.
 */
import { createApi, type Api } from '@stepwise/api';
import type { TextToSpeechAudio, TtsBlock, TtsVoicesAnswer } from '@stepwise/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VoiceOverEditor } from './voice-over-editor';

interface Seen {
  method: string;
  path: string;
  body: unknown;
}
let server: Server;
let api: Api;
let seen: Seen[] = [];
let histories: unknown[] = [];
let audios: Record<string, TextToSpeechAudio> = {};

const audio = (over: Partial<TextToSpeechAudio>): TextToSpeechAudio => ({
  id: 'a1',
  voice: 'espeak-ng:en',
  rate: 1,
  text: 'Open the valve',
  duration: 1.5,
  status: 'COMPLETED',
  speechURL: null,
  error: null,
  ...over,
});
const ok = (data: unknown) => JSON.stringify({ ok: true, code: 0, errorMessage: null, data });

function answer(method: string, path: string, url: URL, body: unknown): unknown {
  if (path === '/v1/workflows/w1/text-2-speech-histories') return { items: histories };
  if (path === '/v1/workflows/w1/dubbing') return { items: [] };
  if (method === 'GET' && path === '/v1/text-2-speech') {
    const ids = (url.searchParams.get('ids') ?? '').split(',');
    // Each poll finds the audio made.
    for (const id of ids) {
      const a = audios[id];
      if (a) audios[id] = { ...a, status: 'COMPLETED', duration: 1.2 };
    }
    return { items: ids.flatMap((id) => (audios[id] ? [audios[id]] : [])) };
  }
  if (method === 'POST' && path === '/v1/workflows/w1/text-2-speech') {
    const items = (body as { items: { text: string; voice: string; rate: number }[] }).items.map(
      (item, i) => {
        const made = audio({ ...item, id: `new${i}`, status: 'PENDING', duration: null });
        audios[made.id] = made;
        return made;
      },
    );
    return { items, queued: items.length, reused: 0 };
  }
  if (method === 'POST' && path === '/v1/text-2-speech-histories') {
    return {
      item: { id: 'h1', createdBy: null, createdAt: new Date().toISOString(), ...(body as object) },
    };
  }
  return null;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://test');
      const body: unknown = raw ? JSON.parse(raw) : null;
      seen.push({ method: req.method ?? '', path: url.pathname, body });
      const data = answer(req.method ?? '', url.pathname, url, body);
      res.writeHead(data === null ? 404 : 200, { 'content-type': 'application/json' });
      res.end(
        data === null
          ? JSON.stringify({ ok: false, code: 404, errorMessage: 'no', data: null })
          : ok(data),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = createApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  seen = [];
  histories = [];
  audios = {};
});

const workflow = {
  id: 'w1',
  title: 'Valve',
  languageCode: 'en',
  videoURL: null,
  videoDuration: 30,
};
const notConfigured: TtsVoicesAnswer = {
  configured: false,
  provider: null,
  reason: 'Install espeak-ng or set STEPWISE_TTS_URL.',
  voices: [],
};
const configured: TtsVoicesAnswer = {
  configured: true,
  provider: 'espeak-ng',
  reason: null,
  voices: [{ id: 'espeak-ng:en', name: 'English', languageCode: 'en', gender: null }],
};

function open(voices: TtsVoicesAnswer) {
  const router = createMemoryRouter(
    [
      {
        path: '/editor/w1/voice-over',
        element: (
          <VoiceOverEditor api={api} workflow={workflow} voices={voices} backTo="/editor/w1" />
        ),
      },
    ],
    { initialEntries: ['/editor/w1/voice-over'] },
  );
  return render(<RouterProvider router={router} />);
}
const generationRequests = () =>
  seen.filter((s) => s.method === 'POST' && s.path.endsWith('/text-2-speech')).length;

describe('the voice-over editor, text to speech not configured', () => {
  it('says why, disables generate, sends no generation request; save and recording still work', async () => {
    open(notConfigured);
    const notice = screen.getByTestId('voice-over-not-configured');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('Install espeak-ng or set STEPWISE_TTS_URL.');
    await screen.findByTestId('vo-empty');

    fireEvent.click(screen.getByTestId('vo-add'));
    const block = screen.getByTestId('vo-block');
    fireEvent.change(within(block).getByTestId('vo-block-text'), {
      target: { value: 'Open the valve' },
    });
    const generateAll = screen.getByTestId('vo-generate-all') as HTMLButtonElement;
    const generateOne = within(block).getByTestId('vo-block-generate') as HTMLButtonElement;
    expect(generateAll.disabled).toBe(true);
    expect(generateOne.disabled).toBe(true);
    fireEvent.click(generateAll);
    fireEvent.click(generateOne);
    expect(block.dataset.status).toBe('todo');
    expect((screen.getByTestId('vo-record-start') as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByTestId('vo-save'));
    await waitFor(() =>
      expect(seen.some((s) => s.path === '/v1/text-2-speech-histories')).toBe(true),
    );
    expect(generationRequests()).toBe(0);
  });
});

describe('the voice-over editor, configured', () => {
  it('generates only the blocks that need audio and polls them to completed', async () => {
    const saved: TtsBlock[] = [
      {
        key: 'done',
        text2SpeechId: 'a1',
        text: 'Open the valve',
        time: 1.5,
        speed: 1,
        startTime: 0,
        endTime: 5,
        voice: 'espeak-ng:en',
        source: 'tts',
      },
      {
        key: 'todo',
        text2SpeechId: null,
        text: 'Close the lid',
        time: 0.5,
        speed: 1,
        startTime: 6,
        endTime: 11,
        voice: 'espeak-ng:en',
        source: 'tts',
      },
    ];
    histories = [
      {
        id: 'h0',
        workflowId: 'w1',
        languageCode: 'en',
        voice: 'espeak-ng:en',
        globalSpeed: 1,
        blocks: saved,
        createdBy: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    audios = { a1: audio({}) };
    open(configured);
    await waitFor(() => expect(screen.getAllByTestId('vo-block')).toHaveLength(2));
    const status = () => screen.getAllByTestId('vo-block').map((b) => b.dataset.status);
    expect(status()).toEqual(['completed', 'todo']);

    fireEvent.click(screen.getByTestId('vo-generate-all'));
    await waitFor(() => expect(generationRequests()).toBe(1));
    const sent = seen.find((s) => s.method === 'POST' && s.path.endsWith('/text-2-speech'))
      ?.body as {
      items: { text: string }[];
    };
    expect(sent.items.map((i) => i.text)).toEqual(['Close the lid']);
    await waitFor(() => expect(status()).toEqual(['completed', 'completed']), { timeout: 4000 });
    expect(generationRequests()).toBe(1);
  });
});
