import { describe, expect, it } from 'vitest';
import { publicSmartInstructionLink, readSopViewQuery } from './sop-route';

describe('smart-instruction view routes', () => {
  it('the public link is /si/{id}?shareToken={shareId}, both encoded', () => {
    expect(publicSmartInstructionLink('https://x.test', 'sop 1', 'share/1')).toBe(
      'https://x.test/si/sop%201?shareToken=share%2F1',
    );
  });

  it('reads the share token and review mode (001 §4: skillId or taskPerformanceId)', () => {
    expect(readSopViewQuery(new URLSearchParams(''))).toEqual({});
    expect(readSopViewQuery(new URLSearchParams('shareToken=t1'))).toEqual({ shareToken: 't1' });
    expect(readSopViewQuery(new URLSearchParams('skillId=s1'))).toEqual({
      review: { skillId: 's1', taskPerformanceId: null },
    });
    expect(readSopViewQuery(new URLSearchParams('taskPerformanceId=p1&shareToken='))).toEqual({
      review: { skillId: null, taskPerformanceId: 'p1' },
    });
  });
});
