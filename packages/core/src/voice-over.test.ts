import { describe, expect, it } from 'vitest';
import {
  allAudioReady,
  BlockStatus,
  blocksToGenerate,
  blockNeedsGeneration,
  blockStatusOf,
  blockWarnings,
  controlsDisabled,
  equalsServer,
  newBlock,
  newBlockSpeed,
  nextRecordingState,
  onAudioCompleted,
  reorder,
  revertsToTodo,
  setBlockSpeed,
  setGlobalSpeed,
  speedAfterOverrun,
  audioIsPolled,
  VOICE_OVER,
  type TextToSpeechAudio,
  type TtsBlock,
  type VoiceOverState,
} from './voice-over.js';

const block = (over: Partial<TtsBlock> = {}): TtsBlock => ({
  key: 'b1',
  text2SpeechId: 'a1',
  text: 'Open the valve',
  time: VOICE_OVER.defaultTime,
  speed: 1,
  startTime: 10,
  endTime: 15,
  voice: 'espeak-ng:en',
  source: 'tts',
  ...over,
});
const audio = (over: Partial<TextToSpeechAudio> = {}): TextToSpeechAudio => ({
  id: 'a1',
  voice: 'espeak-ng:en',
  rate: 1,
  text: 'Open the valve',
  duration: 2,
  status: 'COMPLETED',
  speechURL: 'https://media.test/a1.m4a',
  error: null,
  ...over,
});
const state = (blocks: TtsBlock[], globalSpeed = 1): VoiceOverState => ({
  voice: 'espeak-ng:en',
  blocks,
  selected: 0,
  globalSpeed,
  previous: [],
});
const bounds = { videoDuration: 60, deletedSegments: [] };

describe('001 §9 voice-over constants', () => {
  it('keeps the spec numbers', () => {
    expect(VOICE_OVER.defaultTime).toBe(0.5);
    expect(VOICE_OVER.defaultSpeed).toBe(1);
    expect(VOICE_OVER.mixedSpeed).toBe(-1);
    expect(VOICE_OVER.autoCorrectTolerance).toBe(0.75);
    expect(VOICE_OVER.dirtyTolerance).toBe(0.02);
    expect(VOICE_OVER.newBlockSeconds).toBe(5);
  });
});

