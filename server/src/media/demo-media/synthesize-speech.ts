// Turns a demo script into a mono WAV: spoken by espeak-ng when it is installed, otherwise a quiet
// tone-and-noise programme of the same length so that seeding never fails on a machine without TTS.
import { execFile, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { runFfmpeg } from '../ffmpeg';
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

export async function synthesizeSpeech(
  script: DemoScript,
  wavPath: string,
  engine: SpeechEngine,
  signal?: AbortSignal,
): Promise<void> {
  if (engine === 'espeak-ng') {
    const ssmlPath = `${wavPath}.ssml`;
    await writeFile(ssmlPath, toSsml(script.text), 'utf8');
    await runProcess(
      espeakBinary(),
      ['-m', '-v', script.voice, '-s', String(script.wordsPerMinute), '-w', wavPath, '-f', ssmlPath],
      signal,
    );
    return;
  }
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
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function toSsml(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(escapeXml);
  return `<speak>${lines.join(`<break time="${LINE_BREAK_MS}ms"/>`)}</speak>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
