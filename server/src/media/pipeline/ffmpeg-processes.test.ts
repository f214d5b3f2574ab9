// The ffmpeg a killed server leaves behind is found and stopped on the next start; a graceful stop or cancellation
// ends a job's ffmpeg even when it ignores SIGTERM. Real processes under a temporary data dir (Linux only).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunningJob } from '../../jobs/job-types';
import { skipUnlessInstalled } from '../../testing/installed-tools';
import { cleanUpAfterPreviousServer, findOrphanedFfmpeg, listProcesses, pipelineWorkRoot, stoppingFfmpegWithJob } from './ffmpeg-processes';

const skip = process.platform !== 'linux' ? 'reads /proc (Linux only)' : skipUnlessInstalled(['ffmpeg'], 'ffmpeg');
const ffmpeg = process.env.FFMPEG_PATH || 'ffmpeg';
// -re: at the speed of time, so the 600 s of silence keep it running (unpaced it would be done in seconds)

let dataDir: string;
const started: number[] = [];
before(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ffmpeg-orphans-'));
});
after(async () => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const running = async (pid: number) => (await listProcesses()).some((p) => p.pid === pid);
const withArg = async (fragment: string) => (await listProcesses()).find((p) => p.argv.some((a) => a.includes(fragment)) && /ffmpeg/.test(p.argv[0]!));

describe('ffmpeg left by a killed server', { skip }, () => {
  it('keeps running after its server is SIGKILLed, and the next start stops it and clears its folder', { timeout: 30_000 }, async () => {
    const root = pipelineWorkRoot(dataDir);
    // a stand-in server: makes its job folder like WorkDir does and starts an encode in it, then is killed
    const script = `
      const fs = require('node:fs'); const path = require('node:path'); const { spawn } = require('node:child_process');
      const dir = path.join(${JSON.stringify(root)}, 'audio-7-' + process.pid + '-' + Date.now());
      fs.mkdirSync(dir, { recursive: true });
      spawn(${JSON.stringify(ffmpeg)}, ['-nostdin', '-y', '-re', '-f', 'lavfi', '-i', 'anullsrc', '-t', '600', path.join(dir, 'x.mp3')], { stdio: 'ignore' });
      setInterval(() => {}, 1000);`;
    const server: ChildProcess = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    started.push(server.pid!);
    const encode = await until('the encode to start', () => withArg(root));
    started.push(encode.pid);
    assert.equal(encode.ppid, server.pid);

    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.ok(await running(encode.pid), 'the orphaned ffmpeg is still encoding after its server died');
    assert.deepEqual((await findOrphanedFfmpeg(dataDir)).map((p) => p.pid), [encode.pid]);
    // another data dir's pipeline is none of this start's business
    assert.deepEqual(await findOrphanedFfmpeg(path.join(dataDir, 'other')), []);

    const lines: string[] = [];
    const stopped = await cleanUpAfterPreviousServer(dataDir, (line) => lines.push(line), { graceMs: 2000 });
    assert.deepEqual(stopped, [encode.pid]);
    assert.equal(await running(encode.pid), false, 'the orphan is gone');
    assert.match(lines.join('\n'), /stopping 1 ffmpeg process/);
    const folder = path.join(root, encode.argv.find((a) => a.includes(root))!.slice(root.length + 1).split('/')[0]!);
    assert.equal(existsSync(folder), false, 'the dead server’s scratch folder is removed');
  });

  it('leaves this server’s own running ffmpeg alone', async () => {
    const dir = path.join(pipelineWorkRoot(dataDir), `audio-8-${process.pid}-${Date.now()}`);
    await mkdir(dir, { recursive: true });
    const own = spawn(ffmpeg, ['-nostdin', '-y', '-re', '-f', 'lavfi', '-i', 'anullsrc', '-t', '600', path.join(dir, 'x.mp3')], { stdio: 'ignore' });
    started.push(own.pid!);
    try {
      await until('our encode to start', () => withArg(dir));
      assert.deepEqual(await findOrphanedFfmpeg(dataDir), []);
      assert.deepEqual(await cleanUpAfterPreviousServer(dataDir), []);
      assert.ok(await running(own.pid!));
      assert.ok(existsSync(dir), 'a live server’s folder stays');
    } finally {
      own.kill('SIGKILL');
    }
  });
});

describe('a stopping job', { skip }, () => {
  it('gets SIGTERM, then SIGKILL when its ffmpeg ignores SIGTERM', { timeout: 20_000 }, async () => {
    const jobId = 31;
    const dir = path.join(pipelineWorkRoot(dataDir), `video-${jobId}-${process.pid}-${Date.now()}`);
    await mkdir(dir, { recursive: true });
    // a stubborn "ffmpeg": sleep under that name, started with SIGTERM ignored, working in the job's folder
    const bin = path.join(dataDir, 'bin');
    await mkdir(bin, { recursive: true });
    await symlink('/bin/sleep', path.join(bin, 'ffmpeg'));
    const controller = new AbortController();
    let pid = 0;
    const handler = stoppingFfmpegWithJob(
      dataDir,
      (job) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn('/bin/sh', ['-c', `trap '' TERM; exec ${path.join(bin, 'ffmpeg')} 600`], { cwd: dir, stdio: 'ignore', signal: job.signal });
          pid = child.pid!;
          started.push(pid);
          child.on('error', () => {});
          child.on('close', (code, killedBy) => (killedBy === 'SIGKILL' ? reject(new Error('killed')) : resolve()));
        }),
      300,
    );
    const job = { id: jobId, queue: 'encode-video', payload: {}, sermonId: null, attempt: 1, maxAttempts: 3, signal: controller.signal, progress: async () => {} } satisfies RunningJob;
    const run = handler(job);
    await until('the stubborn process', async () => pid && (await listProcesses()).some((p) => p.pid === pid && p.argv[0]!.endsWith('/ffmpeg')));
    const abortedAt = Date.now();
    controller.abort(new Error('the job worker is stopping'));
    await assert.rejects(run, /killed/);
    assert.ok(Date.now() - abortedAt < 5000, 'the stop does not wait for the process to finish on its own');
    assert.equal(await running(pid), false);
  });
});
