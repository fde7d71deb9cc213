import { describe, expect, it } from 'vitest';
import { createAudioLanguageStore, defaultAudioLanguage } from './audio-language.js';

const DUBS = [
  { languageCode: 'de-de', name: 'Deutsch' },
  { languageCode: 'fr-fr', name: 'Français' },
];

describe('default audio language (002 §4 rule, issue 22)', () => {
  it("the viewer's locale when a dub has it", () => {
    expect(defaultAudioLanguage(DUBS, 'de-de', 'en')).toBe('de-de');
    expect(defaultAudioLanguage(DUBS, 'FR-FR', 'en')).toBe('fr-fr');
  });

  it('else a dub of the same language', () => {
    expect(defaultAudioLanguage(DUBS, 'fr-ca', 'en')).toBe('fr-fr');
    expect(defaultAudioLanguage(DUBS, 'de', 'en')).toBe('de-de');
  });

  it('else the original; and the original for a viewer of its own language', () => {
    expect(defaultAudioLanguage(DUBS, 'ja-jp', 'en')).toBeNull();
    expect(defaultAudioLanguage([], 'de-de', 'en')).toBeNull();
    expect(defaultAudioLanguage([{ languageCode: 'en', name: 'English' }], 'en', 'en')).toBeNull();
    expect(defaultAudioLanguage(DUBS, 'de-at', 'de-de')).toBeNull();
  });
});

describe('the audio language store', () => {
  it('starts at the default, takes a dub or the original, ignores a language without a dub', () => {
    const store = createAudioLanguageStore({
      tracks: DUBS,
      locale: 'de-de',
      workflowLanguage: 'en',
    });
    expect(store.$language.get()).toBe('de-de');
    store.setLanguage(null);
    expect(store.$language.get()).toBeNull();
    store.setLanguage('FR-FR');
    expect(store.$language.get()).toBe('fr-fr');
    store.setLanguage('ko-kr');
    expect(store.$language.get()).toBe('fr-fr');
  });

  it("the host's choice wins over the default; an unknown one falls back to it", () => {
    const opts = { tracks: DUBS, locale: 'de-de', workflowLanguage: 'en' };
    expect(createAudioLanguageStore({ ...opts, initial: 'original' }).$language.get()).toBeNull();
    expect(createAudioLanguageStore({ ...opts, initial: 'fr-fr' }).$language.get()).toBe('fr-fr');
    expect(createAudioLanguageStore({ ...opts, initial: 'it-it' }).$language.get()).toBe('de-de');
    expect(createAudioLanguageStore({ ...opts, tracks: undefined }).tracks).toEqual([]);
  });
});
