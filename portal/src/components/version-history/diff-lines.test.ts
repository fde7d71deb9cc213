import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/t';
import { diffLines } from './diff-lines';
import { sameComparison, sampleComparison } from './test-versions';

const sentences = (diff: Parameters<typeof diffLines>[0]) =>
  diffLines(diff, 'Untitled').map((line) => t(line.key, line.params));

describe('the version diff in words (issue 23)', () => {
  it('names the renamed and retimed step by title (from -> to, mm:ss) and the changed line', () => {
    expect(sentences(sampleComparison.diff)).toEqual([
      'Step renamed from “Fit the filter” to “Fit the new filter”',
      'Step “Fit the new filter” retimed from 00:10–00:25 to 00:12–00:25',
      'en transcript: line at 00:03 changed from “Open the cover.” to “Open the front cover.”',
    ]);
  });

  it('names the title, steps added and removed, lines added and removed, and the media', () => {
    const line = { sentence: 'Close the valve.', startTime: 65, endTime: 67 };
    expect(
      sentences({
        ...sampleComparison.diff,
        titleChanged: { from: 'Old', to: 'New' },
        stepsAdded: [{ id: 's4', order: 3, title: '' }],
        stepsRemoved: [{ id: 's0', order: 0, title: 'Intro' }],
        stepsRenamed: [],
        stepsRetimed: [],
        transcriptChanges: [{ languageCode: 'de-de', added: [line], removed: [line], changed: [] }],
        mediaChanged: true,
      }),
    ).toEqual([
      'Title changed from “Old” to “New”',
      'Step “Untitled” added',
      'Step “Intro” removed',
      'de-de transcript: line added at 01:05: “Close the valve.”',
      'de-de transcript: line removed at 01:05: “Close the valve.”',
      'The video or its sound changed',
    ]);
  });

  it('has nothing to say when nothing differs', () => {
    expect(diffLines(sameComparison.diff, 'Untitled')).toEqual([]);
  });
});
