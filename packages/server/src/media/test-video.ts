/**
 * Videos and broken files made on the spot for tests, end-to-end runs and the benchmark, so no
 * binary fixture lives in the repository. Scenes are hard cuts between solid colours or lavfi
 * test patterns (what scene detection must find); speech is espeak-ng reading the given phrases
 * at the given times over silence (what silence detection and speech-to-text see). Without
 * espeak-ng each phrase becomes a tone of similar length, and the result says so.
 */
import { copyFile, mkdir, mkdtemp, open, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { defaultFfmpeg, findOnPath, type FfmpegBinaries } from './ffmpeg-binaries.js';
import { probe } from './probe.js';
import { runProcess } from './run-process.js';

export type TestPattern =
  'testsrc' | 'testsrc2' | 'smptebars' | 'smptehdbars' | 'rgbtestsrc' | 'mandelbrot';

export interface TestScene {
  seconds: number;
  /** An ffmpeg colour: a name ('red') or '0xRRGGBB'. Ignored when a pattern is given. */
  color?: string;
  pattern?: TestPattern;
  /** Drawn large in the middle, when a font is found. */
  text?: string;
}

export interface TestSpeech {
  atSeconds: number;
  text: string;
}

export type TestVideoFormat = 'mp4' | 'mov' | 'avi' | 'matroska';

export interface MakeTestVideoOptions {
  outFile: string;
  scenes: readonly TestScene[];
  speech?: readonly TestSpeech[];
  width?: number;
  height?: number;
  fps?: number;
  /** An audio track even without speech (silence). Default: only when speech is given. */
  audio?: boolean;
  /** Default from the file extension; give it to write, say, Matroska under a .mp4 name. */
  format?: TestVideoFormat;
  /** mp4 / mov: index at the front, as streaming-ready files have it. */
  faststart?: boolean;
  binaries?: FfmpegBinaries;
  env?: NodeJS.ProcessEnv;
}

export interface TestVideo {
  file: string;
  durationSeconds: number;
  /** Start of every scene after the first: where the hard cuts are. */
  cuts: number[];
  /** Where each phrase really sits (a phrase starts late when the previous one overruns). */
  speech: { text: string; start: number; end: number }[];
  speechEngine: 'espeak-ng' | 'tone' | 'none';
  textRendered: boolean;
}

/** Fonts drawtext may use, first found wins (also the demo logo, seed/demo-logo.ts). */
export const TEXT_FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/System/Library/Fonts/Supplemental/Arial.ttf',
  'C:\\Windows\\Fonts\\arial.ttf',
];

const RATE = 48000;

function formatOf(file: string): TestVideoFormat {
  const ext = extname(file).toLowerCase();
  if (ext === '.mov') return 'mov';
  if (ext === '.avi') return 'avi';
  if (ext === '.mkv') return 'matroska';
  return 'mp4';
}

function sceneFilter(s: TestScene, i: number, w: number, h: number, fps: number): string {
  const src = s.pattern
    ? `${s.pattern}=s=${w}x${h}:r=${fps}`
    : `color=c=${s.color ?? 'black'}:s=${w}x${h}:r=${fps}`;
  // Relative file names: ffmpeg runs inside the work folder, so no path needs filter escaping.
  const text = s.text
    ? `,drawtext=fontfile=font.ttf:textfile=scene-${i}.txt:fontsize=${Math.round(h / 8)}` +
      ':fontcolor=white:borderw=3:bordercolor=black:x=(w-text_w)/2:y=(h-text_h)/2'
    : '';
  return `${src},trim=duration=${s.seconds},setpts=PTS-STARTPTS,format=yuv420p${text}[v${i}]`;
}

