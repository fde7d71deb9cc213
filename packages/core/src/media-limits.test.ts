import { describe, expect, it } from 'vitest';
import {
  containerFromFormatName,
  HLS_RENDITIONS,
  POSTER_AT_SECONDS,
  posterTime,
  renditionsFor,
  THUMBNAIL_JPEG_QUALITY,
  uploadProblems,
  VIDEO_UPLOAD_LIMITS,
} from './media-limits.js';

const ISO_FAMILY = 'mov,mp4,m4a,3gp,3g2,mj2';
const MB = 1024 * 1024;

describe('001 §5 Uploads: videos at most 5, 100 MB each, mp4, mov or avi, max 20 minutes', () => {
  it('the limits', () => {
    expect(VIDEO_UPLOAD_LIMITS).toEqual({
      maxBytes: 104_857_600,
      maxDurationSeconds: 1200,
      containers: ['mp4', 'mov', 'avi'],
      maxFiles: 5,
    });
  });

  const ok = { bytes: 50 * MB, durationSeconds: 300, container: 'mp4', hasVideoStream: true };

  it('a video within every limit has no problems', () => {
    expect(uploadProblems(ok)).toEqual([]);
  });

  it('limits are inclusive: exactly 100 MB and exactly 20 minutes pass', () => {
    expect(uploadProblems({ ...ok, bytes: 100 * MB, durationSeconds: 1200 })).toEqual([]);
  });

  it("'Invalid file type' for other containers or none", () => {
    expect(uploadProblems({ ...ok, container: 'webm' })).toEqual(['Invalid file type']);
    expect(uploadProblems({ ...ok, container: null })).toEqual(['Invalid file type']);
  });

  it("'File too large' above 100 MB", () => {
    expect(uploadProblems({ ...ok, bytes: 100 * MB + 1 })).toEqual(['File too large']);
  });

  it("'Video longer than 20 minutes'; an unknown duration is not judged", () => {
    expect(uploadProblems({ ...ok, durationSeconds: 1200.5 })).toEqual([
      'Video longer than 20 minutes',
    ]);
    expect(uploadProblems({ ...ok, durationSeconds: null })).toEqual([]);
  });

  it("'No video stream' for audio-only files, and every problem is listed in order", () => {
    expect(
      uploadProblems({
        bytes: 200 * MB,
        durationSeconds: 3600,
        container: null,
        hasVideoStream: false,
      }),
    ).toEqual([
      'Invalid file type',
      'File too large',
      'Video longer than 20 minutes',
      'No video stream',
    ]);
  });
});

describe('containerFromFormatName (ffprobe format_name)', () => {
  it('the ISO family is mp4 without a brand, or with an mp4 brand', () => {
    expect(containerFromFormatName(ISO_FAMILY)).toBe('mp4');
    for (const brand of ['isom', 'mp42', 'mp41', 'avc1', 'M4V ', 'iso5']) {
      expect(containerFromFormatName(ISO_FAMILY, brand)).toBe('mp4');
    }
  });

  it("the QuickTime brand 'qt  ' is mov", () => {
    expect(containerFromFormatName(ISO_FAMILY, 'qt  ')).toBe('mov');
  });

  it('3GPP, audio-only and Motion JPEG 2000 brands are not allowed', () => {
    for (const brand of ['3gp4', '3gp5', '3g2a', 'M4A ', 'mjp2']) {
      expect(containerFromFormatName(ISO_FAMILY, brand)).toBeNull();
    }
  });

  it('avi is avi; anything else is null', () => {
    expect(containerFromFormatName('avi')).toBe('avi');
    expect(containerFromFormatName('matroska,webm')).toBeNull();
    expect(containerFromFormatName('mpegts')).toBeNull();
    expect(containerFromFormatName('')).toBeNull();
  });
});

describe('HLS renditions: never above the source', () => {
  it('360, 480, 720 and 1080 with rising bitrates', () => {
    expect(HLS_RENDITIONS.map((r) => r.height)).toEqual([360, 480, 720, 1080]);
    const bitrates = HLS_RENDITIONS.map((r) => r.videoBitrate);
    expect([...bitrates].sort((a, b) => a - b)).toEqual(bitrates);
    expect(HLS_RENDITIONS.map((r) => r.audioBitrate)).toEqual([96_000, 128_000, 128_000, 128_000]);
  });

  it('a 1080p source gets all four; 4K gets no more', () => {
    expect(renditionsFor(1080)).toHaveLength(4);
    expect(renditionsFor(2160).map((r) => r.height)).toEqual([360, 480, 720, 1080]);
  });

  it('a 720p source stops at 720; 500 lines stop at 480', () => {
    expect(renditionsFor(720).map((r) => r.height)).toEqual([360, 480, 720]);
    expect(renditionsFor(500).map((r) => r.height)).toEqual([360, 480]);
  });

  it('a source below 360 gets one rendition at its own (even) height', () => {
    expect(renditionsFor(240)).toEqual([
      { height: 240, videoBitrate: 800_000, audioBitrate: 96_000 },
    ]);
    expect(renditionsFor(241).map((r) => r.height)).toEqual([240]);
  });

  it('refuses a missing height', () => {
    expect(() => renditionsFor(0)).toThrow(RangeError);
    expect(() => renditionsFor(Number.NaN)).toThrow(RangeError);
  });

  it('returns copies, so callers cannot change the table', () => {
    const [first] = renditionsFor(1080);
    first!.height = 1;
    expect(HLS_RENDITIONS[0].height).toBe(360);
  });
});

describe('001 §9: thumbnail at 1 s, JPEG quality 0.95', () => {
  it('the constants', () => {
    expect(POSTER_AT_SECONDS).toBe(1);
    expect(THUMBNAIL_JPEG_QUALITY).toBe(0.95);
  });

  it('the poster is taken at 1 s, or halfway through a shorter clip', () => {
    expect(posterTime(60)).toBe(1);
    expect(posterTime(1.2)).toBe(0.6);
    expect(posterTime(0)).toBe(0);
  });
});
