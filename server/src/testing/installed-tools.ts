// Whether the command-line tools some tests drive (ffmpeg, ffprobe, espeak-ng) are installed, as a node:test skip
// reason, so a machine without them skips those tests with the install hint instead of failing them.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface ToolCheck {
  bin: string;
  /** the flag that makes the tool print its version and exit 0: ffmpeg takes -version, espeak-ng --version */
  versionFlag?: string;
}

const known = new Map<string, boolean>();

/** True when `bin <versionFlag>` runs and exits 0 (asked once per binary and process). */
export function isInstalled(bin: string, versionFlag = '-version'): boolean {
  const cacheKey = `${bin}\0${versionFlag}`;
  let installed = known.get(cacheKey);
  if (installed === undefined) {
    try {
      execFileSync(bin, [versionFlag], { stdio: 'ignore' });
      installed = true;
    } catch {
      installed = false;
    }
    known.set(cacheKey, installed);
  }
  return installed;
}

/**
 * false when every tool runs, else the skip reason naming the missing ones, e.g.
 * "ffprobe is not installed (apt-get install ffmpeg)". Use as `{ skip: skipUnlessInstalled([...], 'ffmpeg') }`.
 */
export function skipUnlessInstalled(tools: Array<string | ToolCheck>, debianPackages: string): false | string {
  const missing = tools
    .map((tool) => (typeof tool === 'string' ? { bin: tool } : tool))
    .filter((tool) => !isInstalled(tool.bin, tool.versionFlag))
    .map((tool) => path.basename(tool.bin));
  if (missing.length === 0) return false;
  return `${missing.join('/')} ${missing.length === 1 ? 'is' : 'are'} not installed (apt-get install ${debianPackages})`;
}
