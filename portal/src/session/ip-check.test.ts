import { IpCheckState, type IpCheckStateValue } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { runIpCheck } from './ip-check';

async function states(signedIn: boolean, check: () => Promise<{ allowed?: boolean } | null>) {
  const seen: IpCheckStateValue[] = [];
  const final = await runIpCheck(signedIn, check, (s) => seen.push(s));
  return { seen, final };
}

describe('runIpCheck (000 §4 IP check states)', () => {
  it('TODO -> CHECKING -> PASSED when allowed', async () => {
    expect(await states(true, async () => ({ allowed: true }))).toEqual({
      seen: [IpCheckState.CHECKING, IpCheckState.PASSED],
      final: IpCheckState.PASSED,
    });
  });
  it('NOT_ALLOWED when the flag is false', async () => {
    expect((await states(true, async () => ({ allowed: false }))).final).toBe('NOT_ALLOWED');
  });
  it('CONNECT_FAILED when the flag is missing', async () => {
    expect((await states(true, async () => ({}))).final).toBe('CONNECT_FAILED');
    expect((await states(true, async () => null)).final).toBe('CONNECT_FAILED');
  });
  it('an exception resets to TODO', async () => {
    const result = await states(true, async () => {
      throw new Error('boom');
    });
    expect(result.seen).toEqual(['CHECKING', 'TODO']);
  });
  it('is skipped when not logged in', async () => {
    let called = false;
    const result = await states(false, async () => {
      called = true;
      return { allowed: true };
    });
    expect(called).toBe(false);
    expect(result.final).toBe('TODO');
  });
});