describe('001 §4 text-to-speech statuses', () => {
  it('TODO and FAILURE need generation; PENDING and PROCESSING are polled', () => {
    expect(blockNeedsGeneration('TODO')).toBe(true);
    expect(blockNeedsGeneration('FAILURE')).toBe(true);
    expect(blockNeedsGeneration('PENDING')).toBe(false);
    expect(blockNeedsGeneration('COMPLETED')).toBe(false);
    expect(audioIsPolled('PENDING')).toBe(true);
    expect(audioIsPolled('PROCESSING')).toBe(true);
    expect(audioIsPolled('COMPLETED')).toBe(false);
  });

  it('gives each block its status value', () => {
    expect(blockStatusOf(block({ text2SpeechId: null }), undefined)).toBe(BlockStatus.Todo);
    expect(blockStatusOf(block(), audio({ status: 'PENDING' }))).toBe(BlockStatus.Pending);
    expect(blockStatusOf(block(), audio({ status: 'PROCESSING' }))).toBe(BlockStatus.Processing);
    expect(blockStatusOf(block(), audio({ status: 'FAILURE' }))).toBe(BlockStatus.Failure);
    expect(blockStatusOf(block(), audio())).toBe(BlockStatus.Completed);
    expect(blockStatusOf(block(), audio(), { playing: true })).toBe(BlockStatus.Playing);
    expect(blockStatusOf(block(), audio(), { audioLoading: true })).toBe(BlockStatus.AudioLoading);
    expect(blockStatusOf(block(), audio(), { warnings: ['exceedsBlock'] })).toBe(
      BlockStatus.WarningAllowGenerate,
    );
    expect(blockStatusOf(block(), audio(), { warnings: ['exceedsVideo'] })).toBe(
      BlockStatus.WarningPendingUserAction,
    );
  });

  it('on COMPLETED the block time becomes the larger of its time and the audio duration', () => {
    expect(onAudioCompleted(block({ time: 0.5 }), audio({ duration: 2.4 })).time).toBe(2.4);
    expect(onAudioCompleted(block({ time: 3 }), audio({ duration: 2.4 })).time).toBe(3);
    expect(onAudioCompleted(block({ text2SpeechId: null }), audio()).text2SpeechId).toBe('a1');
  });

  it('a completed block reverts to todo when its text, speed or voice differs from the audio', () => {
    const opts = { newEditor: false };
    expect(revertsToTodo(block(), audio(), opts)).toBe(false);
    expect(revertsToTodo(block({ text: 'Close the valve' }), audio(), opts)).toBe(true);
    expect(revertsToTodo(block({ speed: 1.5 }), audio(), opts)).toBe(true);
    expect(revertsToTodo(block({ voice: 'espeak-ng:de' }), audio(), opts)).toBe(true);
    expect(blockStatusOf(block({ text: 'changed' }), audio())).toBe(BlockStatus.Todo);
    // A recording is never regenerated.
    expect(revertsToTodo(block({ source: 'recording', text: 'label' }), audio(), opts)).toBe(false);
  });

  it('(new editor) a dirty block whose length differs from its audio by more than 0.02 s reverts', () => {
    const fitted = audio({ rate: 0, duration: 5 });
    const dirty = (endTime: number) => block({ speed: 0, isDirty: true, endTime });
    expect(revertsToTodo(dirty(15.02), fitted, { newEditor: true })).toBe(false);
    expect(revertsToTodo(dirty(15.03), fitted, { newEditor: true })).toBe(true);
    expect(revertsToTodo(dirty(15.03), fitted, { newEditor: false })).toBe(false);
    expect(revertsToTodo({ ...dirty(15.03), isDirty: false }, fitted, { newEditor: true })).toBe(
      false,
    );
  });

  it('all audio is ready when every block has generated, known audio and no batch runs', () => {
    const blocks = [block(), block({ key: 'b2', text2SpeechId: 'a2' })];
    const audios = { a1: audio(), a2: audio({ id: 'a2' }) };
    expect(allAudioReady(blocks, audios, false)).toBe(true);
    expect(allAudioReady(blocks, audios, true)).toBe(false);
    expect(allAudioReady(blocks, { a1: audio() }, false)).toBe(false);
    expect(
      allAudioReady(blocks, { ...audios, a2: audio({ id: 'a2', status: 'PENDING' }) }, false),
    ).toBe(false);
    expect(allAudioReady([block({ text2SpeechId: null })], audios, false)).toBe(false);
  });

  it('sends only the blocks that need audio (todo, failed or changed; not recordings or empty)', () => {
    const blocks = [
      block(),
      block({ key: 'b2', text2SpeechId: null }),
      block({ key: 'b3', text2SpeechId: 'a3' }),
      block({ key: 'b4', text: 'changed' }),
      block({ key: 'b5', text2SpeechId: null, text: '  ' }),
      block({ key: 'b6', text2SpeechId: 'r1', source: 'recording' }),
    ];
    const audios = { a1: audio(), a3: audio({ id: 'a3', status: 'FAILURE' }) };
    expect(blocksToGenerate(blocks, audios)).toEqual([1, 2, 3]);
  });

  it('local data equals the server when the count and each id, text, speed and time match', () => {
    const saved = [block(), block({ key: 'b2' })];
    expect(
      equalsServer(
        saved.map((b) => ({ ...b })),
        saved,
      ),
    ).toBe(true);
    expect(equalsServer([block()], saved)).toBe(false);
    expect(equalsServer([block(), block({ key: 'b2', text: 'x' })], saved)).toBe(false);
    expect(equalsServer([block(), block({ key: 'b2', speed: 2 })], saved)).toBe(false);
    expect(equalsServer([block(), block({ key: 'b2', time: 1.2 })], saved)).toBe(false);
    expect(equalsServer([block(), block({ key: 'b2', text2SpeechId: 'zz' })], saved)).toBe(false);
  });
});

describe('001 §4 speeds', () => {
  it('a block speed different from the global one makes it mixed (-1)', () => {
    const s = state([block(), block({ key: 'b2' })], 1);
    expect(setBlockSpeed(s, 1, 1.5).globalSpeed).toBe(-1);
    expect(setBlockSpeed(s, 1, 1.5).blocks[1]?.speed).toBe(1.5);
    expect(setBlockSpeed(s, 1, 1).globalSpeed).toBe(1);
  });

  it('a global speed other than -1 applies to every block', () => {
    const s = state([block(), block({ key: 'b2', speed: 1.5 })], -1);
    const next = setGlobalSpeed(s, 0.75);
    expect(next.globalSpeed).toBe(0.75);
    expect(next.blocks.map((b) => b.speed)).toEqual([0.75, 0.75]);
    expect(setGlobalSpeed(s, -1).blocks.map((b) => b.speed)).toEqual([1, 1.5]);
  });

  it('new blocks take the global speed, or 1 when mixed', () => {
    expect(newBlockSpeed(1.25)).toBe(1.25);
    expect(newBlockSpeed(-1)).toBe(1);
    expect(newBlockSpeed(0)).toBe(0);
  });

  it('audio longer than the block switches speed to auto; within 0.75 s it matches', () => {
    expect(speedAfterOverrun(block(), 5.75)).toBeNull(); // 5 s block, 0.75 s over
    expect(speedAfterOverrun(block(), 5.8)).toBe(0);
    expect(speedAfterOverrun(block({ speed: 0 }), 9)).toBeNull(); // already auto
    expect(speedAfterOverrun(block({ source: 'recording' }), 9)).toBeNull();
  });
});

