/**
 * Alternate audio in a master playlist (issue 22, RFC 8216 §4.3.4.1): the original sound stays
 * muxed in every variant and is listed as the group's DEFAULT rendition with no URI; each dubbed
 * track is a rendition with its own audio-only playlist; every variant names the group. hls.js
 * and native HLS then offer the renditions as audio tracks, and playing the original again
 * needs no extra download.
 */

export const AUDIO_GROUP = 'aud';

export interface AudioRendition {
  /** BCP 47, as the workflow stores it ('de-de'). */
  languageCode: string;
  /** In the language's own name ('Deutsch'). */
  name: string;
  /** The rendition's playlist, relative to the master (or absolute); none for the original. */
  uri?: string;
}

const quoted = (s: string) => s.replace(/["\r\n]/g, '');

function mediaTag(r: AudioRendition, isDefault: boolean): string {
  const attrs = [
    'TYPE=AUDIO',
    `GROUP-ID="${AUDIO_GROUP}"`,
    `NAME="${quoted(r.name)}"`,
    `LANGUAGE="${quoted(r.languageCode)}"`,
    `DEFAULT=${isDefault ? 'YES' : 'NO'}`,
    `AUTOSELECT=${isDefault ? 'YES' : 'NO'}`,
  ];
  if (r.uri !== undefined) attrs.push(`URI="${quoted(r.uri)}"`);
  return `#EXT-X-MEDIA:${attrs.join(',')}`;
}

/**
 * `master` with the original (no URI, default) and the dubs as one audio group, the group named
 * on each #EXT-X-STREAM-INF. Audio tags or group references already there are replaced, so it
 * can run on its own output. No dubs: the playlist as it was.
 */
export function withAudioRenditions(
  master: string,
  original: Omit<AudioRendition, 'uri'>,
  dubs: readonly AudioRendition[],
): string {
  if (dubs.length === 0) return master;
  const lines = master.split(/\r?\n/);
  const kept = lines
    .filter((l) => !(l.startsWith('#EXT-X-MEDIA:') && l.includes('TYPE=AUDIO')))
    .map((l) =>
      l.startsWith('#EXT-X-STREAM-INF:')
        ? `${l.replace(/,AUDIO="[^"]*"/, '')},AUDIO="${AUDIO_GROUP}"`
        : l,
    );
  const firstVariant = kept.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF:'));
  const at = firstVariant < 0 ? kept.length : firstVariant;
  const tags = [mediaTag(original, true), ...dubs.map((d) => mediaTag(d, false))];
  kept.splice(at, 0, ...tags);
  return kept.join('\n');
}

/** 'de-de' -> 'Deutsch': a language in its own name (Intl's, first letter capitalised). */
export function languageOwnName(languageCode: string): string {
  const [primary = languageCode, region] = languageCode.split('-');
  // Chinese is told apart by script, not by the spoken language.
  const tag = primary === 'zh' && region ? `zh-${region.toUpperCase()}` : primary;
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (name && name !== tag) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // Not a tag Intl knows: the code itself.
  }
  return languageCode;
}
