// ffmpeg outlives a server killed with SIGKILL: nothing tells it that its parent is gone, and an encode writes to
// files, so no broken pipe stops it either (seen running on for minutes, using the cores the next start needs).
// Every pipeline ffmpeg works in a job folder <dataDir>/pipeline-work/<what>-<jobID>-<serverPid>-<ms> (work-files.ts),
// named on its command line or as its working directory; that is how the processes of this data dir are found in
// /proc. Linux only: elsewhere there is no /proc and these functions find nothing.
import { readdir, readFile, readlink, rm } from 'node:fs/promises';
import path from 'node:path';
import type { JobHandler } from '../../jobs/job-types';

export interface ProcessInfo {
  pid: number;
  ppid: number;
  argv: string[];
  /** null when it cannot be read (another user's process) */
  cwd: string | null;
}

export interface ProcessScanOptions {
  /** tests: another /proc */
  procRoot?: string;
  /** the server's pid (tests pretend to be another server) */
  selfPid?: number;
}

/** How long ffmpeg gets to finish after SIGTERM before SIGKILL. */
export const FFMPEG_STOP_GRACE_MS = 3000;

const SCRATCH = 'pipeline-work';

export function pipelineWorkRoot(dataDir: string): string {
  return path.join(path.resolve(dataDir), SCRATCH);
}

