import { describe, expect, it } from 'vitest';
import {
  cueText,
  detectSubtitleFormat,
  formatSrt,
  formatSubtitleTime,
  formatVtt,
  parseSrt,
  parseSubtitles,
  parseVtt,
  subtitleFormatOfName,
  type SubtitleParse,
} from './subtitles.js';
import { TRANSCRIPT_MAX_SENTENCES } from './transcription.js';

const ok = (r: SubtitleParse) => {
  if (!r.ok) throw new Error(`line ${r.line}: ${r.message}`);
  return r.sentences;
};

describe('parseSrt (SubRip)', () => {
  it('reads numbered cues: index, timing with comma milliseconds, text, blank line', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:04,500',
      'Switch the unit off.',
      '',
      '2',
      '00:00:05,250 --> 00:00:09,000',
      'Open the housing.',
      '',
    ].join('\n');
    expect(ok(parseSrt(srt))).toEqual([
      { sentence: 'Switch the unit off.', startTime: 1, endTime: 4.5 },
      { sentence: 'Open the housing.', startTime: 5.25, endTime: 9 },
    ]);
  });

  it('joins multi-line cues with a space and reads hours past 99', () => {
    const srt =
      '7\n100:00:00,000 --> 100:00:02,000\nTake out the old filter\nand slide in the new one.\n';
    expect(ok(parseSrt(srt))).toEqual([
      {
        sentence: 'Take out the old filter and slide in the new one.',
        startTime: 360000,
        endTime: 360002,
      },
    ]);
  });

  it('takes dot milliseconds, short fractions as tenths, CRLF, CR and a byte-order mark', () => {
    const srt =
      '\uFEFF1\r\n00:00:01.5 --> 00:00:02.25\r\nOne.\r\n\r\n2\r00:00:03,007 --> 00:00:04,000\rTwo.\r';
    expect(ok(parseSrt(srt))).toEqual([
      { sentence: 'One.', startTime: 1.5, endTime: 2.25 },
      { sentence: 'Two.', startTime: 3.007, endTime: 4 },
    ]);
  });

  it('drops its own markup (<i>, <b>, <font>, {\\an8}) and keeps any other text as written', () => {
    const srt =
      '1\n00:00:01,000 --> 00:00:02,000\n{\\an8}<i>Close</i> the <font color="#ff0">lid</font> & <b>lock</b> <it> &amp;\n';
    expect(ok(parseSrt(srt))[0]!.sentence).toBe('Close the lid & lock <it> &amp;');
  });

  it('tolerates a missing cue number, a missing blank line, extra blank lines and coordinates', () => {
    const srt = [
      '',
      '',
      '00:00:01,000 --> 00:00:02,000 X1:10 X2:100 Y1:10 Y2:50',
      'First.',
      '2',
      '00:00:03,000 --> 00:00:04,000',
      'Second.',
      '',
      '',
      '',
    ].join('\n');
    expect(ok(parseSrt(srt)).map((s) => s.sentence)).toEqual(['First.', 'Second.']);
  });

  it('skips empty cues and puts cues in time order', () => {
    const srt = [
      '1',
      '00:00:05,000 --> 00:00:06,000',
      'Later.',
      '',
      '2',
      '00:00:01,000 --> 00:00:02,000',
      '<i></i>',
      '',
      '3',
      '00:00:02,000 --> 00:00:03,000',
      'Earlier.',
    ].join('\n');
    expect(ok(parseSrt(srt)).map((s) => s.sentence)).toEqual(['Earlier.', 'Later.']);
  });

  it('refuses a bad file with the line that is wrong', () => {
    expect(parseSrt('1\n00:00:01 -> 00:00:02\nText\n')).toMatchObject({ ok: false, line: 2 });
    expect(
      parseSrt('1\n00:00:01,000 --> 00:00:02,000\nA\n\n2\n00:0x:01,000 --> 00:00:02,000\nB'),
    ).toMatchObject({
      ok: false,
      line: 6,
      message: expect.stringContaining('00:00:01,000 --> 00:00:04,000'),
    });
    expect(parseSrt('Hello there\nGeneral\n')).toMatchObject({
      ok: false,
      line: 1,
      message: expect.stringContaining('"Hello there"'),
    });
    expect(parseSrt('1\n00:00:05,000 --> 00:00:02,000\nBackwards\n')).toMatchObject({
      ok: false,
      line: 2,
      message: 'the cue ends before it starts',
    });
    expect(parseSrt('1\n00:61:00,000 --> 00:62:00,000\nToo many minutes\n')).toMatchObject({
      ok: false,
      line: 2,
      message: expect.stringContaining('up to 59'),
    });
    expect(parseSrt('1\n')).toMatchObject({ ok: false, line: 1 });
  });

  it('refuses a file with no cue with text, and one with too many cues', () => {
    expect(parseSrt('')).toEqual({
      ok: false,
      line: null,
      message: 'the file has no cue with text',
    });
    expect(parseSrt('1\n00:00:01,000 --> 00:00:02,000\n\n')).toMatchObject({
      ok: false,
      line: null,
    });
    const many = Array.from(
      { length: TRANSCRIPT_MAX_SENTENCES + 1 },
      (_, i) =>
        `${i + 1}\n${formatSubtitleTime(i, 'srt')} --> ${formatSubtitleTime(i + 1, 'srt')}\nx${i}\n`,
    ).join('\n');
    expect(parseSrt(many)).toMatchObject({ ok: false, message: expect.stringContaining('5000') });
  });
});

