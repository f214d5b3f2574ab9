// The media pipeline's job handlers, one per queue in PIPELINE_QUEUES. main.ts hands them to the job worker.
import type { AppContext } from '../../app-context';
import { PIPELINE_QUEUES, type JobHandler } from '../../jobs/job-types';
import { analyzeOriginalHandler } from './analyze-original';
import { encodeAudioHandler } from './encode-audio';
import { encodeVideoHandler } from './encode-video';
import { cleanUpAfterPreviousServer, stoppingFfmpegWithJob } from './ffmpeg-processes';
import type { PipelineDeps } from './pipeline-deps';
import { captionImportHandler, textImportHandler, transcriptSourceHandler } from './text-jobs';
import { thumbnailHandler, thumbnailImportHandler } from './thumbnail-jobs';
import { videoToAudioHandler } from './video-to-audio';
import { waveformHandler } from './waveform-job';

export function createPipelineJobHandlers(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config'>,
  log: (line: string) => void = () => {},
): Record<string, JobHandler> {
  const deps: PipelineDeps = { db: ctx.db, storage: ctx.storage, dataDir: ctx.config.dataDir, log };
  // the pipeline starts with the server: ffmpeg that a killed predecessor left running on this data dir goes first
  void cleanUpAfterPreviousServer(deps.dataDir, log).catch((error: unknown) => log(`pipeline: cleaning up after the previous server failed: ${String(error)}`));
  return pipelineHandlers(deps);
}

export function pipelineHandlers(deps: PipelineDeps): Record<(typeof PIPELINE_QUEUES)[keyof typeof PIPELINE_QUEUES], JobHandler> {
  const handlers = {
    [PIPELINE_QUEUES.analyzeOriginal]: analyzeOriginalHandler(deps),
    [PIPELINE_QUEUES.encodeAudio]: encodeAudioHandler(deps),
    [PIPELINE_QUEUES.encodeVideo]: encodeVideoHandler(deps),
    [PIPELINE_QUEUES.videoToAudio]: videoToAudioHandler(deps),
    [PIPELINE_QUEUES.waveform]: waveformHandler(deps),
    [PIPELINE_QUEUES.thumbnail]: thumbnailHandler(deps),
    [PIPELINE_QUEUES.captionImport]: captionImportHandler(deps),
    [PIPELINE_QUEUES.textImport]: textImportHandler(deps),
    [PIPELINE_QUEUES.thumbnailImport]: thumbnailImportHandler(deps),
    [PIPELINE_QUEUES.transcriptSource]: transcriptSourceHandler(deps),
  };
  // a stop or cancellation ends the job's ffmpeg: SIGTERM, then SIGKILL when it does not listen
  for (const queue of Object.keys(handlers) as (keyof typeof handlers)[]) handlers[queue] = stoppingFfmpegWithJob(deps.dataDir, handlers[queue]);
  return handlers;
}
