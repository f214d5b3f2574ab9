// Counts plays from media requests (issue 4 contract, "Play counting"): a GET of a sermon's audio or video file
// that starts at byte 0 is one play, at most once per client address + sermon + kind in 30 minutes. The media
// response never waits for it: the lookup and the update run after the request was handed its file.
import type { Db } from '../../../db/client';
import { playableFileByKey, recordPlay, type PlayableFile } from './repo';
import { RecentPlays } from './recent-plays';

export const PLAY_DEDUPE_WINDOW_MS = 30 * 60 * 1000;
const MAX_RECENT_PLAYS = 100_000;
/** Which sermon a storage key plays rarely changes; remembering it spares a query per HLS segment and image. */
const FILE_LOOKUP_TTL_MS = 60 * 1000;
const MAX_FILE_LOOKUPS = 10_000;

export interface PlayCounterLogger {
  error(details: Record<string, unknown>, message: string): void;
}

export interface PlayCounterOptions {
  windowMs?: number;
  maxRecentPlays?: number;
  now?: () => number;
}

// Every counter's unfinished updates, so shutdown and tests can wait for them (see playCountsSettled).
const pendingEverywhere = new Set<Promise<void>>();

export class PlayCounter {
  readonly recent: RecentPlays;
  private readonly lookups = new Map<string, { file: PlayableFile | null; until: number }>();
  private readonly pending = new Set<Promise<void>>();
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly log: PlayCounterLogger,
    options: PlayCounterOptions = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    this.recent = new RecentPlays(options.windowMs ?? PLAY_DEDUPE_WINDOW_MS, options.maxRecentPlays ?? MAX_RECENT_PLAYS, this.now);
  }

  /** A request for this file from this client address starts a play, unless it was counted lately. Never throws. */
  noteStart(storageKey: string, clientAddress: string): void {
    const task = this.count(storageKey, clientAddress).catch((error: unknown) => {
      this.log.error({ err: error, storageKey }, 'counting a play failed');
    });
    this.pending.add(task);
    pendingEverywhere.add(task);
    void task.finally(() => {
      this.pending.delete(task);
      pendingEverywhere.delete(task);
    });
  }

  /** Resolves once every play noted so far is written (or has failed and been logged). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async count(storageKey: string, clientAddress: string): Promise<void> {
    const file = await this.fileOf(storageKey);
    if (!file) return;
    // Claimed synchronously after the lookup: of parallel requests from one client, exactly one counts.
    if (!this.recent.claim(`${clientAddress}\n${file.sermonId}\n${file.kind}`)) return;
    await recordPlay(this.db, file, Math.floor(this.now() / 1000));
  }

  private async fileOf(storageKey: string): Promise<PlayableFile | null> {
    const at = this.now();
    const known = this.lookups.get(storageKey);
    if (known && known.until > at) return known.file;
    const file = await playableFileByKey(this.db, storageKey);
    this.lookups.delete(storageKey);
    if (this.lookups.size >= MAX_FILE_LOOKUPS) this.lookups.delete(this.lookups.keys().next().value as string);
    this.lookups.set(storageKey, { file, until: at + FILE_LOOKUP_TTL_MS });
    return file;
  }
}

/** Resolves once every play noted by any counter of this process is written (tests read counts after it). */
export async function playCountsSettled(): Promise<void> {
  while (pendingEverywhere.size > 0) await Promise.all([...pendingEverywhere]);
}
