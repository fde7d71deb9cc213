import { describe, expect, it } from 'vitest';
import { errorLogEntrySchema, type ErrorLogEntry } from './error-log.schema.js';

const entry: ErrorLogEntry = {
  serviceName: 'portal',
  serviceModule: 'sign-in',
  code: 'auth/network-request-failed',
  uid: null,
  organization: 'org1',
  deviceInfo: { userAgent: 'Mozilla/5.0', width: 1280, touch: false },
  message: 'TypeError: failed to fetch',
};

describe('error log entry (000 §3)', () => {
  it('has serviceName, serviceModule, code, uid, organization, deviceInfo, message', () => {
    expect(errorLogEntrySchema.parse(entry)).toEqual(entry);
  });

  it('code may be a string or a number; deviceInfo a string or a flat record', () => {
    expect(errorLogEntrySchema.safeParse({ ...entry, code: 52 }).success).toBe(true);
    expect(errorLogEntrySchema.safeParse({ ...entry, deviceInfo: 'iPhone; iOS 17' }).success).toBe(
      true,
    );
    expect(
      errorLogEntrySchema.safeParse({ ...entry, deviceInfo: { nested: { a: 1 } } }).success,
    ).toBe(false);
  });

  it('bounds every text field', () => {
    expect(errorLogEntrySchema.safeParse({ ...entry, serviceName: 'x'.repeat(201) }).success).toBe(
      false,
    );
    expect(errorLogEntrySchema.safeParse({ ...entry, message: 'x'.repeat(8000) }).success).toBe(
      true,
    );
    expect(errorLogEntrySchema.safeParse({ ...entry, message: 'x'.repeat(8001) }).success).toBe(
      false,
    );
    expect(errorLogEntrySchema.safeParse({ ...entry, code: 'x'.repeat(201) }).success).toBe(false);
    const wide = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    expect(errorLogEntrySchema.safeParse({ ...entry, deviceInfo: wide }).success).toBe(false);
  });
});
