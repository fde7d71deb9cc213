import { describe, expect, it } from 'vitest';
import { hasStoredSession, SESSION_KEY } from './local-keys';

function storageWith(value: string | null): Storage {
  return { getItem: (key: string) => (key === SESSION_KEY ? value : null) } as Storage;
}

describe('hasStoredSession (the first visit asks it without loading the Api)', () => {
  it('is true for a stored object with an access token', () => {
    expect(hasStoredSession(storageWith('{"accessToken":"a","refreshToken":"r"}'))).toBe(true);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a string', '"token"'],
    ['no access token', '{"refreshToken":"r"}'],
    ['a non-string access token', '{"accessToken":42}'],
  ])('is false for %s', (_what, value) => {
    expect(hasStoredSession(storageWith(value))).toBe(false);
  });
});