describe('001 §4 drag reorder', () => {
  it('inserts at the drop position', () => {
    expect(reorder(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(reorder(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(reorder(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('001 §4 new block (5 s, capped)', () => {
  const s = (blocks: TtsBlock[] = [], globalSpeed = 1) => ({ blocks, globalSpeed, voice: 'v' });
  it('lasts 5 s at the playhead with the default time and the global speed', () => {
    const b = newBlock(s([], 1.5), 3, { ...bounds, key: 'k' });
    expect(b).toMatchObject({ startTime: 3, endTime: 8, time: 0.5, speed: 1.5, voice: 'v' });
    expect(b?.text2SpeechId).toBeNull();
    expect(newBlock(s([], -1), 3, { ...bounds, key: 'k' })?.speed).toBe(1);
  });
  it('is capped by the next block, a deleted segment and the video end', () => {
    const next = block({ startTime: 6, endTime: 9 });
    expect(newBlock(s([next]), 3, { ...bounds, key: 'k' })?.endTime).toBe(6);
    const cut = { videoDuration: 60, deletedSegments: [{ start: 4.5, end: 7 }], key: 'k' };
    expect(newBlock(s(), 3, cut)?.endTime).toBe(4.5);
    expect(newBlock(s(), 58, { ...bounds, key: 'k' })?.endTime).toBe(60);
  });
  it('has no room inside another block, a deleted segment or at the end', () => {
    expect(newBlock(s([block()]), 12, { ...bounds, key: 'k' })).toBeNull();
    expect(
      newBlock(s(), 5, { videoDuration: 60, deletedSegments: [{ start: 4, end: 6 }], key: 'k' }),
    ).toBeNull();
    expect(newBlock(s(), 60, { ...bounds, key: 'k' })).toBeNull();
  });
});

describe('001 §4 warnings', () => {
  it('names the four warnings', () => {
    expect(blockWarnings(block(), audio({ status: 'FAILURE' }), bounds)).toEqual([
      'generationFailed',
    ]);
    expect(blockWarnings(block(), audio({ duration: 6 }), bounds)).toEqual(['exceedsBlock']);
    expect(blockWarnings(block(), audio({ duration: 5.7 }), bounds)).toEqual([]);
    expect(
      blockWarnings(block({ startTime: 57, endTime: 59.5 }), audio({ duration: 3.1 }), bounds),
    ).toEqual(['exceedsVideo']);
    expect(
      blockWarnings(block(), audio(), {
        videoDuration: 60,
        deletedSegments: [{ start: 14, end: 20 }],
      }),
    ).toEqual(['overlapsDeleted']);
    expect(blockWarnings(block(), audio(), bounds)).toEqual([]);
  });
});

describe('001 §4 recording states', () => {
  it('waiting -> countdown -> recording <-> pause -> finish', () => {
    expect(nextRecordingState('waiting', 'start')).toBe('countdown');
    expect(nextRecordingState('countdown', 'countdownDone')).toBe('recording');
    expect(nextRecordingState('recording', 'pause')).toBe('pause');
    expect(nextRecordingState('pause', 'resume')).toBe('recording');
    expect(nextRecordingState('pause', 'finish')).toBe('finish');
    expect(nextRecordingState('recording', 'finish')).toBe('finish');
    expect(nextRecordingState('finish', 'reset')).toBe('waiting');
    expect(nextRecordingState('waiting', 'pause')).toBeNull();
    expect(nextRecordingState('finish', 'resume')).toBeNull();
  });
  it('disables the controls while recording, counting down or paused', () => {
    expect(controlsDisabled('recording')).toBe(true);
    expect(controlsDisabled('countdown')).toBe(true);
    expect(controlsDisabled('pause')).toBe(true);
    expect(controlsDisabled('waiting')).toBe(false);
    expect(controlsDisabled('finish')).toBe(false);
  });
});
