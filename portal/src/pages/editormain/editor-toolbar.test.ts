import { describe, expect, it } from 'vitest';
import { originOf } from './editor-toolbar';
import { playerPreviewPath } from './player-preview-dialog';

describe('originOf (001 §2: Back returns to the originating path)', () => {
  it('uses the path the card passed, else home', () => {
    expect(originOf({ from: '/workspace/w1?page=2' })).toBe('/workspace/w1?page=2');
    expect(originOf(null)).toBe('/home');
    expect(originOf({ from: 'https://evil.example/' })).toBe('/home');
    expect(originOf({ from: 3 })).toBe('/home');
  });
});

describe('playerPreviewPath', () => {
  it('names the workflow and the step, encoded', () => {
    expect(playerPreviewPath('w 1')).toBe('/PlayerPreview/w%201');
    expect(playerPreviewPath('w1', 's/2')).toBe('/PlayerPreview/w1/s%2F2');
  });
});
