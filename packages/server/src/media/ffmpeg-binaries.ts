/**
 * Which ffmpeg and ffprobe the pipeline runs. Order: FFMPEG_PATH / FFPROBE_PATH, then PATH (on
 * Debian that is ffmpeg 5.1), then the static builds shipped inside @ffmpeg-installer/ffmpeg and
 * @ffprobe-installer/ffprobe, so a machine with only Node still transcodes. The bundled ffmpeg is
 * a 2018 build: every command in this folder sticks to what both builds understand, so there is
 * one code path whichever binary is chosen.
 */
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { MediaError } from './media-error.js';

export type FfmpegSource = 'env' | 'path' | 'bundled';

export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
  /** Where the ffmpeg came from. */
  source: FfmpegSource;
  /** Where the ffprobe came from (FFMPEG_PATH alone still finds its sibling ffprobe). */
  ffprobeSource: FfmpegSource;
}

type Tool = 'ffmpeg' | 'ffprobe';

/** The path inside the installer package, or undefined when the package or platform has none. */
export type BundledLookup = (tool: Tool) => string | undefined;

const require = createRequire(import.meta.url);

export const bundledBinary: BundledLookup = (tool) => {
  const pkg = tool === 'ffmpeg' ? '@ffmpeg-installer/ffmpeg' : '@ffprobe-installer/ffprobe';
  try {
    // Both packages throw (sometimes a bare string) on an unsupported platform or missing binary.
    return (require(pkg) as { path: string }).path;
  } catch {
    return undefined;
  }
};

function exeName(tool: Tool): string {
  return process.platform === 'win32' ? `${tool}.exe` : tool;
}

function isExecutable(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable called `name` on env.PATH, as `which` finds it (without a shell). */
export function findOnPath(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const file = process.platform === 'win32' && !name.endsWith('.exe') ? `${name}.exe` : name;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, file);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The installers set the executable bit in a postinstall script; when install scripts were
 * denied the file is there without it, and restoring the bit is all that is missing.
 */
function bundled(tool: Tool, lookup: BundledLookup): string | undefined {
  const file = lookup(tool);
  if (!file) return undefined;
  if (isExecutable(file)) return file;
  try {
    chmodSync(file, statSync(file).mode | 0o100);
  } catch {
    return undefined;
  }
  return isExecutable(file) ? file : undefined;
}

function fromEnv(variable: string, value: string): string {
  if (isExecutable(value)) return value;
  // A set variable that points nowhere is a configuration mistake: falling back would hide it.
  throw new MediaError('ffmpeg-missing', {
    detail: `${variable}=${value} is not an executable file`,
  });
}

function find(
  tool: Tool,
  env: NodeJS.ProcessEnv,
  lookup: BundledLookup,
  sibling: string | undefined,
): { file: string; source: FfmpegSource } {
  const variable = tool === 'ffmpeg' ? 'FFMPEG_PATH' : 'FFPROBE_PATH';
  const set = env[variable];
  if (set) return { file: fromEnv(variable, set), source: 'env' };
  if (sibling && isExecutable(sibling)) return { file: sibling, source: 'env' };
  const path = findOnPath(tool, env);
  if (path) return { file: path, source: 'path' };
  const shipped = bundled(tool, lookup);
  if (shipped) return { file: shipped, source: 'bundled' };
  throw new MediaError('ffmpeg-missing', {
    detail:
      `no ${tool}: set ${variable}, install ffmpeg (apt-get install ffmpeg), or reinstall ` +
      `${tool === 'ffmpeg' ? '@ffmpeg-installer/ffmpeg' : '@ffprobe-installer/ffprobe'} ` +
      `(searched PATH=${env.PATH ?? ''})`,
  });
}

export function resolveFfmpeg(
  env: NodeJS.ProcessEnv = process.env,
  opts: { bundled?: BundledLookup } = {},
): FfmpegBinaries {
  const lookup = opts.bundled ?? bundledBinary;
  const ffmpeg = find('ffmpeg', env, lookup, undefined);
  // FFMPEG_PATH=/opt/ffmpeg/bin/ffmpeg should bring that build's own ffprobe along.
  const sibling =
    ffmpeg.source === 'env' ? join(dirname(ffmpeg.file), exeName('ffprobe')) : undefined;
  const ffprobe = find('ffprobe', env, lookup, sibling);
  return {
    ffmpeg: ffmpeg.file,
    ffprobe: ffprobe.file,
    source: ffmpeg.source,
    ffprobeSource: ffprobe.source,
  };
}

let cached: FfmpegBinaries | undefined;

/** Resolved once per process from process.env; every media function uses it unless given others. */
export function defaultFfmpeg(): FfmpegBinaries {
  cached ??= resolveFfmpeg(process.env);
  return cached;
}
