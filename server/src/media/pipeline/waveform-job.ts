// waveform {sermonId, sourceKey}: the peaks the player draws (compute-waveform-peaks), stored as JSON beside the
// audio; the sermon's waveformPeaksURL points at the newest.
import { PermanentJobError, type JobHandler } from '../../jobs/job-types';
import { computeWaveformPeaks, WaveformError } from '../waveform/compute-waveform-peaks';
import { isSuperseded, replaceMediaRows } from './media-rows';
import { guidOfKey, reportingFailure, stringField, uploadFolder, type PipelineDeps } from './pipeline-deps';
import { PIPELINE_EVENTS, recordEvent } from './pipeline-events';
import { withWorkDir } from './work-files';
import { writeFile } from 'node:fs/promises';

export function waveformHandler(deps: PipelineDeps): JobHandler {
  return async (job) => {
    const sermonId = stringField(job.payload, 'sermonId');
    const sourceKey = stringField(job.payload, 'sourceKey');
    const uploadGuid = guidOfKey(sourceKey);
    await reportingFailure(deps, job, { sermonId, mediaKind: 'audio' }, async () => {
      if (await isSuperseded(deps.db, sermonId, uploadGuid, ['original-audio'])) return;
      // the decode reports no progress; the worker's lease timer keeps the job alive meanwhile
      await job.progress(0.1);
      await withWorkDir(deps.dataDir, deps.storage, `waveform-${job.id}`, async (dir) => {
        let peaks: number[];
        try {
          peaks = await computeWaveformPeaks(await dir.input(sourceKey, job.signal), { signal: job.signal });
        } catch (error) {
          if (error instanceof WaveformError) throw new PermanentJobError(error.message);
          throw error;
        }
        const name = sourceKey.endsWith('.mp3') ? `waveform-${sourceKey.split('/').pop()!.replace(/\.mp3$/, '')}.json` : 'waveform.json';
        const key = `${uploadFolder(sermonId, uploadGuid)}/${name}`;
        const file = dir.file('waveform.json');
        await writeFile(file, JSON.stringify(peaks), 'utf8');
        const size = await dir.store(file, key);
        await replaceMediaRows(deps.db, deps.storage, {
          sermonId,
          encodings: ['waveform'],
          rows: [{ kind: 'waveform', encoding: 'waveform', mediaType: 'json', storageKey: key, contentType: 'application/json', fileSizeBytes: size }],
        });
        await recordEvent(deps.db, { sermonId, event: PIPELINE_EVENTS.waveform, mediaKind: 'audio', detail: { points: peaks.length, storageKey: key } });
      });
      await job.progress(1);
    });
  };
}
