// navigator.sendBeacon for tracking (issue 16): the credential in the body, never a header.
import { describe, expect, it } from 'vitest';
import { newTrackingRecord } from '@stepwise/core';
import { createApi, memoryTokenStore } from './client.js';
import { beaconTracking, type BeaconNavigator } from './tracking.js';

const record = newTrackingRecord({
  id: 'r1',
  workflowId: 'wf1',
  isPublic: false,
  stepsArray: ['s1'],
  at: 1_700_000_000_000,
  location: null,
  deviceInfo: {},
});

function recorder(accept = true) {
  const sent: { url: string; body: any }[] = [];
  const nav: BeaconNavigator = {
    sendBeacon: (url, data) => {
      sent.push({ url, body: JSON.parse(data) });
      return accept;
    },
  };
  return { nav, sent };
}

const session = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 900,
  tokenType: 'Bearer',
  userId: 'u',
  organizationId: 'o',
  email: 'e@x.co',
  role: 'viewer',
} as const;

describe('beaconTracking', () => {
  it('sends the signed-in record with the access token in the body, never the refresh token', () => {
    const api = createApi({ baseUrl: 'http://s.test/', tokens: memoryTokenStore(session) });
    const { nav, sent } = recorder();
    expect(beaconTracking(api, record, { navigator: nav })).toBe(true);
    expect(sent).toEqual([
      { url: 'http://s.test/v1/tracking/beacon', body: { token: 'access-1', record } },
    ]);
    expect(JSON.stringify(sent)).not.toContain('refresh-1');
  });

  it('sends a public record with its share token', () => {
    const api = createApi({ baseUrl: 'http://s.test' });
    const { nav, sent } = recorder();
    expect(beaconTracking(api, record, { shareToken: 'share-1', navigator: nav })).toBe(true);
    expect(sent[0]).toEqual({
      url: 'http://s.test/v1/tracking/beacon/public',
      body: { shareToken: 'share-1', record },
    });
  });

  it('is false without a credential, without the API, or when the browser refuses', () => {
    const anonymous = createApi({ baseUrl: 'http://s.test' });
    const { nav, sent } = recorder();
    expect(beaconTracking(anonymous, record, { navigator: nav })).toBe(false);
    expect(sent).toEqual([]);
    const api = createApi({ baseUrl: 'http://s.test', tokens: memoryTokenStore(session) });
    expect(beaconTracking(api, record, { navigator: {} as BeaconNavigator })).toBe(false);
    expect(beaconTracking(api, record, { navigator: recorder(false).nav })).toBe(false);
    const throwing: BeaconNavigator = {
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
    };
    expect(beaconTracking(api, record, { navigator: throwing })).toBe(false);
  });
});
