import { describe, expect, it } from 'vitest';
import { textParagraphs, textSentences, timeTranscriptText } from './transcript-text.js';

describe('textSentences', () => {
  it('ends a sentence at . ! ? before a space, at a line break, and at CJK marks', () => {
    expect(textSentences('Switch it off. Open the lid!\nLook inside? "Done." Next')).toEqual([
      'Switch it off.',
      'Open the lid!',
      'Look inside?',
      '"Done."',
      'Next',
    ]);
    expect(textSentences('電源を切る。蓋を開ける。')).toEqual(['電源を切る。', '蓋を開ける。']);
  });

  it('keeps numbers and abbreviations followed by no space whole; drops lines of punctuation', () => {
    expect(textSentences('Set it to 2.5 bar, e.g., by hand.\n---\n  ')).toEqual([
      'Set it to 2.5 bar, e.g., by hand.',
    ]);
  });
});

describe('textParagraphs', () => {
  it('splits at blank lines (also CRLF and blank lines holding spaces)', () => {
    expect(textParagraphs('\uFEFFOne. Two.\r\n \r\nThree.\n\n\n\nFour.')).toEqual([
      ['One.', 'Two.'],
      ['Three.'],
      ['Four.'],
    ]);
  });
});

describe('timeTranscriptText', () => {
  const steps = [
    { startTime: 0, endTime: 10 },
    { startTime: 10, endTime: 20 },
    { startTime: 20, endTime: 27 },
  ];

  it('spreads one paragraph over the whole video, each sentence by its length', () => {
    // 11 and 33 characters: a quarter and three quarters of 0..20.
    expect(
      timeTranscriptText('Open it up. Then take out the old filter now.', [
        { startTime: 0, endTime: 10 },
        { startTime: 10, endTime: 20 },
      ]),
    ).toEqual([
      { sentence: 'Open it up.', startTime: 0, endTime: 5 },
      { sentence: 'Then take out the old filter now.', startTime: 5, endTime: 20 },
    ]);
  });

  it('puts one paragraph in each step, in order', () => {
    const timed = timeTranscriptText(
      'Open the housing.\n\nSwap the filter. Push it home.\n\nClose it.',
      steps,
    );
    expect(timed.map((s) => [s.sentence, s.startTime])).toEqual([
      ['Open the housing.', 0],
      ['Swap the filter.', 10],
      ['Push it home.', 15.517], // 16 and 13 characters share 10..20
      ['Close it.', 20],
    ]);
    expect(timed.at(-1)!.endTime).toBe(27);
  });

  it('gives paragraphs beyond the last step to the last step; later steps may get none', () => {
    expect(timeTranscriptText('A.\n\nB.\n\nC.\n\nD.', steps).map((s) => s.startTime)).toEqual([
      0, 10, 20, 23.5,
    ]);
    expect(timeTranscriptText('A.\n\nB.', steps).map((s) => [s.startTime, s.endTime])).toEqual([
      [0, 10],
      [10, 20],
    ]);
  });

  it('gives nothing for no text or no spans', () => {
    expect(timeTranscriptText('  \n\n ', steps)).toEqual([]);
    expect(timeTranscriptText('Hello.', [])).toEqual([]);
  });
});
