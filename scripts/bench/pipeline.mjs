// Benchmark of the media pipeline (prints figures; not a test). Starts its own server on a scratch data directory,
// then:
//  1. a 60-minute mono recording: upload → playable audio (high and low MP3 and the waveform), wall time and CPU time
//     of the server process and its ffmpeg children, against plain ffmpeg doing the same encodes (same arguments,
//     the same waveform decode) one after the other, as the pipeline's single worker does;
//  2. a 10-minute 1080p video: time from the end of the upload to each rendition (360p, 720p, 1080p, and the audio);
//  3. peak memory (RSS) of the server process, and of the biggest ffmpeg child, during each.
// CPU and memory come from /proc (Linux): utime+stime of the server plus cutime+cstime of the children it reaped.
// Usage: node scripts/bench/pipeline.mjs [--audio-minutes 60] [--video-minutes 10] [--skip-video] [--skip-audio]
//        [--port 8299] [--keep]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const flag = (name) => process.argv.includes(`--${name}`);
const audioMinutes = Number(arg('audio-minutes', '60'));
const videoMinutes = Number(arg('video-minutes', '10'));
const port = Number(arg('port', '8299'));
const base = `http://127.0.0.1:${port}`;
const CLK_TCK = 100; // Linux USER_HZ
const work = await mkdtemp(path.join(os.tmpdir(), 'pipeline-bench-'));
// generated inputs are kept between runs (a 10-minute 1080p file takes minutes to make)
const inputs = arg('inputs', path.join(os.tmpdir(), 'pipeline-bench-inputs'));
await mkdir(inputs, { recursive: true });
const dataDir = path.join(work, 'data');
const log = (...parts) => console.log(...parts);

function run(bin, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', options.stdout ?? 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c) => (err = (err + c).slice(-2000)));
    if (options.onStdout) child.stdout.on('data', options.onStdout);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${bin} exited ${code}: ${err}`))));
  });
}

/** utime+stime (self) and cutime+cstime (reaped children) of a process, in seconds. */
async function cpuOf(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  // after "pid (comm) ": state is fields[0]; utime = field 14 overall → index 11 here
  const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]) / CLK_TCK);
  return { self: utime + stime, children: cutime + cstime, total: utime + stime + cutime + cstime };
}

async function rssKb(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

async function childPids(pid) {
  const out = [];
  try {
    for (const task of await readdir(`/proc/${pid}/task`)) {
      const text = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
      out.push(...text.trim().split(/\s+/).filter(Boolean).map(Number));
    }
  } catch {
    /* gone */
  }
  return out;
}

/** Samples the RSS of the server and of its children every 100 ms until stopped; returns the peaks in MB. */
function memorySampler(pid) {
  let server = 0;
  let child = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      server = Math.max(server, await rssKb(pid));
      for (const c of await childPids(pid)) child = Math.max(child, await rssKb(c));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return { serverMB: server / 1024, childMB: child / 1024 };
  };
}

async function startServer() {
  await mkdir(path.join(dataDir, 'media'), { recursive: true });
  // the demo media the seed expects: reuse a generated set when there is one (else the server makes it, ~80 s)
  for (const candidate of ['.data/lead/media/demo', '.data/p2/media/demo']) {
    const demo = path.join(root, candidate);
    if (existsSync(demo)) {
      await symlink(demo, path.join(dataDir, 'media', 'demo'));
      break;
    }
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/v2/node/sermons?pageSize=1`)).ok) return server;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