export async function makeTestVideo(opts: MakeTestVideoOptions): Promise<TestVideo> {
  const bin = opts.binaries ?? defaultFfmpeg();
  const env = opts.env ?? process.env;
  const w = opts.width ?? 1280;
  const h = opts.height ?? 720;
  const fps = opts.fps ?? 25;
  const outFile = resolve(opts.outFile);
  const format = opts.format ?? formatOf(outFile);
  const total = opts.scenes.reduce((t, s) => t + s.seconds, 0);
  const work = await mkdtemp(join(tmpdir(), 'stepwise-testvideo-'));
  try {
    const font = TEXT_FONTS.find((f) => existsSync(f));
    const wantsText = opts.scenes.some((s) => s.text);
    if (font && wantsText) await copyFile(font, join(work, 'font.ttf'));
    const scenes = opts.scenes.map((s) => (font ? s : { ...s, text: undefined }));
    for (const [i, s] of scenes.entries()) {
      if (s.text) await writeFile(join(work, `scene-${i}.txt`), s.text);
    }

    const graph = scenes.map((s, i) => sceneFilter(s, i, w, h, fps));
    graph.push(`${scenes.map((_, i) => `[v${i}]`).join('')}concat=n=${scenes.length}:v=1:a=0[v]`);
    const inputs: string[] = [];
    const cuts: number[] = [];
    let sceneStart = 0;
    for (const s of scenes) {
      if (sceneStart > 0) cuts.push(sceneStart);
      sceneStart += s.seconds;
    }

    const speech: TestVideo['speech'] = [];
    const items = [...(opts.speech ?? [])].sort((a, b) => a.atSeconds - b.atSeconds);
    const espeak = items.length ? findOnPath('espeak-ng', env) : undefined;
    const speechEngine: TestVideo['speechEngine'] = items.length
      ? espeak
        ? 'espeak-ng'
        : 'tone'
      : 'none';
    const audio = opts.audio ?? items.length > 0;
    if (audio) {
      // Silence, phrase, silence, phrase...: concat keeps every level as spoken (amix would not).
      const parts: string[] = [];
      let at = 0;
      for (const [i, item] of items.entries()) {
        let seconds: number;
        let label: string;
        if (espeak) {
          const wav = join(work, `speech-${i}.wav`);
          await runProcess(espeak, ['-w', wav, item.text.replace(/^-+/, '')], {
            timeoutMs: 30_000,
          });
          seconds = (await probe(wav, { binaries: bin })).durationSeconds;
          inputs.push('-i', wav);
          label = `[${inputs.length / 2 - 1}:a]aresample=${RATE},aformat=channel_layouts=mono`;
        } else {
          seconds = Math.max(0.8, item.text.split(/\s+/).length * 0.3);
          label = `sine=f=440:r=${RATE}:d=${seconds}`;
        }
        const start = Math.max(at, item.atSeconds);
        if (start > at) {
          graph.push(`anullsrc=r=${RATE}:cl=mono,atrim=duration=${(start - at).toFixed(3)}[g${i}]`);
          parts.push(`[g${i}]`);
        }
        graph.push(`${label},aformat=sample_fmts=fltp[s${i}]`);
        parts.push(`[s${i}]`);
        speech.push({ text: item.text, start, end: start + seconds });
        at = start + seconds;
      }
      graph.push(`anullsrc=r=${RATE}:cl=mono,aformat=sample_fmts=fltp[tail]`);
      parts.push('[tail]');
      graph.push(`${parts.join('')}concat=n=${parts.length}:v=0:a=1[a]`);
    }

    const codecs =
      format === 'avi'
        ? ['-c:v', 'mpeg4', '-q:v', '4', ...(audio ? ['-c:a', 'libmp3lame', '-b:a', '96k'] : [])]
        : ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', String(fps)].concat(
            audio ? ['-c:a', 'aac', '-b:a', '96k'] : [],
          );
    const faststart = opts.faststart && format !== 'avi' ? ['-movflags', '+faststart'] : [];
    await mkdir(dirname(outFile), { recursive: true });
    await runProcess(
      bin.ffmpeg,
      ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...inputs]
        .concat(['-filter_complex', graph.join(';'), '-map', '[v]'])
        .concat(audio ? ['-map', '[a]'] : [])
        .concat([...codecs, ...faststart, '-t', String(total), '-f', format, outFile]),
      { cwd: work, timeoutMs: 5 * 60_000 },
    );
    return {
      file: outFile,
      durationSeconds: total,
      cuts,
      speech,
      speechEngine,
      textRendered: Boolean(font) && wantsText,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export type CorruptKind = 'empty' | 'text' | 'truncated' | 'garbage';

/**
 * Broken uploads: zero bytes, a text file (name it .mp4 to test that names are not trusted), the
 * first `keepFraction` of a real video, or an mp4 signature followed by noise.
 */
export async function makeCorruptFile(opts: {
  kind: CorruptKind;
  outFile: string;
  /** The video to cut short, for 'truncated'. */
  source?: string;
  keepFraction?: number;
}): Promise<string> {
  await mkdir(dirname(opts.outFile), { recursive: true });
  switch (opts.kind) {
    case 'empty':
      await writeFile(opts.outFile, '');
      break;
    case 'text':
      await writeFile(opts.outFile, 'Step 1: this is a text file, not a video.\n'.repeat(40));
      break;
    case 'garbage': {
      const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
      const noise = Buffer.alloc(64 * 1024);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + 13) % 251;
      await writeFile(opts.outFile, Buffer.concat([ftyp, noise]));
      break;
    }
    case 'truncated': {
      if (!opts.source) throw new Error('makeCorruptFile: truncated needs a source video');
      await copyFile(opts.source, opts.outFile);
      const { size } = await stat(opts.outFile);
      await truncate(opts.outFile, Math.floor(size * (opts.keepFraction ?? 0.5)));
      break;
    }
  }
  return opts.outFile;
}

/**
 * A real mp4 / mov grown to `totalBytes` by a trailing `free` box (which players skip), without
 * writing the bytes: the file is sparse, so a "too large" test costs no disk and no time.
 */
export async function makeOversizedCopy(
  source: string,
  outFile: string,
  totalBytes: number,
): Promise<string> {
  await mkdir(dirname(outFile), { recursive: true });
  await copyFile(source, outFile);
  const fh = await open(outFile, 'r+');
  try {
    const { size } = await fh.stat();
    const header = Buffer.alloc(8);
    header.writeUInt32BE(totalBytes - size, 0);
    header.write('free', 4, 'latin1');
    await fh.write(header, 0, 8, size);
    await fh.truncate(totalBytes);
  } finally {
    await fh.close();
  }
  return outFile;
}
