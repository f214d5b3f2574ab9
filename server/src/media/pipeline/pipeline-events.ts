// Pipeline events of a sermon's media (spec doc 1 §3 "Pipeline events"): what the media tracker reports, in order.
import type { Db } from '../../db/client';
import { pipelineEvents } from '../../db/schema';

/** The spec's event names; `{archive|high|low|1080p}-{scheduled|encoded|synced}` are built by renditionEvent. */
export const PIPELINE_EVENTS = {
  uploadReceived: 'upload-received',
  originalAnalyzed: 'original-analyzed',
  originalAnalyzeFailed: 'original-analyze-failed',
  pipelineFailed: 'pipeline-failed',
  waveform: 'waveform',
  thumbnail: 'thumbnail',
  textSynced: 'text-synced',
  transcriptScheduled: 'transcript-scheduled',
  transcriptCompleted: 'transcript-completed',
  transcriptFailed: 'transcript-failed',
  autoarchiveScheduled: 'autoarchive-scheduled',
  videoToAudioScheduled: 'videotoaudio-scheduled',
} as const;

export type RenditionEventName = 'archive' | 'high' | 'low' | '1080p';
export type RenditionStep = 'scheduled' | 'encoded' | 'synced';

export function renditionEvent(name: RenditionEventName, step: RenditionStep): string {
  return `${name}-${step}`;
}

export type MediaKind = 'audio' | 'video' | 'text' | 'caption' | 'thumbnail';

export interface PipelineEventInput {
  sermonId: string;
  event: string;
  mediaKind?: MediaKind | null;
  language?: string | null;
  detail?: Record<string, unknown> | null;
}

export async function recordEvent(db: Db, input: PipelineEventInput, at: number = Date.now()): Promise<void> {
  await db.insert(pipelineEvents).values({
    sermonId: input.sermonId,
    event: input.event,
    mediaKind: input.mediaKind ?? null,
    language: input.language ?? null,
    detail: input.detail ?? null,
    at,
  });
}
