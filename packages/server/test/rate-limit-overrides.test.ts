import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { rateLimitOverridesSchema } from '../src/rate-limit-policies.js';

describe('RATE_LIMITS overrides', () => {
  it('name only the policies they change (the README example parses)', () => {
    expect(rateLimitOverridesSchema.parse({ chatQuestion: { max: 3 } })).toEqual({
      chatQuestion: { max: 3 },
    });
    expect(loadConfig({ RATE_LIMITS: '{"signIn":{"max":100000000}}' }).rateLimits).toEqual({
      signIn: { max: 100_000_000 },
    });
  });

  it('refuse an unknown policy or a bad number with the reason', () => {
    expect(() => loadConfig({ RATE_LIMITS: '{"nope":{"max":3}}' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ RATE_LIMITS: '{"signIn":{"max":0}}' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ RATE_LIMITS: 'x' })).toThrow(/"off" or JSON/);
  });
});
