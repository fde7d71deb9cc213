import { RPC } from '@mixer/postmessage-rpc';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filteredReceiver } from './channel.js';
import { BridgeError } from './errors.js';
import { connect, type HostClient } from './host.js';
import { PROTOCOL_VERSION, SERVICE_ID, WIRE, type PlayerState } from './schema.js';
import { framePair, FakeWindow, tick } from './test-windows.js';
import { expose, type PlayerApi, type WidgetBridge } from './widget.js';

const HOST = 'https://intranet.example.com';
const WIDGET = 'https://stepwise.example.com';

const state: PlayerState = {
  workflowId: 'wf-1',
  stepId: 's-2',
  stepIndex: 1,
  time: 42,
  stepTime: 12,
  duration: 300,
  paused: false,
  ended: false,
  language: 'en',
  theme: 'light',
};

const readyDetail = {
  workflowId: 'wf-1',
  title: 'Changing a filter',
  steps: [
    { id: 's-1', title: 'Open', startTime: 0, endTime: 30 },
    { id: 's-2', title: 'Swap', startTime: 30, endTime: 60 },
  ],
  hls: 'native' as const,
};

function fakeApi(overrides: Partial<PlayerApi> = {}) {
  return {
    play: vi.fn(),
    pause: vi.fn(),
    seek: vi.fn(),
    goToStep: vi.fn(),
    setLanguage: vi.fn(),
    setTheme: vi.fn(),
    getState: vi.fn(() => state),
    ...overrides,
  } satisfies PlayerApi;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setup(
  options: { hostOrigin?: string; allowed?: string[]; api?: PlayerApi; widgetFirst?: boolean } = {},
) {
  const pair = framePair(options.hostOrigin ?? HOST, WIDGET);
  const api = options.api ?? fakeApi();
  const start = {
    widget: () =>
      expose(api, {
        allowedOrigins: options.allowed ?? [HOST],
        target: pair.parent,
        window: pair.frame,
        parentOrigin: null,
      }),
    host: () => connect(pair.iframe, { origin: WIDGET, window: pair.host, timeoutMs: 500 }),
  };
  let widget: WidgetBridge;
  let client: HostClient;
  if (options.widgetFirst) {
    widget = start.widget();
    client = start.host();
  } else {
    client = start.host();
    widget = start.widget();
  }
  cleanups.push(() => {
    client.destroy();
    widget.destroy();
  });
  return { ...pair, api, widget, client, start };
}

describe('round trips', () => {
  it.each([false, true])(
    'calls every method and reads the state (widget first: %s)',
    async (widgetFirst) => {
      const { api, client } = setup({ widgetFirst });
      await client.play();
      await client.pause();
      await client.seek(12.5);
      await client.goToStep('s-2');
      await client.setLanguage('pt-BR');
      await client.setTheme('dark');
      expect(await client.getState()).toEqual(state);
      expect(api.play).toHaveBeenCalledOnce();
      expect(api.pause).toHaveBeenCalledOnce();
      expect(api.seek).toHaveBeenCalledWith(12.5);
      expect(api.goToStep).toHaveBeenCalledWith('s-2');
      expect(api.setLanguage).toHaveBeenCalledWith('pt-BR');
      expect(api.setTheme).toHaveBeenCalledWith('dark');
      expect(client.connected).toBe(true);
    },
  );

  it('delivers the player events to the host, in order', async () => {
    const { client, widget } = setup();
    const seen: string[] = [];
    client.on('ready', (d) => seen.push(`ready:${d.workflowId}`));
    client.on('stepchange', (d) => seen.push(`step:${d.stepId}:${d.cause}`));
    client.on('ended', (d) => seen.push(`ended:${d.workflowId}`));
    const off = client.on('error', (d) => seen.push(`error:${d.code}`));
    // Emitted before the handshake: held and delivered after it.
    widget.emit('ready', readyDetail);
    await client.whenConnected();
    widget.emit('stepchange', { stepId: 's-2', index: 1, cause: 'host' });
    widget.emit('ended', { workflowId: 'wf-1' });
    widget.emit('error', { code: 'network', message: 'offline' });
    await tick(20);
    off();
    widget.emit('error', { code: 'network', message: 'again' });
    await tick(20);
    expect(seen).toEqual(['ready:wf-1', 'step:s-2:host', 'ended:wf-1', 'error:network']);
  });

  it('throttles timeupdate to one per 250 ms, keeping the latest', async () => {
    const { client, widget } = setup();
    await client.whenConnected();
    const times: number[] = [];
    client.on('timeupdate', (d) => times.push(d.time));
    for (let i = 1; i <= 10; i++)
      widget.emit('timeupdate', { time: i, stepId: 's-1', stepTime: i, duration: 60 });
    await tick(320);
    expect(times).toEqual([1, 10]);
  });

  it('checks arguments and answers on both ends', async () => {
    const api = fakeApi({
      goToStep: () => {
        throw new Error('no such step');
      },
      getState: () => ({ ...state, time: -1 }),
    });
    const { client, widget } = setup({ api });
    await expect(client.seek(-1)).rejects.toMatchObject({ code: 'invalid-message' });
    await expect(client.setTheme('neon' as never)).rejects.toMatchObject({
      code: 'invalid-message',
    });
    await expect(client.goToStep('s-9')).rejects.toMatchObject({
      code: 'remote',
      message: expect.stringContaining('no such step'),
    });
    await expect(client.getState()).rejects.toBeInstanceOf(BridgeError);
    expect(api.seek).not.toHaveBeenCalled();
    // An invalid event detail never leaves the widget.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stepchange = vi.fn();
    client.on('stepchange', stepchange);
    widget.emit('stepchange', { stepId: '', index: -1, cause: 'magic' } as never);
    await tick(20);
    expect(stepchange).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('the widget checks arguments itself and answers with an outcome, never a stack', async () => {
    // A host that skips the SDK's checks: a raw RPC on the channel.
    const { host, iframe, frame, parent } = framePair(HOST, WIDGET);
    const api = fakeApi();
    const widget = expose(api, {
      allowedOrigins: [HOST],
      target: parent,
      window: frame,
      parentOrigin: null,
    });
    cleanups.push(widget.destroy);
    const raw = new RPC({
      target: { postMessage: (data: string) => iframe.contentWindow.postMessage(data, WIDGET) },
      serviceId: SERVICE_ID,
      origin: WIDGET,
      receiver: filteredReceiver(host, {
        source: () => iframe.contentWindow,
        originAllowed: () => true,
      }),
    });
    cleanups.push(() => raw.destroy());
    await raw.isReady;
    expect(await raw.call('seek', { time: -1 })).toEqual({
      ok: false,
      code: 'invalid-message',
      message: 'Invalid arguments to seek',
    });
    expect(await raw.call('goToStep', { stepId: 's-1', extra: '<script>' })).toEqual({
      ok: true,
      value: null,
    });
    expect(api.seek).not.toHaveBeenCalled();
    expect(api.goToStep).toHaveBeenCalledWith('s-1');
  });

  it('never posts to "*"', async () => {
    const { client, widget, log } = setup({ allowed: [HOST, 'https://other.example.com'] });
    widget.emit('ready', readyDetail);
    await client.getState();
    expect(log.length).toBeGreaterThan(4);
    expect(log.filter((p) => p.targetOrigin === '*')).toEqual([]);
    // Once the host answered, the widget posts to the host's origin only.
    const last = log.filter((p) => p.from === WIDGET).slice(-2);
    expect(last.every((p) => p.targetOrigin === HOST)).toBe(true);
  });
});

describe('origins', () => {
  it('a host outside the allow-list gets nothing', async () => {
    const { api, client, log } = setup({ hostOrigin: 'https://evil.example.com' });
    await expect(client.play()).rejects.toMatchObject({ code: 'timeout' });
    expect(api.play).not.toHaveBeenCalled();
    // The widget announced itself only to the allowed origin, which the browser did not deliver.
    expect(log.filter((p) => p.from === WIDGET).every((p) => p.targetOrigin === HOST)).toBe(true);
  });

  it('the widget posts only to the parent origin the browser reports, if allowed', () => {
    const pair = framePair(HOST, WIDGET);
    const widget = expose(fakeApi(), {
      allowedOrigins: [HOST, 'https://b.example.com'],
      target: pair.parent,
      window: pair.frame,
      parentOrigin: 'https://b.example.com',
    });
    const refused = expose(fakeApi(), {
      allowedOrigins: [HOST],
      target: pair.parent,
      window: pair.frame,
      parentOrigin: 'https://evil.example.com',
    });
    cleanups.push(widget.destroy, refused.destroy);
    expect(pair.log.map((p) => p.targetOrigin)).toEqual(['https://b.example.com']);
  });

  it('ignores forged packets from other windows and origins', async () => {
    const { api, client, frame, host } = setup();
    await client.whenConnected();
    const packet = (method: string, params: object) =>
      JSON.stringify({ type: 'method', serviceID: SERVICE_ID, id: 99, method, params, counter: 1 });
    // Another frame of the host page, same origin as the host, is not window.parent.
    const sibling = new FakeWindow(HOST);
    frame.proxyFor(sibling).postMessage(packet('play', {}), WIDGET);
    // Another origin posting to the host as if it were the widget.
    const evil = new FakeWindow('https://evil.example.com');
    host
      .proxyFor(evil)
      .postMessage(packet(WIRE.event, { name: 'ended', detail: { workflowId: 'x' } }), '*');
    const ended = vi.fn();
    client.on('ended', ended);
    await tick(20);
    expect(api.play).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });

  it('refuses a widget origin that is not exact', () => {
    const pair = framePair(HOST, WIDGET);
    expect(() => connect(pair.iframe, { origin: '*', window: pair.host })).toThrow(TypeError);
    expect(() => connect(pair.iframe, { origin: `${WIDGET}/path`, window: pair.host })).toThrow();
  });
});

describe('foreign, malformed and flood messages', () => {
  const junk: unknown[] = [
    { type: 'webpackOk' },
    { source: 'react-devtools-bridge', payload: {} },
    'not json',
    '{"type":"method"',
    JSON.stringify({
      type: 'method',
      serviceID: 'someone-else',
      id: 0,
      method: 'play',
      counter: 0,
    }),
    JSON.stringify({ type: 'method', serviceID: SERVICE_ID, id: 'x', method: 'play', counter: 0 }),
    JSON.stringify({ type: 'reply', serviceID: SERVICE_ID, id: 0, counter: -1 }),
    JSON.stringify({
      type: 'method',
      serviceID: SERVICE_ID,
      id: 1,
      method: WIRE.event,
      params: { name: 'ended', detail: { nope: 1 } },
      counter: 0,
    }),
    JSON.stringify({
      type: 'method',
      serviceID: SERVICE_ID,
      id: 1,
      method: WIRE.event,
      params: { name: 'hack', detail: {} },
      counter: 0,
    }),
    'x'.repeat(600_000),
    null,
    42,
  ];

  it('leave the channel working on both sides', async () => {
    const { api, client, widget, frame, host, parent, iframe } = setup();
    await client.whenConnected();
    const listener = vi.fn();
    client.on('ended', listener);
    client.on('stepchange', listener);
    const other = new FakeWindow('https://ads.example.net');
    for (let i = 0; i < 2_000; i++) {
      for (const data of junk.slice(0, 3)) {
        host.proxyFor(other).postMessage(data as string, '*');
        frame.proxyFor(other).postMessage(data as string, '*');
      }
    }
    for (const data of junk) {
      // From the right windows and origins too: still dropped.
      (iframe.contentWindow.postMessage as (d: unknown, o: string) => void)(data, WIDGET);
      (parent.postMessage as (d: unknown, o: string) => void)(data, HOST);
    }
    await tick(50);
    expect(listener).not.toHaveBeenCalled();
    expect(api.play).not.toHaveBeenCalled();
    expect(await client.getState()).toEqual(state);
    widget.emit('ended', { workflowId: 'wf-1' });
    await tick(20);
    expect(listener).toHaveBeenCalledWith({ workflowId: 'wf-1' });
  });
});

describe('navigation', () => {
  it('rejects calls in flight, then reconnects to the new document', async () => {
    const never = new Promise<PlayerState>(() => {});
    const { client, frame, parent, api } = setup({ api: fakeApi({ getState: () => never }) });
    await client.whenConnected();
    const inFlight = client.getState();
    await tick(10);
    frame.navigate();
    await expect(inFlight).rejects.toMatchObject({ code: 'navigated' });
    expect(client.connected).toBe(false);
    // A call made between the documents waits for the new one.
    const waiting = client.getState();
    const nextApi = fakeApi({ getState: () => ({ ...state, workflowId: 'wf-2' }) });
    const ready = vi.fn();
    client.on('ready', ready);
    const next = expose(nextApi, {
      allowedOrigins: [HOST],
      target: parent,
      window: frame,
      parentOrigin: null,
    });
    cleanups.push(next.destroy);
    next.emit('ready', { ...readyDetail, workflowId: 'wf-2' });
    expect((await waiting).workflowId).toBe('wf-2');
    await client.play();
    expect(nextApi.play).toHaveBeenCalledOnce();
    expect(api.play).not.toHaveBeenCalled();
    expect(ready).toHaveBeenCalledWith(expect.objectContaining({ workflowId: 'wf-2' }));
  });

  it('notices a new document even without pagehide (a crash)', async () => {
    const never = new Promise<PlayerState>(() => {});
    const { client, frame, parent } = setup({ api: fakeApi({ getState: () => never }) });
    await client.whenConnected();
    const inFlight = client.getState();
    await tick(10);
    frame.navigate({ pagehide: false });
    const next = expose(fakeApi(), {
      allowedOrigins: [HOST],
      target: parent,
      window: frame,
      parentOrigin: null,
    });
    cleanups.push(next.destroy);
    await expect(inFlight).rejects.toMatchObject({ code: 'navigated' });
    expect(await client.getState()).toEqual(state);
  });

  it('rejects everything on destroy', async () => {
    const never = new Promise<PlayerState>(() => {});
    const { client } = setup({ api: fakeApi({ getState: () => never }) });
    const call = client.getState();
    client.destroy();
    await expect(call).rejects.toMatchObject({ code: 'destroyed' });
    await expect(client.play()).rejects.toMatchObject({ code: 'destroyed' });
  });
});

describe('protocol version', () => {
  it('reports a widget that speaks another version', async () => {
    const pair = framePair(HOST, WIDGET);
    const client = connect(pair.iframe, { origin: WIDGET, window: pair.host, timeoutMs: 300 });
    const errors = vi.fn();
    client.on('error', errors);
    const call = expect(client.play()).rejects.toMatchObject({ code: 'protocol' });
    const future = new RPC({
      target: { postMessage: (data: string) => pair.parent.postMessage(data, HOST) },
      serviceId: SERVICE_ID,
      origin: HOST,
      receiver: filteredReceiver(pair.frame, {
        source: () => pair.parent,
        originAllowed: () => true,
      }),
    });
    await future.isReady;
    await future.call(WIRE.hello, { protocol: PROTOCOL_VERSION + 1, instance: 'future' });
    await call;
    await expect(client.getState()).rejects.toMatchObject({ code: 'protocol' });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ code: 'protocol' }));
    expect(client.connected).toBe(false);
    future.destroy();
    client.destroy();
  });
});

describe('outside a frame', () => {
  it('is inert when the widget is the top window', () => {
    const self = new FakeWindow(WIDGET);
    const bridge = expose(fakeApi(), {
      allowedOrigins: [HOST],
      target: self as never,
      window: self,
    });
    expect(() => bridge.emit('ended', { workflowId: 'wf' })).not.toThrow();
    bridge.destroy();
  });
});
