import type { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  formatTimestamp,
  parseTimestamp,
  searchSnippet,
  sentencesInRange,
  shiftSentences,
  transcriptionIsValid,
  validRange,
  type Sentence,
  type Word,
} from './transcription.js';
import {
  sentenceSchema,
  timestampSchema,
  transcriptionSchema,
  wordSchema,
} from './transcription.schema.js';

const s = (sentence: string, startTime: number, endTime: number) => ({
  sentence,
  startTime,
  endTime,
});

describe('transcription schemas (001 §3)', () => {
  it('a sentence has text, times and optional words', () => {
    const sentence = {
      ...s('Loosen the chuck.', 1.2, 2.8),
      words: [
        { word: 'Loosen', startTime: 1.2, endTime: 1.6 },
        { word: 'the', startTime: 1.6, endTime: 1.8 },
        { word: 'chuck.', startTime: 1.8, endTime: 2.8 },
      ],
    };
    expect(sentenceSchema.parse(sentence)).toEqual(sentence);
    expect(sentenceSchema.parse(s('Go.', 0, 1))).toEqual(s('Go.', 0, 1));
  });

  it('times are non-negative and end is not before start', () => {
    expect(sentenceSchema.safeParse(s('a', -1, 1)).success).toBe(false);
    expect(sentenceSchema.safeParse(s('a', 2, 1)).success).toBe(false);
    expect(wordSchema.safeParse({ word: 'a', startTime: 3, endTime: 2 }).success).toBe(false);
  });

  const record = { id: 't1', workflowId: 'wf1', languageCode: 'en-us' };

  it('a transcription holds sentences for one language', () => {
    const t = { ...record, sentences: [s('One.', 0, 1), s('Two.', 1, 2)] };
    expect(transcriptionSchema.parse(t)).toEqual(t);
  });

  it('001 §3: also takes sentences as a JSON string', () => {
    const sentences = [s('One.', 0, 1)];
    expect(
      transcriptionSchema.parse({ ...record, sentences: JSON.stringify(sentences) }).sentences,
    ).toEqual(sentences);
    expect(transcriptionSchema.safeParse({ ...record, sentences: '[not json' }).success).toBe(
      false,
    );
  });

  it('001 §5: a transcription with an empty sentence is refused', () => {
    expect(transcriptionSchema.safeParse({ ...record, sentences: [s('  ', 0, 1)] }).success).toBe(
      false,
    );
  });
});

describe('001 §5: transcription is invalid when any sentence is empty', () => {
  it('valid when every sentence has text', () => {
    expect(transcriptionIsValid([s('One.', 0, 1), s('Two.', 1, 2)])).toBe(true);
    expect(transcriptionIsValid([])).toBe(true);
  });

  it('an empty or blank sentence makes it invalid', () => {
    expect(transcriptionIsValid([s('One.', 0, 1), s('', 1, 2)])).toBe(false);
    expect(transcriptionIsValid([s(' \n', 0, 1)])).toBe(false);
  });

  it('negative, reversed or non-finite times make it invalid', () => {
    expect(transcriptionIsValid([s('a', -0.5, 1)])).toBe(false);
    expect(transcriptionIsValid([s('a', 2, 1)])).toBe(false);
    expect(transcriptionIsValid([s('a', 0, Number.NaN)])).toBe(false);
  });
});

describe('sentencesInRange', () => {
  const sentences = [s('a', 0, 4), s('b', 4.5, 9.8), s('c', 10, 14), s('d', 19.5, 21)];

  it('takes the sentences that start in [start, end)', () => {
    expect(sentencesInRange(sentences, 0, 10).map((x) => x.sentence)).toEqual(['a', 'b']);
    expect(sentencesInRange(sentences, 10, 20).map((x) => x.sentence)).toEqual(['c', 'd']);
    expect(sentencesInRange(sentences, 21, 30)).toEqual([]);
  });

  it('shiftSentences makes times relative to a step start', () => {
    expect(
      shiftSentences(
        [{ ...s('c', 10.2, 14), words: [{ word: 'c', startTime: 10.2, endTime: 14 }] }],
        10,
      ),
    ).toEqual([{ ...s('c', 0.2, 4), words: [{ word: 'c', startTime: 0.2, endTime: 4 }] }]);
  });
});

