import { describe, expect, it } from 'vitest';
import {
  mayKeepVersion,
  nextVersionLabel,
  VERSION_HISTORY_HARD_MAX,
  type VersionContent,
  workflowVersionDiff,
} from './workflow-version.js';

const base: VersionContent = {
  title: 'Gearbox',
  languageCode: 'en',
  hlsKey: 'org/o/workflows/w/hls/master.m3u8',
  steps: [
    { id: 's1', order: 10, title: { en: 'Fit the bracket' }, startTime: 0, endTime: 5 },
    { id: 's2', order: 20, title: { en: 'Tighten' }, startTime: 5, endTime: 12 },
  ],
  transcriptions: [
    {
      languageCode: 'en',
      sentences: [
        { sentence: 'Fit the bracket.', startTime: 0.5, endTime: 4 },
        { sentence: 'Tighten both bolts.', startTime: 6, endTime: 11 },
      ],
    },
  ],
};

const withSteps = (steps: VersionContent['steps']): VersionContent => ({ ...base, steps });

describe('version numbers and the maximum', () => {
  it('numbers versions 1.0, 2.0 ...', () => {
    expect(nextVersionLabel(0)).toBe('1.0');
    expect(nextVersionLabel(4)).toBe('5.0');
  });
  it('keeps one more only under the configured maximum and the hard cap', () => {
    expect(mayKeepVersion(1, 2)).toBe(true);
    expect(mayKeepVersion(2, 2)).toBe(false);
    expect(mayKeepVersion(VERSION_HISTORY_HARD_MAX, 5000)).toBe(false);
  });
});

describe('workflowVersionDiff', () => {
  it('finds nothing between equal contents (title key order and float noise aside)', () => {
    const noisy = withSteps([
      { ...base.steps[0]!, startTime: 0.01, endTime: 5.04 },
      { ...base.steps[1]!, title: { en: 'Tighten' } },
    ]);
    const d = workflowVersionDiff(base, noisy);
    expect(d.same).toBe(true);
    expect(d.stepsRetimed).toEqual([]);
  });

  it('names added and removed steps', () => {
    const d = workflowVersionDiff(
      base,
      withSteps([
        base.steps[0]!,
        { id: 's3', order: 30, title: { en: 'Check' }, startTime: 12, endTime: 14 },
      ]),
    );
    expect(d.stepsAdded).toEqual([{ id: 's3', order: 30, title: 'Check' }]);
    expect(d.stepsRemoved).toEqual([{ id: 's2', order: 20, title: 'Tighten' }]);
    expect(d.same).toBe(false);
  });

  it('names a step retimed beyond the tolerance, with both spans', () => {
    const d = workflowVersionDiff(
      base,
      withSteps([
        { ...base.steps[0]!, endTime: 6 },
        { ...base.steps[1]!, startTime: 6 },
      ]),
    );
    expect(d.stepsRetimed.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(d.stepsRetimed[0]).toMatchObject({
      from: { startTime: 0, endTime: 5 },
      to: { startTime: 0, endTime: 6 },
    });
  });

  it('names a renamed step with its old title, a translation counting too', () => {
    const d = workflowVersionDiff(
      base,
      withSteps([
        { ...base.steps[0]!, title: { en: 'Mount the bracket' } },
        { ...base.steps[1]!, title: { en: 'Tighten', de: 'Anziehen' } },
      ]),
    );
    expect(d.stepsRenamed).toEqual([
      { id: 's1', order: 10, title: 'Mount the bracket', from: 'Fit the bracket' },
      { id: 's2', order: 20, title: 'Tighten', from: 'Tighten' },
    ]);
  });

  it('names transcript lines added, removed and changed per language', () => {
    const d = workflowVersionDiff(base, {
      ...base,
      transcriptions: [
        {
          languageCode: 'en',
          sentences: [
            { sentence: 'Fit the new bracket.', startTime: 0.5, endTime: 4 },
            { sentence: 'Check the seal.', startTime: 11.5, endTime: 12 },
          ],
        },
        { languageCode: 'de', sentences: [{ sentence: 'Hallo.', startTime: 0, endTime: 1 }] },
      ],
    });
    expect(d.transcriptChanges).toEqual([
      {
        languageCode: 'de',
        added: [{ sentence: 'Hallo.', startTime: 0, endTime: 1 }],
        removed: [],
        changed: [],
      },
      {
        languageCode: 'en',
        added: [{ sentence: 'Check the seal.', startTime: 11.5, endTime: 12 }],
        removed: [{ sentence: 'Tighten both bolts.', startTime: 6, endTime: 11 }],
        changed: [
          {
            from: { sentence: 'Fit the bracket.', startTime: 0.5, endTime: 4 },
            to: { sentence: 'Fit the new bracket.', startTime: 0.5, endTime: 4 },
          },
        ],
      },
    ]);
  });

  it('counts a line moved in time with the same words as changed', () => {
    const moved = { sentence: 'Tighten both bolts.', startTime: 7, endTime: 12 };
    const d = workflowVersionDiff(base, {
      ...base,
      transcriptions: [
        { languageCode: 'en', sentences: [base.transcriptions[0]!.sentences[0]!, moved] },
      ],
    });
    expect(d.transcriptChanges[0]!.changed).toEqual([
      { from: base.transcriptions[0]!.sentences[1], to: moved },
    ]);
    expect(d.transcriptChanges[0]!.added).toEqual([]);
  });

  it('names a removed language as all its lines removed', () => {
    const d = workflowVersionDiff(base, { ...base, transcriptions: [] });
    expect(d.transcriptChanges).toEqual([
      { languageCode: 'en', added: [], removed: base.transcriptions[0]!.sentences, changed: [] },
    ]);
  });

  it('names a changed title and changed media', () => {
    const d = workflowVersionDiff(base, {
      ...base,
      title: 'Gearbox v2',
      hlsKey: 'org/o/workflows/w/renders/r1/hls/master.m3u8',
    });
    expect(d.titleChanged).toEqual({ from: 'Gearbox', to: 'Gearbox v2' });
    expect(d.mediaChanged).toBe(true);
    expect(d.same).toBe(false);
  });
});
