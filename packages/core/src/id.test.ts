import { describe, expect, it } from 'vitest';
import { ID_MAX_LENGTH } from './constants.js';
import { idSchema, isoDateTimeSchema } from './id.schema.js';

describe('idSchema', () => {
  it('accepts uuid-like and provider uids', () => {
    expect(idSchema.safeParse('3f2b6c1e-0d6a-4c1b-9b7e-2f0a1c9d8e7f').success).toBe(true);
    expect(idSchema.safeParse('Xy7_abc.def:1').success).toBe(true);
  });

  it('rejects empty, path-breaking and oversized ids', () => {
    expect(idSchema.safeParse('').success).toBe(false);
    expect(idSchema.safeParse('a/b').success).toBe(false);
    expect(idSchema.safeParse('a b').success).toBe(false);
    expect(idSchema.safeParse('a'.repeat(ID_MAX_LENGTH + 1)).success).toBe(false);
  });
});

describe('isoDateTimeSchema', () => {
  it('000 §3 createdAt is an ISO string, with or without offset', () => {
    expect(isoDateTimeSchema.safeParse('2024-05-01T10:00:00Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2024-05-01T10:00:00.123+02:00').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('yesterday').success).toBe(false);
  });
});
