import { describe, expect, it } from 'vitest';
import { activeCue, cuesFromSentences, defaultSubtitleLanguage } from './subtitles.js';

describe('default subtitle language (002 §4)', () => {
  it("the user's locale if the step has it", () => {
    expect(defaultSubtitleLanguage(['en', 'zh-tw', 'zh'], 'zh-tw', 'en')).toBe('zh-tw');
    expect(defaultSubtitleLanguage(['en', 'ja-jp'], 'JA-JP', 'en')).toBe('ja-jp');
  });

  it('else the same language prefix', () => {
    expect(defaultSubtitleLanguage(['en', 'zh-tw'], 'zh', 'en')).toBe('zh-tw');
    expect(defaultSubtitleLanguage(['fr-fr', 'en'], 'fr-ca', 'en')).toBe('fr-fr');
  });

  it("else the workflow's language, else none", () => {
    expect(defaultSubtitleLanguage(['en', 'de-de'], 'ko-kr', 'de-de')).toBe('de-de');
    expect(defaultSubtitleLanguage(['en'], 'ko-kr', 'de-de')).toBeNull();
    expect(defaultSubtitleLanguage([], 'en', 'en')).toBeNull();
  });
});

describe('cues from transcript sentences (002 §3 Step transcriptions)', () => {
  const cues = cuesFromSentences(
    [
      { sentence: 'Second.', startTime: 4 },
      { sentence: ' First. ', startTime: 0.5 },
      { sentence: '  ', startTime: 2 },
    ],
    9,
  );

  it('each cue lasts until the next starts, the last until the step ends', () => {
    expect(cues).toEqual([
      { text: 'First.', start: 0.5, end: 4 },
      { text: 'Second.', start: 4, end: 9 },
    ]);
  });

  it('finds the active cue at a time', () => {
    expect(activeCue(cues, 0)).toBeNull();
    expect(activeCue(cues, 0.5)?.text).toBe('First.');
    expect(activeCue(cues, 3.99)?.text).toBe('First.');
    expect(activeCue(cues, 4)?.text).toBe('Second.');
    expect(activeCue(cues, 9)).toBeNull();
    expect(activeCue([], 1)).toBeNull();
  });
});
