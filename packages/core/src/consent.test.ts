import { describe, expect, it } from 'vitest';
import { consentBannerNeeded } from './consent.js';
import { consentSchema, type Consent } from './consent.schema.js';

const agreed: Consent = {
  id: 'c1',
  name: 'Privacy policy',
  signed: true,
  mandatory: true,
  signedInfo: { isAgree: true, signedAt: '2024-01-01T00:00:00Z' },
};

describe('consent', () => {
  it('parses a consent, signed or not', () => {
    expect(consentSchema.parse(agreed)).toEqual(agreed);
    expect(consentSchema.safeParse({ ...agreed, signed: false, signedInfo: null }).success).toBe(
      true,
    );
  });

  it('000 §4: no banner when every consent is signed and no mandatory one was refused', () => {
    expect(consentBannerNeeded([])).toBe(false);
    expect(consentBannerNeeded([agreed])).toBe(false);
  });

  it('000 §4: the banner opens if any consent is unsigned', () => {
    expect(
      consentBannerNeeded([
        agreed,
        { ...agreed, mandatory: false, signed: false, signedInfo: null },
      ]),
    ).toBe(true);
  });

  it('000 §4: the banner opens if a mandatory consent was refused', () => {
    const refused = { ...agreed, signedInfo: { isAgree: false, signedAt: '2024-01-01T00:00:00Z' } };
    expect(consentBannerNeeded([refused])).toBe(true);
  });

  it('an optional consent that was refused does not reopen the banner', () => {
    const refused = {
      ...agreed,
      mandatory: false,
      signedInfo: { isAgree: false, signedAt: '2024-01-01T00:00:00Z' },
    };
    expect(consentBannerNeeded([refused])).toBe(false);
  });
});
