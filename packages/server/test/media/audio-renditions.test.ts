/**
 * Issue 22: the master playlist's alternate audio (media/audio-renditions.ts), which dubs belong
 * to the media playing (domain/dub-playlist.ts), presigned delivery over it, and the mix's
 * ffmpeg arguments (media/mix-voice-over.ts). Pure: the real mix and the served playlists run in
 * test/dubbing.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { playableDubs } from '../../src/domain/dub-playlist.js';
import { presignPlaylist } from '../../src/domain/media-delivery.js';
import { languageOwnName, withAudioRenditions } from '../../src/media/audio-renditions.js';
import { MASTER } from './master-fixture.js';
import { mixVoiceOverArgs } from '../../src/media/mix-voice-over.js';

const ORIGINAL = { languageCode: 'en', name: 'English' };
const GERMAN = { languageCode: 'de-de', name: 'Deutsch', uri: 'audio/de-de-j1/index.m3u8' };

describe('alternate audio in the master playlist', () => {
  it('lists the muxed original (no URI, default) and each dub; every variant names the group', () => {
    const out = withAudioRenditions(MASTER, ORIGINAL, [GERMAN]);
    const lines = out.split('\n');
    expect(lines.filter((l) => l.startsWith('#EXT-X-MEDIA:'))).toEqual([
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Deutsch",LANGUAGE="de-de",DEFAULT=NO,AUTOSELECT=NO,URI="audio/de-de-j1/index.m3u8"',
    ]);
    // Before the first variant, and every variant names the group once.
    expect(lines.findIndex((l) => l.startsWith('#EXT-X-MEDIA:'))).toBeLessThan(
      lines.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF:')),
    );
    const variants = lines.filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants).toHaveLength(2);
    for (const v of variants) expect(v.match(/AUDIO="aud"/g)).toHaveLength(1);
    // Run again (a master already carrying audio): the same text.
    expect(withAudioRenditions(out, ORIGINAL, [GERMAN])).toBe(out);
  });

  it('leaves the master alone without dubs', () => {
    expect(withAudioRenditions(MASTER, ORIGINAL, [])).toBe(MASTER);
  });

  it('names a language in its own words', () => {
    expect(languageOwnName('de-de')).toBe('Deutsch');
    expect(languageOwnName('fr-ca')).toBe('Français');
    expect(languageOwnName('ja-jp')).toBe('日本語');
    expect(languageOwnName('en')).toBe('English');
  });
});

describe('which dubs a master lists', () => {
  const hlsKey = 'org/o1/workflows/w1/renders/r2/hls/master.m3u8';
  it('only those stored beside its ladder (a re-render leaves older ones out), one per language', () => {
    expect(
      playableDubs(hlsKey, [
        {
          languageCode: 'de-de',
          storagePrefix: 'org/o1/workflows/w1/renders/r2/hls/audio/de-de-j2',
        },
        { languageCode: 'fr-fr', storagePrefix: 'org/o1/workflows/w1/hls/audio/fr-fr-j1' },
        { languageCode: 'it-it', storagePrefix: null },
      ]),
    ).toEqual([{ languageCode: 'de-de', name: 'Deutsch', uri: 'audio/de-de-j2/index.m3u8' }]);
  });
});

describe('presigned delivery of a master with dubs', () => {
  const grant = { prefix: 'org/o1/workflows/w1', organizationId: 'o1', expiresAt: 2_000_000_000 };
  const presign = (key: string) => Promise.resolve(`https://store.test/${key}?sig=1`);

  it('keeps the renditions relative (they come back under the token) and presigns segments', async () => {
    const master = withAudioRenditions(MASTER, ORIGINAL, [GERMAN]);
    const served = await presignPlaylist(master, grant, 'hls/master.m3u8', presign);
    expect(served).toContain('URI="audio/de-de-j1/index.m3u8"');
    const rendition =
      '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nsegment_000.ts\n#EXT-X-ENDLIST\n';
    const audio = await presignPlaylist(rendition, grant, 'hls/audio/de-de-j1/index.m3u8', presign);
    expect(audio).toContain(
      'https://store.test/org/o1/workflows/w1/hls/audio/de-de-j1/segment_000.ts?sig=1',
    );
  });
});

describe('the mix', () => {
  it('lays each clip at its start on silence as long as the video, level kept, as HLS audio', () => {
    const args = mixVoiceOverArgs({
      clips: [
        { file: '/w/a.m4a', startSeconds: 0.5 },
        { file: '/w/b.m4a', startSeconds: 4.25 },
      ],
      durationSeconds: 12,
      outDir: '/w/out',
    });
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(args.slice(args.indexOf('-f'), args.indexOf('-f') + 6)).toEqual([
      '-f',
      'lavfi',
      '-t',
      '12',
      '-i',
      'anullsrc=r=48000:cl=stereo',
    ]);
    expect(graph).toContain('adelay=500|500,apad[b0]');
    expect(graph).toContain('adelay=4250|4250,apad[b1]');
    // amix divides by its three inputs; volume gives each block its level back.
    expect(graph).toContain(
      'amix=inputs=3:duration=first:dropout_transition=0,volume=3,atrim=0:12',
    );
    expect(args).toEqual(expect.arrayContaining(['-c:a', 'aac', '-ac', '2', '-ar', '48000']));
    expect(args).toEqual(expect.arrayContaining(['-hls_time', '4', '/w/out/index.m3u8']));
  });
});
