// What every pipeline handler works with, and the small pieces they share: progress reporting, failure reporting
// and the storage layout of a sermon's media.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { RunningJob } from '../../jobs/job-types';
import { PermanentJobError } from '../../jobs/job-types';
import type { Storage } from '../../storage/storage';
import { PIPELINE_EVENTS, recordEvent, type MediaKind } from './pipeline-events';
import { setSermonFlags } from './media-rows';

export interface PipelineDeps {
  db: Db;
  storage: Storage;
  /** scratch folders live under <dataDir>/pipeline-work */
  dataDir: string;
  log: (line: string) => void;
}

/** Everything of one upload sits under this prefix: the original, its renditions and the HLS package. */
export function uploadFolder(sermonId: string, guid: string): string {
  return `sermons/${sermonId}/${guid}`;
}

/** The upload guid of a key made by uploadFolder (sermons/<id>/<guid>/...). */
export function guidOfKey(key: string): string {
  return key.split('/')[2] ?? 'source';
}

/**
 * A short tag for output made with non-default settings: a new file name when the settings change busts caches of
 * the old rendition, and the same settings give the same name, so a retried job overwrites its own output.
 */
export function optionsTag(applied: Record<string, unknown>): string {
  const isDefault = Object.values(applied).every((value) => value === 0 || value === false);
  if (isDefault) return '';
  return `.${createHash('sha256').update(JSON.stringify(applied)).digest('hex').slice(0, 8)}`;
}

/**
 * ffmpeg progress (seconds written) → job progress (0..1). The worker renews the lease on its own timer too, so a
 * slow start (probing, a long seek) cannot lose the job.
 */
export function ffmpegProgress(job: RunningJob, totalSeconds: number, from = 0, span = 1): (seconds: number) => void {
  return (seconds) => {
    if (totalSeconds <= 0) return;
    void job.progress(from + span * Math.min(1, seconds / totalSeconds)).catch(() => {});
  };
}

/** The last attempt: a failure now is final, so the tracker must show it. */
export function isFinalAttempt(job: RunningJob, error: unknown): boolean {
  return error instanceof PermanentJobError || job.attempt >= job.maxAttempts;
}

/**
 * Runs a handler body; when it fails for good (not a cancellation) records `pipeline-failed` and marks the media
 * as error, so the editor shows an encoding error instead of spinning forever.
 */
export async function reportingFailure(
  deps: PipelineDeps,
  job: RunningJob,
  target: { sermonId: string; mediaKind: MediaKind; language?: string | null; status?: 'audio' | 'video' },
  body: () => Promise<void>,
): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (job.signal.aborted || (error as Error).name === 'AbortError') throw error;
    if (isFinalAttempt(job, error)) {
      await recordEvent(deps.db, {
        sermonId: target.sermonId,
        event: PIPELINE_EVENTS.pipelineFailed,
        mediaKind: target.mediaKind,
        language: target.language ?? null,
        detail: { queue: job.queue, jobID: job.id, error: errorText(error) },
      }).catch(() => {});
      if (target.status === 'audio') await setSermonFlags(deps.db, target.sermonId, { audioMediaStatus: 'error' }).catch(() => {});
      if (target.status === 'video') await setSermonFlags(deps.db, target.sermonId, { videoMediaStatus: 'error' }).catch(() => {});
    }
    throw error;
  }
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 600 ? `…${text.slice(-600)}` : text;
}

export function stringField(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  if (typeof value !== 'string' || !value) throw new PermanentJobError(`payload.${key} is missing`);
  return value;
}
