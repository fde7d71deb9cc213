import { describe, expect, it } from 'vitest';
import { watermarkId, watermarkVisible } from './watermark.js';

describe('safety watermark (002 §6)', () => {
  it('shows with the workflow flag and the org permission', () => {
    expect(watermarkVisible({ enableSafetyWatermark: true, orgPermission: true })).toBe(true);
    expect(watermarkVisible({ enableSafetyWatermark: true, orgPermission: false })).toBe(false);
    expect(watermarkVisible({ enableSafetyWatermark: false, orgPermission: true })).toBe(false);
    expect(watermarkVisible({ enableSafetyWatermark: undefined, orgPermission: true })).toBe(false);
  });

  it('is the author uid in public mode, else the user id', () => {
    expect(watermarkId({ isPublic: true, authorUid: 'author', userId: null })).toBe('author');
    expect(watermarkId({ isPublic: false, authorUid: 'author', userId: 'me' })).toBe('me');
    expect(watermarkId({ isPublic: false, authorUid: 'author', userId: null })).toBeNull();
  });
});
