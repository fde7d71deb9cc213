import { UploadProblem, VIDEO_UPLOAD_LIMITS } from '@stepwise/core';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, fileProblems, titleFromFileName } from './file-checks';

describe('fileProblems (001 §5 limits, before any byte is sent)', () => {
  it('takes mp4, mov and avi by name or by type', () => {
    expect(fileProblems({ name: 'Line 3.MP4', type: '', size: 10 })).toEqual([]);
    expect(fileProblems({ name: 'clip', type: 'video/quicktime', size: 10 })).toEqual([]);
    expect(fileProblems({ name: 'a.avi', type: 'video/x-msvideo', size: 10 })).toEqual([]);
  });

  it('names the problems in the spec words', () => {
    expect(fileProblems({ name: 'notes.txt', type: 'text/plain', size: 10 })).toEqual([
      UploadProblem.InvalidFileType,
    ]);
    expect(
      fileProblems({ name: 'big.mp4', type: 'video/mp4', size: VIDEO_UPLOAD_LIMITS.maxBytes + 1 }),
    ).toEqual([UploadProblem.FileTooLarge]);
    expect(fileProblems({ name: 'empty.mp4', type: 'video/mp4', size: 0 })).toEqual([
      UploadProblem.InvalidFileType,
    ]);
  });

  it('announces a content type the browser left out', () => {
    expect(contentTypeOf({ name: 'a.mov', type: '' })).toBe('video/quicktime');
    expect(contentTypeOf({ name: 'a.bin', type: '' })).toBeUndefined();
  });
});

describe('titleFromFileName', () => {
  it('drops the extension and the characters names may not hold', () => {
    expect(titleFromFileName('Torque check: line 3, v2.mp4', 'x')).toBe('Torque check line 3 v2');
    expect(titleFromFileName('pump_seal__check.mov', 'x')).toBe('pump seal check');
  });

  it('keeps at most 90 characters and falls back when nothing is left', () => {
    expect([...titleFromFileName(`${'é'.repeat(120)}.mp4`, 'x')]).toHaveLength(90);
    expect(titleFromFileName('???.mp4', 'Untitled video')).toBe('Untitled video');
  });
});
