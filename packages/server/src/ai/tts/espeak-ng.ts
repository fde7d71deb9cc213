/**
 * Offline text to speech with the espeak-ng program (Debian package espeak-ng), run as a child
 * process: the text goes in on stdin (never in argv), `-s` is words a minute (175 at speed 1),
 * `-w` writes a wav file, SSML stays off (no `-m`: markup is read out as text), and a time-out
 * stops a run that hangs. The GPL WASM build is never bundled: only an installed program is used.
 *
 * Voices (001 §9 "two voices each"): for each interface language whose espeak-ng voice is
 * installed, a female and a male variant. The table below is checked against `espeak-ng
 * --voices` once; a language whose voice is missing (or only exists as an MBROLA voice, which
 * needs another program) is left out rather than faked.
 *
 * Choices worth knowing: Mandarin uses `cmn-latn-pinyin` (espeak-ng 1.51's `cmn` reads the
 * pinyin of Chinese characters with English rules); Traditional Chinese (zh-tw) is Mandarin
 * too, with the other female / male variants so its voice ids differ from zh's; Canadian French
 * (fr-ca) speaks with espeak-ng's French voice (espeak-ng has no Canadian French of its own,
 * only an MBROLA one), also with the other variants. espeak-ng gives no word timings.
 */
import { join } from 'node:path';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@stepwise/core';
import { findOnPath } from '../../media/ffmpeg-binaries.js';
import { isMediaError } from '../../media/media-error.js';
import { runProcess } from '../../media/run-process.js';
import { TtsError, type SynthesizeInput, type TextToSpeech, type TtsVoice } from './types.js';

export const ESPEAK_WORDS_PER_MINUTE = 175;
const PROBE_TIMEOUT_MS = 10_000;

interface EspeakLanguage {
  /** The espeak-ng voice (language) name. */
  voice: string;
  /** What the editor shows, in the language itself. */
  label: string;
  female: string;
  male: string;
}

const V3 = { female: 'f3', male: 'm3' };
const V4 = { female: 'f4', male: 'm4' };

/** Interface language -> espeak-ng voice; see the module comment for zh-tw and fr-ca. */
export const ESPEAK_LANGUAGES: Record<InterfaceLanguage, EspeakLanguage> = {
  en: { voice: 'en-us', label: 'English', ...V3 },
  zh: { voice: 'cmn-latn-pinyin', label: '中文（普通话）', ...V3 },
  'zh-tw': { voice: 'cmn-latn-pinyin', label: '中文（台灣）', ...V4 },
  'es-mx': { voice: 'es-419', label: 'Español (Latinoamérica)', ...V3 },
  'ja-jp': { voice: 'ja', label: '日本語', ...V3 },
  'de-de': { voice: 'de', label: 'Deutsch', ...V3 },
  'pt-br': { voice: 'pt-br', label: 'Português (Brasil)', ...V3 },
  'fr-fr': { voice: 'fr-fr', label: 'Français', ...V3 },
  'fr-ca': { voice: 'fr-fr', label: 'Français (Canada)', ...V4 },
  'th-th': { voice: 'th', label: 'ไทย', ...V3 },
  'ru-ru': { voice: 'ru', label: 'Русский', ...V3 },
  'ko-kr': { voice: 'ko', label: '한국어', ...V3 },
  'it-it': { voice: 'it', label: 'Italiano', ...V3 },
  'ar-ar': { voice: 'ar', label: 'العربية', ...V3 },
  'id-id': { voice: 'id', label: 'Bahasa Indonesia', ...V3 },
};

export const espeakVoiceId = (voice: string, variant: string) => `espeak-ng:${voice}+${variant}`;

/**
 * The espeak-ng voice names `--voices` lists with a voice file of espeak-ng's own (MBROLA
 * voices, files under `mb/`, need the separate mbrola program and its databases).
 * Columns: Pty, Language, Age/Gender, VoiceName, File, Other languages.
 */
