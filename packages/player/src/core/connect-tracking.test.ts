import { describe, expect, it } from 'vitest';
import type { TrackingRecord } from '@stepwise/core';
import { createFakeClock } from './clock.js';
import { connectTracking } from './connect-tracking.js';
import { createPlaybackStore } from './playback-store.js';
import { createStepsStore } from './steps-store.js';
import { createSubtitlesStore } from './subtitles-store.js';
import { threeSteps } from './test-fixtures.js';
import { createTrackingStore } from './tracking-store.js';

describe('connectTracking', () => {
  it('feeds play, time, step changes, skips, quality and subtitles into the record', async () => {
    const clock = createFakeClock(1e12);
    const playback = createPlaybackStore({ clock });
    const steps = createStepsStore({
      playback,
      steps: threeSteps,
      language: 'en',
      workflowLanguage: 'en',
    });
    const subtitles = createSubtitlesStore({ steps, locale: 'en', workflowLanguage: 'en' });
    const saved: TrackingRecord[] = [];
    const tracking = createTrackingStore({
      workflowId: 'w1',
      isPublic: true,
      stepIds: steps.$timeline.get().map((s) => s.id),
      clock,
      createId: () => 'r1',
      persistence: {
        load: async () => null,
        save: async (r) => void saved.push(r),
        listPending: async () => [],
        markSent: async () => {},
      },
      sender: { send: async () => {}, sendBeacon: () => true },
    });
    await tracking.start();
    const disconnect = connectTracking({ tracking, playback, steps, subtitles });
    playback.durationChange(30);

    playback.play();
    for (let i = 0; i < 48; i++) {
      clock.advance(250);
      playback.timeUpdate(playback.$time.get() + 0.25); // 12 s: 10 in s1, 2 in s2
    }
    playback.skip(1); // a seek: not counted as played
    clock.advance(250);
    playback.timeUpdate(playback.$time.get() + 0.25);
    steps.goToStep(0);
    playback.pause();
    playback.setQuality('480');
    subtitles.setLanguage('de');
    disconnect();

    const record = tracking.$record.get()!;
    expect(record.steps.s1!.playedDuration).toBeCloseTo(10, 5);
    expect(record.steps.s2!.playedDuration).toBeCloseTo(2.25, 5);
    expect(record.steps.s2!.onForward).toBe(1);
    expect(record.steps.s1!.onPlay).toBeNull();
    expect(record.steps.s2!.onPlay).toBeNull();
    expect(record.onChangeStepFromMenu.map((e) => e.stepId)).toEqual(['s1']);
    expect(record.onChangeRez.map((e) => e.rez)).toEqual(['480']);
    expect(record.onSubtitles.map((e) => e.language)).toEqual(['de']);
  });
});