async function api(method, url, token, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function signIn() {
  const tokens = await api('POST', '/v2/site/users/broadcaster/login', null, { password: 'sermons-demo-1' });
  const me = await api('GET', '/v2/site/users', tokens.access_token);
  return { token: tokens.access_token, broadcasterID: me.broadcasterRoles[0].broadcasterID };
}

async function newSermon(session, title) {
  const sermon = await api('POST', '/v2/node/sermons', session.token, {
    broadcasterID: session.broadcasterID,
    fullTitle: title,
    speakerName: 'Bench Speaker',
    preachDate: '2026-11-15',
    eventType: 'Sunday Service',
    languageCode: 'en',
    acceptCopyright: true,
  });
  return sermon.sermonID;
}

async function upload(session, sermonID, uploadType, file) {
  const bytes = await readFile(file);
  const { uploadURL } = await api('POST', '/v2/media', session.token, {
    sermonID,
    uploadType,
    originalFilename: path.basename(file),
    fileSize: bytes.length,
  });
  const response = await fetch(uploadURL, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  if (!response.ok) throw new Error(`upload → ${response.status} ${await response.text()}`);
}

/** Polls the media tracker until `done(tracker)`; returns the last tracker. */
async function waitFor(session, sermonID, done, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let tracker;
    try {
      tracker = await api('GET', `/v2/node/sermons/${sermonID}/media_tracker?key=broadcaster`, session.token);
    } catch (error) {
      // access tokens are short-lived; a long encode outlives one
      if (!/→ 401/.test(String(error))) throw error;
      Object.assign(session, await signIn());
      continue;
    }
    if (done(tracker)) return tracker;
    const failed = tracker.jobs.find((j) => j.state === 'failed');
    if (failed) throw new Error(`job ${failed.queue} failed: ${failed.lastError}`);
    if (Date.now() > deadline) throw new Error('timed out');
    // the editor polls every 2 s; polling faster would only add the bench's own requests to the server's CPU.
    // Completion times come from the events' timestamps, so the interval does not blur them.
    await new Promise((r) => setTimeout(r, 2000));
  }
}

const has = (tracker, event, kind) => tracker.events.some((e) => e.event === event && (!kind || e.mediaKind === kind));
const eventAt = (tracker, event, kind) => tracker.events.find((e) => e.event === event && (!kind || e.mediaKind === kind))?.at ?? null;
const fmt = (seconds) => `${seconds.toFixed(1)} s`;

/** The same encodes the pipeline runs (encode-audio high+low in one decode; the waveform decode), done by hand. */
async function plainFfmpegAudio(file) {
  const out = path.join(work, 'plain');
  await mkdir(out, { recursive: true });
  const before = await cpuOf(process.pid);
  const started = performance.now();
  await run('ffmpeg', [
    '-hide_banner', '-nostdin', '-y', '-i', file, '-filter_complex', '[0:a:0]asplit=2[a0][a1]',
    '-map', '[a0]', '-vn', '-sn', '-dn', '-c:a', 'libmp3lame', '-b:a', '128k', '-ar', '44100', '-ac', '1', '-id3v2_version', '3', path.join(out, 'high.mp3'),
    '-map', '[a1]', '-vn', '-sn', '-dn', '-c:a', 'libmp3lame', '-b:a', '32k', '-ar', '22050', '-ac', '1', '-id3v2_version', '3', path.join(out, 'low.mp3'),
  ]);
  let peak = 0;
  await run(
    'ffmpeg',
    ['-hide_banner', '-nostdin', '-v', 'error', '-i', file, '-map', '0:a:0', '-vn', '-sn', '-dn', '-ac', '1', '-ar', '8000', '-f', 's16le', '-c:a', 'pcm_s16le', 'pipe:1'],
    {
      stdout: 'pipe',
      onStdout: (chunk) => {
        for (let i = 0; i + 1 < chunk.length; i += 2) peak = Math.max(peak, Math.abs(chunk.readInt16LE(i)));
      },
    },
  );
  const wall = (performance.now() - started) / 1000;
  const after = await cpuOf(process.pid);
  return { wall, cpu: after.total - before.total, children: after.children - before.children };
}

async function benchAudio(server, session) {
  const file = path.join(inputs, `recording-${audioMinutes}min.mp3`);
  log(`\n== ${audioMinutes}-minute mono recording ==`);
  const seconds = audioMinutes * 60;
  if (!existsSync(file)) {
  log('generating the recording (speech-like: a tone under pink noise, with pauses)…');
  await run('ffmpeg', [
    '-hide_banner', '-nostdin', '-y',
    '-f', 'lavfi', '-i', `sine=frequency=180:sample_rate=44100:duration=${seconds}`,
    '-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.15:sample_rate=44100:duration=${seconds}`,
    '-filter_complex', "[0][1]amix=inputs=2,volume='if(lt(mod(t,7),5),1,0.05)':eval=frame",
    '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k', `${file}.part.mp3`,
  ]);
  await rename(`${file}.part.mp3`, file);
  }
  log(`  ${((await stat(file)).size / 1e6).toFixed(1)} MB MP3, 64 kbps mono`);

  const sermonID = await newSermon(session, `Bench: ${audioMinutes} min audio`);
  const idleMB = (await rssKb(server.pid)) / 1024;
  const stopMemory = memorySampler(server.pid);
  const before = await cpuOf(server.pid);
  const started = performance.now();
  const startedAt = Date.now();
  await upload(session, sermonID, 'original-audio', file);
  const uploaded = (performance.now() - started) / 1000;
  const tracker = await waitFor(
    session,
    sermonID,
    (t) => has(t, 'high-synced', 'audio') && has(t, 'low-synced', 'audio') && has(t, 'waveform'),
    60 * 60 * 1000,
  );
  const after = await cpuOf(server.pid);
  const memory = await stopMemory();
  const playableAt = Math.max(eventAt(tracker, 'high-synced', 'audio'), eventAt(tracker, 'low-synced', 'audio'), eventAt(tracker, 'waveform'));
  const wall = (playableAt - startedAt) / 1000;
  // let the archive job finish before the baseline, so it does not share the cores
  await waitFor(session, sermonID, (t) => t.jobs.every((j) => j.state === 'done'), 10 * 60 * 1000);
  const cpu = after.total - before.total;
  const analyzeJob = tracker.jobs.find((j) => j.queue === 'analyze-original');
  const encodeJob = tracker.jobs.find((j) => j.queue === 'encode-audio' && j.target === 'audio-high,audio-low');
  const waveJob = tracker.jobs.find((j) => j.queue === 'waveform');

  log('plain ffmpeg doing the same encodes…');
  const plain = await plainFfmpegAudio(file);

  log(`  pipeline, upload → playable (high + low MP3 + waveform): ${fmt(wall)} wall (upload itself ${fmt(uploaded)})`);
  log(`    jobs: analyze ${fmt((analyzeJob.finishedAt - analyzeJob.startedAt) / 1000)}, high+low encode ${fmt((encodeJob.finishedAt - encodeJob.startedAt) / 1000)}, waveform ${fmt((waveJob.finishedAt - waveJob.startedAt) / 1000)}`);
  log(`    CPU: ${fmt(cpu)} (server process ${fmt(after.self - before.self)}, ffmpeg/ffprobe children ${fmt(after.children - before.children)})`);
  log(`  plain ffmpeg, same encodes + waveform decode: ${fmt(plain.wall)} wall, ${fmt(plain.cpu)} CPU`);
  log(`  overhead: wall ${(((wall - plain.wall) / plain.wall) * 100).toFixed(1)}%, CPU ${(((cpu - plain.cpu) / plain.cpu) * 100).toFixed(1)}% (target ≤ 15%)`);
  log(`  excluding the upload: wall ${(((wall - uploaded - plain.wall) / plain.wall) * 100).toFixed(1)}%`);
  log(`  peak RSS: server ${memory.serverMB.toFixed(0)} MB (${idleMB.toFixed(0)} MB before the upload), largest ffmpeg child ${memory.childMB.toFixed(0)} MB`);
}

async function benchVideo(server, session) {
  const file = path.join(inputs, `video-${videoMinutes}min-1080p.mp4`);
  log(`\n== ${videoMinutes}-minute 1080p video ==`);
  const seconds = videoMinutes * 60;
  if (!existsSync(file)) {
  log('generating the video (testsrc2 1080p25 + tone, x264 ultrafast)…');
  await run('ffmpeg', [
    '-hide_banner', '-nostdin', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=220:sample_rate=44100:duration=${seconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '28', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', '-shortest', `${file}.part.mp4`,
  ]);
  await rename(`${file}.part.mp4`, file);
  }
  log(`  ${((await stat(file)).size / 1e6).toFixed(1)} MB`);
  const sermonID = await newSermon(session, `Bench: ${videoMinutes} min 1080p video`);
  const idleMB = (await rssKb(server.pid)) / 1024;
  const stopMemory = memorySampler(server.pid);
  const before = await cpuOf(server.pid);
  const started = Date.now();
  await upload(session, sermonID, 'original-video', file);
  const uploadedAt = Date.now();
  const tracker = await waitFor(
    session,
    sermonID,
    (t) => ['low-synced', 'high-synced', '1080p-synced'].every((e) => has(t, e, 'video')) && has(t, 'high-synced', 'audio') && t.jobs.every((j) => j.state === 'done'),
    3 * 60 * 60 * 1000,
  );
  const after = await cpuOf(server.pid);
  const memory = await stopMemory();
  log(`  upload took ${fmt((uploadedAt - started) / 1000)}; from the end of the upload:`);
  for (const [label, event, kind] of [
    ['thumbnail', 'thumbnail', null],
    ['360p (low) MP4 + HLS', 'low-synced', 'video'],
    ['720p (high) MP4 + HLS', 'high-synced', 'video'],
    ['1080p MP4 + HLS', '1080p-synced', 'video'],
    ['audio from the video (high + low MP3)', 'high-synced', 'audio'],
    ['waveform', 'waveform', null],
  ]) {
    const at = eventAt(tracker, event, kind);
    log(`    ${label}: ${at ? fmt((at - uploadedAt) / 1000) : 'n/a'}`);
  }
  log(`  CPU: ${fmt(after.total - before.total)} (children ${fmt(after.children - before.children)})`);
  log(`  peak RSS: server ${memory.serverMB.toFixed(0)} MB (${idleMB.toFixed(0)} MB before the upload), largest ffmpeg child ${memory.childMB.toFixed(0)} MB`);
}

const server = await startServer();
try {
  log(`server pid ${server.pid} on ${base}, data ${dataDir}, ${os.cpus().length} cores, job concurrency ${process.env.JOB_CONCURRENCY ?? 1}`);
  const session = await signIn();
  if (!flag('skip-audio')) await benchAudio(server, session);
  if (!flag('skip-video')) await benchVideo(server, session);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (!flag('keep')) await rm(work, { recursive: true, force: true });
}
