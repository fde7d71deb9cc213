import { describe, expect, it } from 'vitest';
import {
  PIN_SETUP_CODE_ALPHABET,
  PIN_SETUP_CODE_LENGTH,
  formatPinSetupCode,
  isPinSetupCode,
  normalisePinSetupCode,
  pinSetupPath,
} from './pin-setup-code.js';

describe('PIN setup codes (issue 14)', () => {
  it('use 32 characters a person cannot confuse: no I, L, O or U', () => {
    expect(new Set(PIN_SETUP_CODE_ALPHABET).size).toBe(32);
    for (const c of 'ILOU') expect(PIN_SETUP_CODE_ALPHABET).not.toContain(c);
    expect(PIN_SETUP_CODE_LENGTH).toBeGreaterThanOrEqual(8);
  });

  it('read a typed code back: case, spaces, hyphens, O as 0 and I or L as 1', () => {
    expect(normalisePinSetupCode('k7qm-4txp')).toBe('K7QM4TXP');
    expect(normalisePinSetupCode(' K7QM 4TXP ')).toBe('K7QM4TXP');
    expect(normalisePinSetupCode('OIL0-1234')).toBe('01101234');
  });

  it('accept exactly eight alphabet characters', () => {
    expect(isPinSetupCode('K7QM4TXP')).toBe(true);
    expect(isPinSetupCode('K7QM4TX')).toBe(false);
    expect(isPinSetupCode('K7QM4TXPQ')).toBe(false);
    expect(isPinSetupCode('K7QM4TXU')).toBe(false);
    expect(isPinSetupCode('')).toBe(false);
  });

  it('show in groups of four', () => {
    expect(formatPinSetupCode('k7qm4txp')).toBe('K7QM-4TXP');
    expect(formatPinSetupCode('K7QM-4TXP')).toBe('K7QM-4TXP');
  });

  it('link to /usernewpin/{account} with the client key, and the code when mailed', () => {
    expect(pinSetupPath('E1001', 'demo')).toBe('/usernewpin/E1001?clientKey=demo');
    expect(pinSetupPath('E 1/2', 'demo', 'k7qm4txp')).toBe(
      '/usernewpin/E%201%2F2?clientKey=demo&code=K7QM-4TXP',
    );
  });
});