/** The state letter of /proc/<pid>/stat and the parent pid; null when the process is gone. */
async function statOf(procRoot: string, pid: number): Promise<{ state: string; ppid: number } | null> {
  try {
    const stat = await readFile(path.join(procRoot, String(pid), 'stat'), 'utf8');
    // "pid (comm) S ppid ...": comm may hold spaces and parentheses, so read after the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** The processes of this machine (empty where there is no /proc). Processes that end while being read are left out. */
export async function listProcesses(procRoot = '/proc'): Promise<ProcessInfo[]> {
  if (process.platform !== 'linux' && procRoot === '/proc') return [];
  let names: string[];
  try {
    names = await readdir(procRoot);
  } catch {
    return [];
  }
  const found: ProcessInfo[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    try {
      const raw = await readFile(path.join(procRoot, name, 'cmdline'), 'utf8');
      const argv = raw.split('\0');
      if (argv[argv.length - 1] === '') argv.pop();
      if (!argv.length) continue; // kernel threads, zombies
      const stat = await statOf(procRoot, pid);
      if (!stat || stat.state === 'Z' || stat.state === 'X') continue;
      const cwd = await readlink(path.join(procRoot, name, 'cwd')).catch(() => null);
      found.push({ pid, ppid: stat.ppid, argv, cwd });
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

function isFfmpeg(argv: string[]): boolean {
  return /^ff(mpeg|probe)/.test(path.basename(argv[0] ?? ''));
}

/** The job folder (its name under pipeline-work) a process works in, from its arguments or working directory. */
export function workFolderOf(proc: Pick<ProcessInfo, 'argv' | 'cwd'>, root: string): string | null {
  const prefix = root + path.sep;
  const below = (full: string) => (full.startsWith(prefix) ? (full.slice(prefix.length).split(path.sep)[0] ?? null) || null : null);
  if (proc.cwd) {
    const folder = below(proc.cwd);
    if (folder) return folder;
  }
  for (const arg of proc.argv.slice(1)) {
    // absolute paths anywhere in an argument (file:..., a filter's option); relative ones against the cwd
    const at = arg.indexOf(prefix);
    if (at >= 0) {
      const folder = below(arg.slice(at));
      if (folder) return folder;
    } else if (proc.cwd && !path.isAbsolute(arg) && arg.includes(SCRATCH)) {
      const folder = below(path.resolve(proc.cwd, arg));
      if (folder) return folder;
    }
  }
  return null;
}

/** "<what>-<jobID>-<serverPid>-<ms>" → job and server; null for other names. */
export function parseWorkFolder(folder: string): { jobId: number; ownerPid: number } | null {
  const match = /-(\d+)-(\d+)-(\d+)$/.exec(folder);
  return match ? { jobId: Number(match[1]), ownerPid: Number(match[2]) } : null;
}

async function isRunning(pid: number, procRoot: string): Promise<boolean> {
  if (process.platform === 'linux' || procRoot !== '/proc') {
    const stat = await statOf(procRoot, pid);
    return Boolean(stat && stat.state !== 'Z' && stat.state !== 'X');
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone, or not ours
  }
}

/** SIGTERM, up to `graceMs` to end, then SIGKILL for those still running; resolves when they are gone (or 2 s later). */
export async function terminateProcesses(pids: number[], options: { graceMs?: number; procRoot?: string } = {}): Promise<void> {
  const procRoot = options.procRoot ?? '/proc';
  const graceMs = options.graceMs ?? FFMPEG_STOP_GRACE_MS;
  const waitGone = async (list: number[], ms: number) => {
    const until = Date.now() + ms;
    let left = list;
    while (left.length && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const still: number[] = [];
      for (const pid of left) if (await isRunning(pid, procRoot)) still.push(pid);
      left = still;
    }
    return left;
  };
  for (const pid of pids) signal(pid, 'SIGTERM');
  const stubborn = await waitGone(pids, graceMs);
  for (const pid of stubborn) signal(pid, 'SIGKILL');
  await waitGone(stubborn, 2000);
}

/**
 * ffmpeg processes working in this data dir's pipeline-work that no running server of it owns: their folder names
 * another pid and their parent is not that server (a killed server's children are re-parented to init).
 */
export async function findOrphanedFfmpeg(dataDir: string, options: ProcessScanOptions = {}): Promise<ProcessInfo[]> {
  const procRoot = options.procRoot ?? '/proc';
  const self = options.selfPid ?? process.pid;
  const root = pipelineWorkRoot(dataDir);
  const orphans: ProcessInfo[] = [];
  for (const proc of await listProcesses(procRoot)) {
    if (proc.pid === self || proc.ppid === self || !isFfmpeg(proc.argv)) continue;
    const folder = workFolderOf(proc, root);
    if (!folder) continue;
    const owner = parseWorkFolder(folder)?.ownerPid;
    // another server on the same data dir, alive and still the parent: its work, not ours to stop
    if (owner && owner !== self && proc.ppid === owner && (await isRunning(owner, procRoot))) continue;
    orphans.push(proc);
  }
  return orphans;
}

/** Stops the ffmpeg left by a previous server of this data dir and removes the scratch folders of dead servers. */
export async function cleanUpAfterPreviousServer(dataDir: string, log: (line: string) => void = () => {}, options: ProcessScanOptions & { graceMs?: number } = {}): Promise<number[]> {
  const procRoot = options.procRoot ?? '/proc';
  const self = options.selfPid ?? process.pid;
  const orphans = await findOrphanedFfmpeg(dataDir, options);
  if (orphans.length) {
    log(`pipeline: stopping ${orphans.length} ffmpeg process(es) left by a previous server: ${orphans.map((p) => p.pid).join(', ')}`);
    await terminateProcesses(orphans.map((p) => p.pid), { graceMs: options.graceMs, procRoot });
  }
  const root = pipelineWorkRoot(dataDir);
  const folders = await readdir(root).catch(() => [] as string[]);
  for (const folder of folders) {
    const owner = parseWorkFolder(folder)?.ownerPid;
    if (!owner || owner === self || (await isRunning(owner, procRoot))) continue;
    await rm(path.join(root, folder), { recursive: true, force: true }).catch(() => {});
  }
  return orphans.map((p) => p.pid);
}

/** This server's ffmpeg children working for one job (its folders carry the job's id and this pid). */
export async function ffmpegOfJob(dataDir: string, jobId: number, options: ProcessScanOptions = {}): Promise<number[]> {
  const self = options.selfPid ?? process.pid;
  const root = pipelineWorkRoot(dataDir);
  const pids: number[] = [];
  for (const proc of await listProcesses(options.procRoot)) {
    if (proc.ppid !== self || !isFfmpeg(proc.argv)) continue;
    const folder = workFolderOf(proc, root);
    const owner = folder ? parseWorkFolder(folder) : null;
    if (owner && owner.jobId === jobId && owner.ownerPid === self) pids.push(proc.pid);
  }
  return pids;
}

/**
 * A handler whose ffmpeg is sure to end when the job's signal aborts (graceful stop, cancellation): runFfmpeg sends
 * SIGTERM; one that is still running after the grace time gets SIGKILL, so a stop cannot hang on it.
 */
export function stoppingFfmpegWithJob(dataDir: string, handler: JobHandler, graceMs = FFMPEG_STOP_GRACE_MS): JobHandler {
  return async (job) => {
    const onAbort = () => {
      void ffmpegOfJob(dataDir, job.id)
        .then((pids) => (pids.length ? terminateProcesses(pids, { graceMs }) : undefined))
        .catch(() => {});
    };
    if (job.signal.aborted) onAbort();
    else job.signal.addEventListener('abort', onAbort, { once: true });
    try {
      await handler(job);
    } finally {
      job.signal.removeEventListener('abort', onAbort);
    }
  };
}
