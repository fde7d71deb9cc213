import { describe, expect, it } from 'vitest';
import { needsPolling, scormFileName, scormStatusKey, scormTypeKey } from './scorm-export-view';

describe('export view rules (001 §4)', () => {
  it('polls while any export is pending or processing; finished and error are final', () => {
    expect(needsPolling([])).toBe(false);
    expect(needsPolling([{ status: 'finished' }, { status: 'error' }])).toBe(false);
    expect(needsPolling([{ status: 'finished' }, { status: 'pending' }])).toBe(true);
    expect(needsPolling([{ status: 'processing' }])).toBe(true);
  });

  it('names the file as the server does', () => {
    expect(scormFileName({ id: 'abcdef123456', exportType: 'SCORM_12' })).toBe(
      'stepwise-export-abcdef12-scorm12.zip',
    );
    expect(scormFileName({ id: 'abcdef123456', exportType: 'SCORM_2004' })).toBe(
      'stepwise-export-abcdef12-scorm2004.zip',
    );
  });

  it('reads statuses and types from the catalogue', () => {
    expect(scormStatusKey('error')).toBe('scorm.status.error');
    expect(scormTypeKey('SCORM_2004')).toBe('scorm.type.SCORM_2004');
  });
});