describe('parseVtt (WebVTT)', () => {
  const vtt = [
    'WEBVTT - the air filter',
    'Kind: captions',
    'Language: en',
    '',
    'STYLE',
    '::cue { color: yellow }',
    '',
    'NOTE written by hand,',
    'over two lines',
    '',
    'REGION',
    'id:bottom width:40%',
    '',
    'intro',
    '00:01.000 --> 00:04.000 align:start position:10% line:90%',
    '<v Priya>To replace the air filter,</v>',
    '<c.loud>switch the unit off.</c>',
    '',
    '00:00:05.000 --> 00:00:09.500',
    '<v.first.loud Priya Author>Take <i>out</i> the <00:00:06.000>old filter.',
    '',
  ].join('\n');

  it('skips the header, STYLE, NOTE and REGION blocks; reads identifiers, settings and tags', () => {
    expect(ok(parseVtt(vtt))).toEqual([
      { sentence: 'To replace the air filter, switch the unit off.', startTime: 1, endTime: 4 },
      { sentence: 'Take out the old filter.', startTime: 5, endTime: 9.5 },
    ]);
  });

  it('takes hours or none, CRLF and a byte-order mark; drops ruby annotations', () => {
    const text =
      '\uFEFFWEBVTT\r\n\r\n1\r\n01:02:03.004 --> 01:02:05.000\r\n<ruby>漢<rt>kan</rt></ruby>字\r\n';
    expect(ok(parseVtt(text))).toEqual([{ sentence: '漢字', startTime: 3723.004, endTime: 3725 }]);
  });

  it('decodes &lt; &gt; &amp; &nbsp; and leaves an unknown reference as written', () => {
    expect(cueText(['1 &lt; 2 &gt; 0 &amp;&nbsp;&lrm;more &bogus;'])).toBe(
      '1 < 2 > 0 & more &bogus;',
    );
  });

  it('refuses a file without the WEBVTT line, on line 1', () => {
    expect(parseVtt('00:01.000 --> 00:02.000\nHi\n')).toEqual({
      ok: false,
      line: 1,
      message: 'a WebVTT file starts with the line "WEBVTT"',
    });
    expect(parseVtt('WEBVTTX\n\n00:01.000 --> 00:02.000\nHi\n')).toMatchObject({ line: 1 });
  });

  it('refuses a block that is neither a cue nor a known block, naming its line', () => {
    expect(
      parseVtt('WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n\nsome words\nmore words\n'),
    ).toMatchObject({
      ok: false,
      line: 7,
      message: expect.stringContaining('00:00:01.000 --> 00:00:04.000'),
    });
    expect(parseVtt('WEBVTT\n\nid\n00:01.000 --> 00:0x.000\nHi\n')).toMatchObject({ line: 4 });
    // A timing gone wrong is named, not taken for a cue identifier.
    expect(parseVtt('WEBVTT\n\n00:01.000 -> 00:02.000\nHi\n')).toMatchObject({
      line: 3,
      message: expect.stringContaining('found "00:01.000 -> 00:02.000"'),
    });
  });

  it('reads a cue right after the header line, with no blank line between', () => {
    expect(ok(parseVtt('WEBVTT\n00:01.000 --> 00:02.000\nHi\n'))).toEqual([
      { sentence: 'Hi', startTime: 1, endTime: 2 },
    ]);
  });
});