describe('002 §5: search matches case-insensitively per sentence, ellipsis past 40 characters', () => {
  it('matches ignoring case and gives the match offsets', () => {
    expect(searchSnippet('Tighten the BOLT firmly.', 'bolt', 'en-us')).toEqual({
      text: 'Tighten the BOLT firmly.',
      matchStart: 12,
      matchEnd: 16,
    });
  });

  it('no match, or an empty query, gives null', () => {
    expect(searchSnippet('Tighten the bolt.', 'nut', 'en')).toBeNull();
    expect(searchSnippet('Tighten the bolt.', '  ', 'en')).toBeNull();
  });

  it('a match within the first 40 characters keeps the whole sentence', () => {
    const sentence = 'x'.repeat(40) + 'bolt';
    expect(searchSnippet(sentence, 'bolt', 'en')?.text).toBe(sentence);
  });

  it('a match past 40 characters trims the front with an ellipsis, from a word start', () => {
    const sentence =
      'Before you start, switch the machine off at the wall and then tighten the bolt.';
    const snippet = searchSnippet(sentence, 'bolt', 'en');
    // 20 characters of context would start mid-word ('nd then'), so the cut moves to 'then'.
    expect(snippet?.text).toBe('…then tighten the bolt.');
    expect(snippet?.text.slice(snippet.matchStart, snippet.matchEnd)).toBe('bolt');
  });

  it('20 characters for zh, ja-jp and th-th', () => {
    const zh = '请先关闭机器电源然后拆下外壳接着取下旧的钻头最后安装新钻头';
    const snippet = searchSnippet(zh, '安装', 'zh');
    expect(snippet?.text.startsWith('…')).toBe(true);
    expect(snippet?.text).toBe('…' + zh.slice(zh.indexOf('安装') - 10));
    expect(searchSnippet(zh, '安装', 'en')?.text).toBe(zh);
    expect(searchSnippet('あ'.repeat(21) + 'ボルト', 'ボルト', 'ja-jp')?.text.startsWith('…')).toBe(
      true,
    );
    expect(searchSnippet('ก'.repeat(21) + 'ข', 'ข', 'th-th')?.text.startsWith('…')).toBe(true);
  });

  it('treats the query as text, not a pattern', () => {
    expect(searchSnippet('Set it to 3.5 (max).', '(max)', 'en')?.matchStart).toBe(14);
  });
});

describe('001 §5: timestamp format mm:ss.cc', () => {
  it('formats with two-digit minutes, seconds and hundredths', () => {
    expect(formatTimestamp(0)).toBe('00:00.00');
    expect(formatTimestamp(83.456)).toBe('01:23.46');
    expect(formatTimestamp(1199.999)).toBe('20:00.00');
  });

  it('uses three-digit minutes from 100 minutes', () => {
    expect(formatTimestamp(100 * 60 + 5.5)).toBe('100:05.50');
  });

  it('refuses negative, non-finite and over-999-minute values', () => {
    expect(() => formatTimestamp(-1)).toThrow(RangeError);
    expect(() => formatTimestamp(Number.NaN)).toThrow(RangeError);
    expect(() => formatTimestamp(1000 * 60)).toThrow(RangeError);
  });

  it('parses 2 or 3 digit minutes, seconds under 60, two-digit hundredths', () => {
    expect(parseTimestamp('01:23.46')).toBe(83.46);
    expect(parseTimestamp('100:05.50')).toBe(6005.5);
    expect(parseTimestamp('00:59.99')).toBe(59.99);
  });

  it.each(['1:23.45', '1000:00.00', '00:60.00', '00:5.00', '00:05.5', '00:05', '00:05.505', 'ab'])(
    'rejects malformed %s',
    (text) => {
      expect(parseTimestamp(text)).toBeNull();
    },
  );

  it('round-trips', () => {
    for (const t of [0, 0.01, 12.34, 599.99, 6005.5]) {
      expect(parseTimestamp(formatTimestamp(t))).toBe(t);
    }
  });

  it('timestampSchema gives seconds or an issue', () => {
    expect(timestampSchema.parse('00:10.00')).toBe(10);
    expect(timestampSchema.safeParse('10').success).toBe(false);
  });

  it('a range must have positive length', () => {
    expect(validRange(1, 2)).toBe(true);
    expect(validRange(2, 2)).toBe(false);
    expect(validRange(3, 2)).toBe(false);
    expect(validRange(-1, 2)).toBe(false);
    expect(validRange(0, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('zod-free types', () => {
  it('Word and Sentence are what the wire schemas parse', () => {
    expectTypeOf<z.infer<typeof wordSchema>>().toEqualTypeOf<Word>();
    expectTypeOf<z.infer<typeof sentenceSchema>>().toEqualTypeOf<Sentence>();
  });
});
