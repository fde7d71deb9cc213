/**
 * <stepwise-assistant> end to end in jsdom, its server a fetch stand-in speaking the chat
 * protocol: the token travels as the bearer token, a reference raises a cancelable
 * stepwise-reference, and, when the host lets it, seeks the page's player of that workflow.
 */
import type { ChatReference } from '@stepwise/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ASSISTANT_TAG,
  defineStepwiseAssistant,
  type StepwiseAssistantElement,
} from './element.js';

const reference: ChatReference = {
  type: 'workflow',
  id: 'wf1',
  workflowTitle: 'Replace the air filter',
  stepId: 's2',
  stepTitle: 'Open the housing',
  stepOrder: 2,
  startTime: 64,
  endTime: 82,
  quote: 'Release the four clips.',
  languageCode: 'en',
};

const wrap = (data: unknown) =>
  new Response(JSON.stringify({ ok: true, code: 0, errorMessage: null, data }), {
    headers: { 'content-type': 'application/json' },
  });

function server(status = 200) {
  const auth: (string | null)[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    auth.push(request.headers.get('authorization'));
    const path = new URL(request.url).pathname;
    if (status !== 200) {
      return new Response(
        JSON.stringify({ ok: false, code: status, errorMessage: 'no', data: null }),
        { status, headers: { 'content-type': 'application/json' } },
      );
    }
    if (path === '/v2/chats' && request.method === 'GET') return wrap([]);
    if (path === '/v2/chats/preset-questions') return wrap({ items: ['How do I open it?'] });
    if (path === '/chat/references') return wrap({ results: [] });
    if (path === '/v2/chats' && request.method === 'POST') {
      const lines = [
        { chatId: 'c1', questionId: 'q1', mode: 'offline', content: 'Release the clips.' },
        { messageId: 'a1', references: [reference], done: true },
      ].map((item) => `data: ${JSON.stringify(item)}\n\n`);
      return new Response(lines.join(''), { headers: { 'content-type': 'text/event-stream' } });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, auth };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

async function mount(attrs: Record<string, string>, token?: string) {
  defineStepwiseAssistant();
  const element = document.createElement(ASSISTANT_TAG) as StepwiseAssistantElement;
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  if (token) element.token = token;
  document.body.append(element);
  await element.updateComplete;
  return element;
}

const inShadow = (element: Element, selector: string) =>
  vi.waitFor(() => {
    const found = element.shadowRoot?.querySelector<HTMLElement>(selector);
    if (!found)
      throw new Error(
        `no ${selector}: ${element.shadowRoot?.innerHTML.replace(/<style[^]*?<\/style>/g, '').slice(0, 1500)}`,
      );
    return found;
  }, 10_000);

describe('<stepwise-assistant> inline', () => {
  it(
    'asks with the host token, shows the answer, and a reference seeks the page player',
    { timeout: 20_000 },
    async () => {
      const { auth } = server();
      const player = Object.assign(document.createElement('stepwise-player'), { seek: vi.fn() });
      player.setAttribute('workflow-id', 'wf1');
      document.body.append(player);
      const element = await mount(
        { server: 'https://stepwise.example.com', mode: 'inline' },
        'host-token',
      );
      const ready = vi.fn();
      element.addEventListener('stepwise-ready', ready);
      const chip = await inShadow(element, '[part="chip"]');
      chip.click();
      const card = await inShadow(element, '[part="reference"]');
      expect(auth.every((value) => value === 'Bearer host-token')).toBe(true);
      const seen: unknown[] = [];
      element.addEventListener('stepwise-reference', (event) => {
        seen.push((event as CustomEvent).detail);
      });
      card.click();
      expect(seen).toEqual([expect.objectContaining({ id: 'wf1', stepId: 's2', startTime: 64 })]);
      expect(player.seek).toHaveBeenCalledWith(64);
      // A host that prevents the event decides itself: no seek.
      element.addEventListener('stepwise-reference', (event) => event.preventDefault());
      card.click();
      expect(player.seek).toHaveBeenCalledTimes(1);
    },
  );

  it('a 401 raises stepwise-auth-required once for the token', async () => {
    server(401);
    const element = await mount({ server: 'https://stepwise.example.com', mode: 'inline' });
    const asked = vi.fn();
    element.addEventListener('stepwise-auth-required', asked);
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