export function nativeVoices(listing: string): Set<string> {
  const names = new Set<string>();
  for (const line of listing.split('\n').slice(1)) {
    const cols = line.trim().split(/\s+/);
    if (cols.length < 5 || cols[4]!.startsWith('mb/')) continue;
    names.add(cols[1]!.toLowerCase());
  }
  return names;
}

/** The variant names `--voices=variant` lists (files `!v/<name>`). */
export function variantNames(listing: string): Set<string> {
  const names = new Set<string>();
  for (const m of listing.matchAll(/!v\/(\S+)/g)) names.add(m[1]!);
  return names;
}

/** Two voices for each interface language the installed espeak-ng speaks. */
export function espeakVoices(native: Set<string>, variants: Set<string>): TtsVoice[] {
  const voices: TtsVoice[] = [];
  for (const languageCode of INTERFACE_LANGUAGES) {
    const lang = ESPEAK_LANGUAGES[languageCode];
    if (!native.has(lang.voice)) continue;
    for (const gender of ['female', 'male'] as const) {
      const variant = lang[gender];
      if (!variants.has(variant)) continue;
      voices.push({
        id: espeakVoiceId(lang.voice, variant),
        name: `${lang.label} — ${gender}`,
        languageCode,
        gender,
      });
    }
  }
  return voices;
}

/** The program to run: ESPEAK_NG_PATH, else `espeak-ng` on PATH; undefined when neither. */
export function espeakProgram(env: NodeJS.ProcessEnv): string | undefined {
  return env.ESPEAK_NG_PATH || findOnPath('espeak-ng', env);
}

/**
 * Probes the program once (`--version`, then its voices) and answers the provider, or why it
 * cannot be used (the reason names the program).
 */
export async function loadEspeakNg(
  program: string,
): Promise<{ ok: true; provider: TextToSpeech } | { ok: false; reason: string }> {
  let native: Set<string>;
  let variants: Set<string>;
  try {
    await runProcess(program, ['--version'], { timeoutMs: PROBE_TIMEOUT_MS });
    const [all, vars] = await Promise.all([
      runProcess(program, ['--voices'], { timeoutMs: PROBE_TIMEOUT_MS }),
      runProcess(program, ['--voices=variant'], { timeoutMs: PROBE_TIMEOUT_MS }),
    ]);
    native = nativeVoices(all.stdout);
    variants = variantNames(vars.stdout);
  } catch (e) {
    const why = isMediaError(e) ? e.message : String(e);
    return { ok: false, reason: `espeak-ng at ${program} does not run (${why})` };
  }
  const voices = espeakVoices(native, variants);
  if (voices.length === 0) {
    return { ok: false, reason: `espeak-ng at ${program} has none of the interface languages` };
  }
  return { ok: true, provider: espeakNg(program, voices) };
}

/** The provider over a probed program and its voices. */
export function espeakNg(program: string, voices: TtsVoice[]): TextToSpeech {
  const known = new Set(voices.map((v) => v.id));
  return {
    name: 'espeak-ng',
    voices: () => voices,
    async synthesize(input: SynthesizeInput) {
      if (!known.has(input.voice)) {
        throw new TtsError(`espeak-ng has no voice ${input.voice}`, { retryable: false });
      }
      const voice = input.voice.slice('espeak-ng:'.length);
      const file = `${input.outBase}.wav`;
      const wpm = Math.round(ESPEAK_WORDS_PER_MINUTE * input.rate);
      try {
        await runProcess(
          program,
          // -b 1: the text is UTF-8; --stdin: read it from stdin, not from argv.
          ['-v', voice, '-s', String(wpm), '-b', '1', '-w', file, '--stdin'],
          {
            input: input.text,
            signal: input.signal,
            // About 150 characters a second even on a slow machine; a minute at least.
            timeoutMs: 60_000 + input.text.length * 20,
            cwd: join(file, '..'),
          },
        );
      } catch (e) {
        const why = isMediaError(e) ? e.message : String(e);
        // A time-out may pass on a less busy machine; anything else is the input or the program.
        const retryable = isMediaError(e, 'timeout');
        throw new TtsError(`espeak-ng failed: ${why}`, { retryable, cause: e });
      }
      return { file };
    },
  };
}
