/**
 * Runs ffmpeg, ffprobe or espeak-ng as a child process: arguments as an array, never a shell, so
 * a file name is never parsed as a command. Settles only after the process has exited, so a
 * caller that cleans up after a cancellation never races a still-writing ffmpeg.
 */
import { spawn } from 'node:child_process';
import { basename } from 'node:path';
import { MediaError } from './media-error.js';
import { killGroup, workArea } from './work-area.js';

export interface RunOptions {
  cwd?: string;
  signal?: AbortSignal;
  /** Kills the process after this long (the job layer's wall clock, not ffmpeg's). */
  timeoutMs?: number;
  onStdoutLine?: (line: string) => void;
  onStderrLine?: (line: string) => void;
  /** Reads ffmpeg's `-progress pipe:1` from stdout and reports 0..1 of `durationSeconds`. */
  progress?: { durationSeconds: number; onProgress: (fraction: number) => void };
  /** How much of the end of stderr to keep for the error (ffmpeg names the fault last). */
  stderrTailChars?: number;
  /** Between SIGTERM and SIGKILL on cancel or timeout. */
  killGraceMs?: number;
  /**
   * Written to the process's stdin, which is then closed: how text reaches espeak-ng (never in
   * argv, where it would show in `ps` and be read as options). Without it stdin is /dev/null.
   */
  input?: string;
}

export interface ProcessResult {
  stdout: string;
  stderrTail: string;
}

const MAX_STDOUT_CHARS = 32 * 1024 * 1024;

/** Seconds of output written, from one `key=value` line of `-progress`, if it carries a time. */
export function progressSeconds(key: string, value: string): number | undefined {
  // out_time_ms is in microseconds too (a long-standing ffmpeg quirk); 2018 builds lack out_time_us.
  if (key === 'out_time_us' || key === 'out_time_ms') {
    const us = Number(value);
    return Number.isFinite(us) && us >= 0 ? us / 1e6 : undefined;
  }
  if (key === 'out_time') {
    const m = /^(-?\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(value);
    if (!m) return undefined;
    const s = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
    return s >= 0 ? s : undefined;
  }
  return undefined;
}

/** A line handler that turns ffmpeg's progress blocks into a rising fraction. */
export function progressParser(
  durationSeconds: number,
  onProgress: (fraction: number) => void,
): (line: string) => void {
  let seconds = 0;
  let reported = -1;
  return (line) => {
    const eq = line.indexOf('=');
    if (eq < 0) return;
    const key = line.slice(0, eq).trim();
    const value = line.slice(eq + 1).trim();
    const t = progressSeconds(key, value);
    if (t !== undefined) seconds = Math.max(seconds, t);
    if (key !== 'progress') return;
    const fraction =
      value === 'end' ? 1 : durationSeconds > 0 ? Math.min(1, seconds / durationSeconds) : 0;
    if (fraction > reported) {
      reported = fraction;
      onProgress(fraction);
    }
  };
}

function lineSplitter(onLine: (line: string) => void): { push(chunk: string): void; end(): void } {
  let rest = '';
  return {
    push(chunk) {
      const parts = (rest + chunk).split(/\r\n|\n|\r/);
      rest = parts.pop() ?? '';
      for (const p of parts) onLine(p);
    },
    end() {
      if (rest) onLine(rest);
      rest = '';
    },
  };
}

export function runProcess(
  command: string,
  args: readonly string[],
  opts: RunOptions = {},
): Promise<ProcessResult> {
  const name = basename(command);
  const tailChars = opts.stderrTailChars ?? 4000;
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new MediaError('cancelled', { detail: `${name} not started` }));
      return;
    }
    // A process group of its own: stopping the job stops everything the tool started, and a
    // start-up sweep can find it if this process dies first (work-area.ts).
    const child = spawn(command, args, {
      cwd: opts.cwd,
      stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      windowsHide: true,
      detached: process.platform !== 'win32',
    });
    const pid = child.pid;
    if (pid !== undefined) void workArea().started(pid, name);
    if (opts.input !== undefined && child.stdin) {
      // A process that exits before reading all of it closes the pipe: its exit code tells.
      child.stdin.on('error', () => undefined);
      child.stdin.end(opts.input, 'utf8');
    }
    let stdout = '';
    let stderrTail = '';
    let stopping: 'cancelled' | 'timeout' | undefined;
    let killTimer: NodeJS.Timeout | undefined;

    const progressLine = opts.progress
      ? progressParser(opts.progress.durationSeconds, opts.progress.onProgress)
      : undefined;
    const out = lineSplitter((line) => {
      // ffmpeg reports `progress=end` as it winds down after SIGTERM: that is not completion.
      if (!stopping) progressLine?.(line);
      opts.onStdoutLine?.(line);
    });
    const err = lineSplitter((line) => opts.onStderrLine?.(line));

    // Both are pipes (stdio above); the typings cannot tell once stdin's choice varies.
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < MAX_STDOUT_CHARS) stdout += chunk;
      out.push(chunk);
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-tailChars);
      err.push(chunk);
    });

    const signal = (sig: NodeJS.Signals) => {
      if (pid === undefined || !killGroup(pid, sig)) child.kill(sig);
    };
    const stop = (why: 'cancelled' | 'timeout') => {
      if (stopping || child.exitCode !== null) return;
      stopping = why;
      signal('SIGTERM');
      // ffmpeg flushes its encoders on SIGTERM; a cancelled job must not wait for that.
      killTimer = setTimeout(() => signal('SIGKILL'), opts.killGraceMs ?? 1000);
    };
    const onAbort = () => stop('cancelled');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const timeout =
      opts.timeoutMs === undefined ? undefined : setTimeout(() => stop('timeout'), opts.timeoutMs);

    const finish = () => {
      if (pid !== undefined) void workArea().exited(pid);
      opts.signal?.removeEventListener('abort', onAbort);
      if (timeout) clearTimeout(timeout);
      if (killTimer) clearTimeout(killTimer);
    };

    child.on('error', (e) => {
      finish();
      reject(
        new MediaError('process-failed', {
          detail: `${name} could not start: ${e.message}`,
          cause: e,
        }),
      );
    });
    child.on('close', (code, signal) => {
      finish();
      out.end();
      err.end();
      if (stopping) {
        reject(
          new MediaError(stopping, {
            detail: `${name} stopped${stopping === 'timeout' ? ` after ${opts.timeoutMs} ms` : ''}`,
            stderrTail,
            exitCode: code,
          }),
        );
      } else if (code === 0) {
        resolve({ stdout, stderrTail });
      } else {
        const last = stderrTail.trim().split(/\r?\n/).pop() ?? '';
        reject(
          new MediaError('process-failed', {
            detail: `${name} exited with ${code ?? signal}${last ? `: ${last}` : ''}`,
            stderrTail,
            exitCode: code,
          }),
        );
      }
    });
  });
}
