import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from './host.js';
import { requestSession } from './session-handoff.js';
import { FakeWindow, framePair } from './test-windows.js';

const HOST = 'https://intranet.example.com';
const WIDGET = 'https://stepwise.example.com';

afterEach(() => {
  vi.useRealTimers();
});

describe('the session hand-off', () => {
  it('the host SDK answers the widget’s request with a token from its source', async () => {
    const pair = framePair(HOST, WIDGET);
    const token = vi.fn(async () => 'access-1');
    const client = connect(pair.iframe, { origin: WIDGET, window: pair.host, token });
    const got = await requestSession({ hostOrigin: HOST, target: pair.parent, window: pair.frame });
    expect(got).toBe('access-1');
    expect(token).toHaveBeenCalledTimes(1);
    // The request went only to the host's origin, the token only to the widget's.
    const handoff = pair.log.filter((p) => String(p.data).includes('session'));
    expect(new Set(handoff.map((p) => `${p.to} ${p.targetOrigin}`))).toEqual(
      new Set([`${HOST} ${HOST}`, `${WIDGET} ${WIDGET}`]),
    );
    expect(pair.log.some((p) => p.targetOrigin === '*')).toBe(false);
    // Asked again (the token expired): a fresh one.
    token.mockResolvedValueOnce('access-2');
    expect(
      await requestSession({ hostOrigin: HOST, target: pair.parent, window: pair.frame }),
    ).toBe('access-2');
    client.destroy();
  });

  it('asks again until the host page’s SDK is there to answer', async () => {
    vi.useFakeTimers();
    const pair = framePair(HOST, WIDGET);
    const asked = requestSession({ hostOrigin: HOST, target: pair.parent, window: pair.frame });
    await vi.advanceTimersByTimeAsync(1_200);
    // The host page's SDK arrives late: the next request gets its answer.
    const client = connect(pair.iframe, { origin: WIDGET, window: pair.host, token: () => 'late' });
    await vi.advanceTimersByTimeAsync(600);
    expect(await asked).toBe('late');
    client.destroy();
  });

  it('a host without a token source does not answer: the widget gives up after its timeout', async () => {
    vi.useFakeTimers();
    const pair = framePair(HOST, WIDGET);
    const client = connect(pair.iframe, { origin: WIDGET, window: pair.host });
    const asked = requestSession({
      hostOrigin: HOST,
      target: pair.parent,
      window: pair.frame,
      timeoutMs: 1_000,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await asked).toBeNull();
    client.destroy();
  });

  it('the host SDK gives no token to a frame of another origin than the one it connected to', async () => {
    const pair = framePair(HOST, 'https://evil.example.net');
    const token = vi.fn(() => 'access-1');
    const client = connect(pair.iframe, { origin: WIDGET, window: pair.host, token });
    const got = await requestSession({
      hostOrigin: HOST,
      target: pair.parent,
      window: pair.frame,
      timeoutMs: 50,
    });
    expect(got).toBeNull();
    expect(token).not.toHaveBeenCalled();
    client.destroy();
  });

  it('the widget takes an answer only from its parent and the origin it asked', async () => {
    const pair = framePair(HOST, WIDGET);
    const stranger = new FakeWindow('https://evil.example.net', pair.log);
    const asked = requestSession({
      hostOrigin: HOST,
      target: pair.parent,
      window: pair.frame,
      timeoutMs: 50,
    });
    const forged = JSON.stringify({
      serviceID: 'stepwise-bridge',
      type: 'session',
      protocol: 1,
      accessToken: 'forged',
    });
    // Another window (another origin) posting to the widget, and malformed answers from the host.
    pair.frame.proxyFor(stranger).postMessage(forged, '*');
    pair.iframe.contentWindow.postMessage('{"type":"session"}', WIDGET);
    pair.iframe.contentWindow.postMessage('not json', WIDGET);
    expect(await asked).toBeNull();
  });

  it('no request is made outside a frame', async () => {
    const alone = new FakeWindow(WIDGET);
    const self = alone as unknown as Parameters<typeof requestSession>[0]['target'];
    expect(await requestSession({ hostOrigin: HOST, target: self, window: alone })).toBeNull();
    expect(alone.log).toEqual([]);
  });

  it('destroying the client stops its answers', async () => {
    const pair = framePair(HOST, WIDGET);
    const token = vi.fn(() => 'access-1');
    connect(pair.iframe, { origin: WIDGET, window: pair.host, token }).destroy();
    expect(
      await requestSession({
        hostOrigin: HOST,
        target: pair.parent,
        window: pair.frame,
        timeoutMs: 50,
      }),
    ).toBeNull();
    expect(token).not.toHaveBeenCalled();
  });
});
