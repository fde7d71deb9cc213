import { describe, expect, it } from 'vitest';
import {
  canRetryScormExport,
  isScormExportFinal,
  SCORM_EXPORT_STATUSES,
  scormStandardOf,
} from './scorm-export.js';
import {
  rusticiValidateUserSchema,
  scormDownloadSchema,
  scormExportCreateSchema,
} from './scorm-export.schema.js';

describe('SCORM export rules', () => {
  it('finished and error are final; anything else is not ready (001 §4)', () => {
    expect(SCORM_EXPORT_STATUSES.filter(isScormExportFinal)).toEqual(['finished', 'error']);
    expect(isScormExportFinal('queued')).toBe(false);
  });

  it('retries only from error', () => {
    expect(SCORM_EXPORT_STATUSES.filter(canRetryScormExport)).toEqual(['error']);
  });

  it('names the standard of each export type', () => {
    expect(scormStandardOf('SCORM_12')).toBe('1.2');
    expect(scormStandardOf('SCORM_2004')).toBe('2004');
  });
});

describe('SCORM wire schemas', () => {
  it('defaults source, resolution and standard', () => {
    expect(
      scormExportCreateSchema.parse({ workflowIds: ['w1'], exportType: 'SCORM_2004' }),
    ).toEqual({
      workflowIds: ['w1'],
      exportType: 'SCORM_2004',
      exportSource: 'workflow',
      resolution: 720,
    });
    expect(scormDownloadSchema.parse({})).toEqual({ resolution: 720, exportType: 'SCORM_12' });
    expect(scormDownloadSchema.safeParse({ resolution: 721 }).success).toBe(false);
  });

  it('refuses blank learner values', () => {
    const ok = { learnerId: 'L1', learnerName: 'Ada', launchKey: 'k' };
    expect(rusticiValidateUserSchema.safeParse(ok).success).toBe(true);
    expect(rusticiValidateUserSchema.safeParse({ ...ok, learnerId: '  ' }).success).toBe(false);
    expect(rusticiValidateUserSchema.safeParse({ ...ok, learnerName: '' }).success).toBe(false);
    expect(rusticiValidateUserSchema.safeParse({ ...ok, launchKey: '' }).success).toBe(false);
  });
});