describe('writing', () => {
  const sentences = [
    { sentence: 'Open <the> lid & look.', startTime: 1.2345, endTime: 4 },
    { sentence: 'Second\nline  here.', startTime: 3661.5, endTime: 3663 },
    { sentence: '   ', startTime: 5, endTime: 6 },
  ];

  it('formats times as hh:mm:ss,mmm and hh:mm:ss.mmm', () => {
    expect(formatSubtitleTime(0, 'srt')).toBe('00:00:00,000');
    expect(formatSubtitleTime(3661.5, 'srt')).toBe('01:01:01,500');
    expect(formatSubtitleTime(1.2345, 'vtt')).toBe('00:00:01.235');
    expect(formatSubtitleTime(360000, 'vtt')).toBe('100:00:00.000');
  });

  it('writes SubRip: numbered cues, one line of text each, empty sentences left out', () => {
    expect(formatSrt(sentences)).toBe(
      '1\n00:00:01,235 --> 00:00:04,000\nOpen <the> lid & look.\n\n' +
        '2\n01:01:01,500 --> 01:01:03,000\nSecond line here.\n',
    );
  });

  it('writes WebVTT: the header, escaped text', () => {
    expect(formatVtt(sentences)).toBe(
      'WEBVTT\n\n00:00:01.235 --> 00:00:04.000\nOpen &lt;the&gt; lid &amp; look.\n\n' +
        '01:01:01.500 --> 01:01:03.000\nSecond line here.\n',
    );
    expect(formatVtt([])).toBe('WEBVTT\n');
  });

  it('round-trips: what is written reads back the same, in both formats', () => {
    const transcript = [
      {
        sentence: 'To replace the air filter, switch the unit off.',
        startTime: 1.004,
        endTime: 4.2,
      },
      {
        sentence: 'Use a 3/8" wrench -> turn left <gently> & slowly.',
        startTime: 10,
        endTime: 14.999,
      },
      { sentence: 'Close the housing.', startTime: 19, endTime: 23.5 },
    ];
    for (const format of ['srt', 'vtt'] as const) {
      const written = format === 'srt' ? formatSrt(transcript) : formatVtt(transcript);
      expect(ok(parseSubtitles(written, format))).toEqual(transcript);
    }
  });
});

describe('telling formats apart', () => {
  it('detects WebVTT by its first line and SubRip by a cue timing', () => {
    expect(detectSubtitleFormat('\uFEFFWEBVTT\n\n')).toBe('vtt');
    expect(detectSubtitleFormat('1\n00:00:01,000 --> 00:00:02,000\nx')).toBe('srt');
    expect(detectSubtitleFormat('Just some words.')).toBeNull();
  });

  it('reads the format from a file name', () => {
    expect(subtitleFormatOfName('Air filter.SRT')).toBe('srt');
    expect(subtitleFormatOfName('captions.en.vtt')).toBe('vtt');
    expect(subtitleFormatOfName('notes.txt')).toBeNull();
  });
});
