import { describe, expect, it } from 'vitest';
import {
  availableQuality,
  clampVolume,
  endOfStep,
  nextRepeatMode,
  qualitiesFor,
  qualityForDownloadSpeed,
  stepVolume,
  toggleMute,
  withVolume,
  type EndOfStepInput,
} from './playback.js';

describe('volume (002 §9: 0 to 1 in steps of 0.1; unmuting at zero sets 0.5)', () => {
  it('clamps to 0..1 and snaps to the 0.1 grid', () => {
    expect(clampVolume(1.4)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(0.34)).toBe(0.3);
    expect(clampVolume(0.36)).toBe(0.4);
    expect(clampVolume(Number.NaN)).toBe(0);
  });

  it('steps by 0.1 without floating drift, stopping at the ends', () => {
    let v = 0;
    for (let i = 0; i < 7; i++) v = stepVolume(v, 1);
    expect(v).toBe(0.7);
    expect(stepVolume(1, 1)).toBe(1);
    expect(stepVolume(0.1, -1)).toBe(0);
    expect(stepVolume(0, -1)).toBe(0);
  });

  it('unmuting at zero volume sets 0.5; otherwise it restores the volume', () => {
    expect(toggleMute({ muted: true, volume: 0 })).toEqual({ muted: false, volume: 0.5 });
    expect(toggleMute({ muted: true, volume: 0.8 })).toEqual({ muted: false, volume: 0.8 });
    expect(toggleMute({ muted: false, volume: 0.8 })).toEqual({ muted: true, volume: 0.8 });
  });

  it('a volume of zero reads as muted, above zero unmutes', () => {
    expect(withVolume(0)).toEqual({ muted: true, volume: 0 });
    expect(withVolume(0.62)).toEqual({ muted: false, volume: 0.6 });
  });
});

describe('quality by download speed (002 §9)', () => {
  it.each([
    [25, '1080'],
    [10, '1080'],
    [9.99, '480'],
    [1, '480'],
    [0.5, '360'],
    [null, '720'],
    [Number.NaN, '720'],
  ] as const)('%s Mbit/s -> %s', (mbps, quality) => {
    expect(qualityForDownloadSpeed(mbps)).toBe(quality);
  });
});

describe('repeat cycle (002 §4)', () => {
  it('cycles disabled -> workflow -> step -> disabled', () => {
    expect(nextRepeatMode('disabled', false)).toBe('workflow');
    expect(nextRepeatMode('workflow', false)).toBe('step');
    expect(nextRepeatMode('step', false)).toBe('disabled');
  });

  it('a single-step player cycles only disabled <-> step', () => {
    expect(nextRepeatMode('disabled', true)).toBe('step');
    expect(nextRepeatMode('step', true)).toBe('disabled');
    expect(nextRepeatMode('workflow', true)).toBe('disabled');
  });
});

describe('end of a step (002 §4 "When the video ends")', () => {
  const base: EndOfStepInput = {
    repeat: 'disabled',
    autoPlay: true,
    isLastStep: false,
    singleStep: false,
    preview: false,
    quizPending: false,
    quizzesEnabled: false,
  };

  it('repeat disabled advances to the next step when auto-play is on, else stops', () => {
    expect(endOfStep(base)).toEqual({ kind: 'next' });
    expect(endOfStep({ ...base, autoPlay: false })).toEqual({ kind: 'stop' });
  });

  it('repeat workflow goes on, and wraps to step 1 after the last', () => {
    expect(endOfStep({ ...base, repeat: 'workflow' })).toEqual({ kind: 'next' });
    expect(endOfStep({ ...base, repeat: 'workflow', isLastStep: true })).toEqual({ kind: 'wrap' });
  });

  it('repeat step restarts the step, in a single-step player too', () => {
    expect(endOfStep({ ...base, repeat: 'step', isLastStep: true })).toEqual({ kind: 'restart' });
    expect(endOfStep({ ...base, repeat: 'step', singleStep: true })).toEqual({ kind: 'restart' });
  });

  it('a single-step player otherwise stops: it has no auto-play', () => {
    expect(endOfStep({ ...base, singleStep: true, isLastStep: true })).toEqual({ kind: 'stop' });
  });

  it('the last step ends the workflow: quiz mask when pending and enabled, else the skill notice', () => {
    const last = { ...base, isLastStep: true };
    expect(endOfStep(last)).toEqual({ kind: 'workflow-ended', then: 'notify-skill' });
    expect(endOfStep({ ...last, autoPlay: false })).toEqual({
      kind: 'workflow-ended',
      then: 'notify-skill',
    });
    expect(endOfStep({ ...last, quizPending: true, quizzesEnabled: true })).toEqual({
      kind: 'workflow-ended',
      then: 'quiz',
    });
    expect(endOfStep({ ...last, quizPending: true })).toEqual({
      kind: 'workflow-ended',
      then: 'notify-skill',
    });
  });

  it('preview mode skips the quiz and the skill notice', () => {
    expect(
      endOfStep({
        ...base,
        isLastStep: true,
        preview: true,
        quizPending: true,
        quizzesEnabled: true,
      }),
    ).toEqual({ kind: 'workflow-ended', then: 'none' });
  });
});

describe('qualities a stream offers', () => {
  it('lists Auto and the spec heights the stream has', () => {
    expect(qualitiesFor([360, 480, 720])).toEqual(['auto', '360', '480', '720']);
    expect(qualitiesFor([360, 480, 720, 1080])).toEqual(['auto', '360', '480', '720', '1080']);
    expect(qualitiesFor([240])).toEqual(['auto']);
  });

  it('a wanted height becomes the tallest offered at or below it, else the lowest', () => {
    expect(availableQuality('1080', [360, 480, 720])).toBe('720');
    expect(availableQuality('480', [720, 1080])).toBe('720');
    expect(availableQuality('720', [240])).toBe('auto');
    expect(availableQuality('auto', [360])).toBe('auto');
    expect(availableQuality('1080', null)).toBe('1080');
  });
});
