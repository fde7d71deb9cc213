import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  readShareToken,
  shareTokenKey,
  signShareToken,
  type ShareTokenClaims,
} from './share-tokens.js';

const mediaKey = new Uint8Array(randomBytes(32));
const key = shareTokenKey(mediaKey);
const claims: ShareTokenClaims = {
  shareId: 'share-1',
  contentId: 'wf-1',
  email: 'a@partner.test',
  expiresAt: 2_000,
  epoch: 3,
};

describe('share tokens', () => {
  it('read back what they were signed with, until they expire', () => {
    const token = signShareToken(key, claims);
    expect(token).toMatch(/^st1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readShareToken(key, token, 1_999)).toEqual({ ok: true, claims });
    expect(readShareToken(key, token, 2_000)).toEqual({ ok: false, reason: 'expired' });
    expect(readShareToken(key, signShareToken(key, { ...claims, email: null }), 0)).toMatchObject({
      ok: true,
      claims: { email: null },
    });
  });

  it('refuse another key, a tampered payload and malformed text', () => {
    const token = signShareToken(key, claims);
    expect(shareTokenKey(mediaKey)).toBe(key);
    expect(readShareToken(shareTokenKey(new Uint8Array(32)), token, 0).ok).toBe(false);
    expect(readShareToken(mediaKey, token, 0)).toEqual({ ok: false, reason: 'signature' });
    const [, payload, signature] = token.split('.');
    const other = Buffer.from(
      JSON.stringify({ s: 'share-1', c: 'wf-2', e: 'a@partner.test', x: 2_000, v: 3 }),
    ).toString('base64url');
    expect(readShareToken(key, `st1.${other}.${signature}`, 0)).toEqual({
      ok: false,
      reason: 'signature',
    });
    for (const bad of ['', 'st1.', `st1.${payload}`, `st1.${payload}.${signature}.x`, 'share-1']) {
      expect(readShareToken(key, bad, 0)).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(readShareToken(key, `st1.${payload}.${signature}${'A'.repeat(2000)}`, 0).ok).toBe(false);
  });
});
