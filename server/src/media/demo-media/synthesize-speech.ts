// Turns a demo script into a mono WAV: spoken by espeak-ng when it is installed, otherwise a quiet
// tone-and-noise programme of the same length so that seeding never fails on a machine without TTS.
import { execFile, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { runFfmpeg } from '../ffmpeg';
import { probe } from '../ffprobe';
import { proportionalLines, type TimedLine } from './caption-cues';
import type { DemoScript } from './demo-scripts';

export type SpeechEngine = 'espeak-ng' | 'tone';

/** Pause between the lines of a script, so verses do not run into each other. */
const LINE_BREAK_MS = 450;

export function espeakBinary(): string {
  return process.env.ESPEAK_PATH || 'espeak-ng';
}

export function detectSpeechEngine(): Promise<SpeechEngine> {
  return new Promise((resolve) => {
    execFile(espeakBinary(), ['--version'], { timeout: 10_000 }, (error) => resolve(error ? 'tone' : 'espeak-ng'));
  });
}

/**
 * Speaks the script into `wavPath` and returns when each line is heard. Each line is synthesized and
 * measured on its own, then the lines are joined with a fixed pause, so the caption times are exact
 * rather than guessed from word counts.
 */
export async function synthesizeSpeech(
  script: DemoScript,
  wavPath: string,
  engine: SpeechEngine,
  signal?: AbortSignal,
): Promise<TimedLine[]> {
  const lines = scriptLines(script.text);
  if (engine === 'espeak-ng') return speakLines(script, lines, wavPath, signal);
  const seconds = Math.max(30, Math.round((wordCount(script.text) / script.wordsPerMinute) * 60));
  // A low voice-like tone that swells and fades, under soft pink noise: clearly a placeholder
  // programme when heard, but a real, correctly timed file for the player and the pipeline.
  await runFfmpeg(
    [
      '-f', 'lavfi', '-i', `sine=frequency=174:sample_rate=22050:duration=${seconds}`,
      '-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.04:sample_rate=22050:duration=${seconds}`,
      '-filter_complex', '[0:a]tremolo=f=0.4:d=0.7,volume=0.3[tone];[tone][1:a]amix=inputs=2:duration=first[out]',
      '-map', '[out]', '-ac', '1', '-c:a', 'pcm_s16le', wavPath,
    ],
    { signal },
  );
  return proportionalLines(lines, 0, seconds);
}

/** The non-empty lines of a script, trimmed: one caption line (and transcript paragraph) each. */
export function scriptLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

async function speakLines(script: DemoScript, lines: string[], wavPath: string, signal?: AbortSignal): Promise<TimedLine[]> {
  const dir = dirname(wavPath);
  const parts: string[] = [];
  const durations: number[] = [];
  for (const [i, line] of lines.entries()) {
    const textFile = join(dir, `line-${i}.txt`);
    const lineWav = join(dir, `line-${i}.wav`);
    await writeFile(textFile, line, 'utf8');
    await runProcess(espeakBinary(), ['-v', script.voice, '-s', String(script.wordsPerMinute), '-w', lineWav, '-f', textFile], signal);
    durations.push((await probe(lineWav, { signal })).durationSeconds);
    parts.push(lineWav);
  }
  // The pause is made at espeak's own sample rate so the concat demuxer can join the files as they are.
  const { sampleRate } = await probe(parts[0]!, { signal });
  const pauseWav = join(dir, 'pause.wav');
  await runFfmpeg(
    ['-f', 'lavfi', '-i', `anullsrc=r=${sampleRate ?? 22050}:cl=mono`, '-t', (LINE_BREAK_MS / 1000).toFixed(3), '-c:a', 'pcm_s16le', pauseWav],
    { signal },
  );
  const pause = (await probe(pauseWav, { signal })).durationSeconds;
  const list = parts.flatMap((part, i) => (i === 0 ? [part] : [pauseWav, part]));
  const listFile = join(dir, 'lines.txt');
  await writeFile(listFile, list.map((file) => `file '${basename(file)}'`).join('\n'), 'utf8');
  await runFfmpeg(['-f', 'concat', '-safe', '0', '-i', basename(listFile), '-c:a', 'pcm_s16le', basename(wavPath)], { signal, cwd: dir });

  const timed: TimedLine[] = [];
  let at = 0;
  lines.forEach((text, i) => {
    if (i > 0) at += pause;
    timed.push({ text, start: at, end: at + durations[i]! });
    at += durations[i]!;
  });
  const total = (await probe(wavPath, { signal })).durationSeconds;
  // The joined file must last what its parts add up to, or every later cue would drift.
  if (Math.abs(total - at) > 0.05) throw new Error(`joined speech lasts ${total.toFixed(3)} s, its lines add up to ${at.toFixed(3)} s`);
  return timed;
}

function runProcess(bin: string, args: string[], signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4096);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${bin} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}
