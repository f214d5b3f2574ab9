// Prints how long computeWaveformPeaks takes on a 2-hour sermon and how much memory it needs: the Node
// process's peak RSS (it must not grow with the length of the file) and ffmpeg's, read from /proc.
// Usage: npx tsx server/bench/waveform-peaks.ts [--minutes 120] [--file some.mp3]
import { readFileSync, readdirSync } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runFfmpeg } from '../src/media/ffmpeg';
import { probe } from '../src/media/ffprobe';
import { computeWaveformPeaks } from '../src/media/waveform/compute-waveform-peaks';

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '120' }, file: { type: 'string' } } });
const minutes = Number(values.minutes);

async function sermonFile(): Promise<string> {
  if (values.file) return values.file;
  // A sermon as broadcasters upload it: 128 kbps stereo mp3 at 44.1 kHz. Kept between runs: making it takes a minute.
  const file = join(tmpdir(), `waveform-bench-${minutes}min.mp3`);
  if (await access(file).then(() => true, () => false)) return file;
  process.stdout.write(`making a ${minutes}-minute mp3 in ${file} ... `);
  const started = Date.now();
  await runFfmpeg([
    '-f', 'lavfi', '-i', `sine=frequency=180:sample_rate=44100:duration=${minutes * 60}`,
    '-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.05:sample_rate=44100:duration=${minutes * 60}`,
    // A voice-like swell every few seconds, so the peaks have a shape to find.
    '-filter_complex', '[0:a]tremolo=f=0.3:d=0.9[v];[v][1:a]amix=inputs=2:duration=first,aformat=channel_layouts=stereo[out]',
    '-map', '[out]', '-c:a', 'libmp3lame', '-b:a', '128k', file,
  ]);
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  return file;
}

/** Peak resident set ("high water mark") of a process, in MB, from /proc; null when it has gone. */
function highWaterMb(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

function childPids(): number[] {
  try {
    return readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

async function main(): Promise<void> {
  const file = await sermonFile();
  const info = await probe(file);
  console.log(`input: ${(info.durationSeconds / 60).toFixed(1)} min, ${info.bitrateKbps} kbps, ${info.channels} ch, ${((await stat(file)).size / 1e6).toFixed(1)} MB`);

  const rssBefore = process.memoryUsage().rss / 1048576;
  let rssPeak = rssBefore;
  let ffmpegPeak = 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss / 1048576);
    for (const pid of childPids()) ffmpegPeak = Math.max(ffmpegPeak, highWaterMb(pid) ?? 0);
  }, 25);
  const started = process.hrtime.bigint();
  const peaks = await computeWaveformPeaks(file);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss / 1048576);

  console.log(`peaks: ${peaks.length} values, max ${Math.max(...peaks)}, mean ${(peaks.reduce((a, b) => a + b, 0) / peaks.length).toFixed(3)}`);
  console.log(`time: ${seconds.toFixed(2)} s (${((info.durationSeconds / seconds) | 0)}x real time)`);
  console.log(`node RSS: ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB sampled (+${(rssPeak - rssBefore).toFixed(1)} MB), ` +
    `process max RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  console.log(`ffmpeg peak RSS: ${ffmpegPeak ? `${ffmpegPeak.toFixed(0)} MB` : 'not sampled'}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
