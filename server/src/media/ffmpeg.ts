// Runs the system ffmpeg with an argv array (never a shell string), so titles and paths need no quoting.
import { spawn } from 'node:child_process';

export interface FfmpegOptions {
  /** Aborting kills ffmpeg; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
  /** Called with the output position in seconds, parsed from `-progress pipe:2`. */
  onProgress?: (seconds: number) => void;
  /** Defaults to FFMPEG_PATH or `ffmpeg` on the PATH. */
  bin?: string;
  /** Working directory, so filter options can name files relatively instead of escaping absolute paths. */
  cwd?: string;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    /** Last 4 KB of stderr: enough to see ffmpeg's own explanation without keeping a whole log. */
    readonly stderr: string,
    readonly exitCode: number | null,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

const STDERR_TAIL_BYTES = 4096;

export function ffmpegBinary(): string {
  return process.env.FFMPEG_PATH || 'ffmpeg';
}

export function runFfmpeg(args: readonly string[], options: FfmpegOptions = {}): Promise<void> {
  const { signal, onProgress, bin = ffmpegBinary(), cwd } = options;
  const argv = [
    '-hide_banner',
    '-nostdin',
    '-y',
    ...(onProgress ? ['-progress', 'pipe:2', '-stats_period', '1'] : []),
    ...args,
  ];
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const child = spawn(bin, argv, { stdio: ['ignore', 'ignore', 'pipe'], signal, cwd });
    let tail = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-STDERR_TAIL_BYTES);
      if (onProgress) {
        for (const match of chunk.matchAll(/out_time_us=(\d+)/g)) onProgress(Number(match[1]) / 1e6);
      }
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.name === 'AbortError') reject(error);
      else if (error.code === 'ENOENT') reject(new FfmpegError(`ffmpeg not found (${bin}); install ffmpeg or set FFMPEG_PATH`, tail, null));
      else reject(error);
    });
    child.on('close', (code, killedBy) => {
      if (code === 0) resolve();
      else if (signal?.aborted) reject(abortError(signal));
      else reject(new FfmpegError(`ffmpeg exited with ${code ?? killedBy}: ${lastLine(tail)}`, tail, code));
    });
  });
}

function lastLine(text: string): string {
  const lines = text.trim().split('\n');
  return lines[lines.length - 1] ?? '';
}

function abortError(signal: AbortSignal): Error {
  const error = new Error('ffmpeg was aborted', { cause: signal.reason });
  error.name = 'AbortError';
  return error;
}
