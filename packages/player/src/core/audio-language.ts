/**
 * The audio language (issue 22): the workflow's original sound, or one of its dubbed tracks
 * (`audioTracks` of the player answer; the master playlist lists them as alternate audio). The
 * default follows 002 §4's subtitle rule: the viewer's locale when a dub has it, else a dub of
 * the same language, else the original. A viewer whose language is the workflow's own hears the
 * original (a voice-over in the spoken language is a choice, not a default).
 */
import { atom, computed, type ReadableAtom } from 'nanostores';

export interface AudioTrackInfo {
  languageCode: string;
  /** In the language's own name ('Deutsch'). */
  name: string;
}

const lower = (s: string) => s.toLowerCase();
const primary = (s: string) => lower(s).split('-')[0];

/** The dub to start with, or null for the original sound. */
export function defaultAudioLanguage(
  tracks: readonly AudioTrackInfo[],
  locale: string,
  workflowLanguage: string,
): string | null {
  if (primary(locale) === primary(workflowLanguage)) return null;
  const codes = tracks.map((t) => t.languageCode);
  return (
    codes.find((c) => lower(c) === lower(locale)) ??
    codes.find((c) => primary(c) === primary(locale)) ??
    null
  );
}

export interface AudioLanguageStoreOptions {
  tracks: readonly AudioTrackInfo[] | undefined;
  /** The viewer's locale (the interface language). */
  locale: string;
  workflowLanguage: string;
  /** The host's choice (the `audio-language` attribute): a dub's code or 'original'. */
  initial?: string | undefined;
}

export interface AudioLanguageStore {
  readonly tracks: readonly AudioTrackInfo[];
  /** The dub playing, or null for the original. */
  readonly $language: ReadableAtom<string | null>;
  /** A dub's language, or null for the original; a language without a dub is ignored. */
  setLanguage(language: string | null): void;
}

/** 'original' or a dub's code that exists (any case) -> the store's value; else undefined. */
function chosen(tracks: readonly AudioTrackInfo[], value: string | undefined) {
  if (value === undefined) return undefined;
  if (lower(value) === 'original') return null;
  return tracks.find((t) => lower(t.languageCode) === lower(value))?.languageCode;
}

export function createAudioLanguageStore(options: AudioLanguageStoreOptions): AudioLanguageStore {
  const tracks = options.tracks ?? [];
  // null (the original) is a choice too: only undefined falls back to the default rule.
  const asked = chosen(tracks, options.initial);
  const $choice = atom<string | null>(
    asked !== undefined
      ? asked
      : defaultAudioLanguage(tracks, options.locale, options.workflowLanguage),
  );
  return {
    tracks,
    $language: computed($choice, (c) => c),
    setLanguage(language) {
      const next = chosen(tracks, language ?? 'original');
      if (next !== undefined) $choice.set(next);
    },
  };
}
