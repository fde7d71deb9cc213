import { describe, expect, it } from 'vitest';
import { createPlaybackStore } from './playback-store.js';
import { createStepsStore } from './steps-store.js';
import { createSubtitlesStore } from './subtitles-store.js';
import { threeSteps } from './test-fixtures.js';

function setup(locale: string) {
  const playback = createPlaybackStore();
  const steps = createStepsStore({
    playback,
    steps: threeSteps,
    language: locale,
    workflowLanguage: 'en',
  });
  const subtitles = createSubtitlesStore({ steps, locale, workflowLanguage: 'en' });
  return { playback, steps, subtitles };
}

describe('subtitles store (002 §4 subtitle default)', () => {
  it("shows the locale's subtitles where the step has them, else the workflow language", () => {
    const { playback, subtitles } = setup('de-de');
    playback.seek(2);
    expect(subtitles.$language.get()).toBe('de');
    expect(subtitles.$cue.get()?.text).toBe('Öffne die Klappe.');
    playback.seek(16);
    expect(subtitles.$available.get()).toEqual(['en']);
    expect(subtitles.$language.get()).toBe('en');
    expect(subtitles.$cue.get()?.text).toBe('Now tighten the BOLT firmly.');
  });

  it('keeps the viewer choice, and off, across steps', () => {
    const { playback, subtitles } = setup('en');
    playback.seek(2);
    subtitles.setLanguage('de');
    expect(subtitles.$language.get()).toBe('de');
    playback.seek(16);
    expect(subtitles.$language.get()).toBe('en');
    subtitles.setLanguage(null);
    expect(subtitles.$language.get()).toBeNull();
    expect(subtitles.$cue.get()).toBeNull();
    playback.seek(2);
    expect(subtitles.$language.get()).toBeNull();
  });
});
