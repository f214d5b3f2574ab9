// The media pipeline's job handlers, one per queue in PIPELINE_QUEUES. main.ts hands them to the job worker.
import type { AppContext } from '../../app-context';
import { PIPELINE_QUEUES, type JobHandler } from '../../jobs/job-types';
import { analyzeOriginalHandler } from './analyze-original';
import { encodeAudioHandler } from './encode-audio';
import { encodeVideoHandler } from './encode-video';
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
  return pipelineHandlers(deps);
}

export function pipelineHandlers(deps: PipelineDeps): Record<(typeof PIPELINE_QUEUES)[keyof typeof PIPELINE_QUEUES], JobHandler> {
  return {
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
}
