import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_IMAGE_RESIZE,
  ATTACHMENT_THUMBNAIL,
  AttachmentProblem,
  attachmentKindOf,
  STEP_ATTACHMENT_LIMITS,
  stepAttachmentProblem,
} from './step-attachment.js';

const MB = 1024 * 1024;

describe('step attachment limits (001 §5, §9)', () => {
  it('images: 10 per step, 10 MB, JPEG / PNG / GIF', () => {
    expect(STEP_ATTACHMENT_LIMITS.diagram.maxCount).toBe(10);
    expect(
      stepAttachmentProblem('diagram', { mimeType: 'image/png', bytes: 10 * MB }, 9),
    ).toBeNull();
    expect(stepAttachmentProblem('diagram', { mimeType: 'image/png', bytes: 12 * MB }, 0)).toBe(
      'fileTooLarge',
    );
    expect(stepAttachmentProblem('diagram', { mimeType: 'image/png', bytes: 1 }, 10)).toBe(
      'maxImagesReached',
    );
    expect(
      stepAttachmentProblem('diagram', { mimeType: 'application/x-msdownload', bytes: 1 }, 0),
    ).toBe('invalidImageType');
    expect(AttachmentProblem.fileTooLarge).toBe('File too large');
    expect(stepAttachmentProblem('diagram', null, 0)).toBe('noFile');
  });

  it('videos: 5, 100 MB, mp4 / mov / avi, 20 minutes; PDFs 50 MB', () => {
    const mp4 = { mimeType: 'video/mp4', bytes: 100 * MB, durationSeconds: 1200 };
    expect(stepAttachmentProblem('video', mp4, 4)).toBeNull();
    expect(stepAttachmentProblem('video', mp4, 5)).toBe('maxVideosReached');
    expect(stepAttachmentProblem('video', { ...mp4, durationSeconds: 1201 }, 0)).toBe(
      'videoTooLong',
    );
    expect(stepAttachmentProblem('video', { ...mp4, mimeType: 'video/webm' }, 0)).toBe(
      'invalidFileType',
    );
    expect(
      stepAttachmentProblem('pdf', { mimeType: 'application/pdf', bytes: 50 * MB + 1 }, 0),
    ).toBe('fileTooLarge');
    expect(attachmentKindOf('video/quicktime')).toBe('video');
    expect(attachmentKindOf('image/gif')).toBe('diagram');
    expect(attachmentKindOf('application/zip')).toBeNull();
  });

  it('resize 800x600 at 0.7; thumbnails at 1 s, 0.95', () => {
    expect(ATTACHMENT_IMAGE_RESIZE).toEqual({ width: 800, height: 600, quality: 0.7 });
    expect(ATTACHMENT_THUMBNAIL).toEqual({ atSeconds: 1, quality: 0.95 });
  });
});
