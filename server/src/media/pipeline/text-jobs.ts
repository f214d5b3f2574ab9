// text-import {uploadGuid}: an uploaded PDF becomes the sermon's text media; caption-import {uploadGuid}: an SRT or
// VTT file becomes the captions of its language (stored as both VTT and SRT), which then feed the transcript;
// transcript-source {sermonId, language}: the plain-text transcript of a language, made from its captions.
import { PIPELINE_MESSAGES } from '@sermon/shared-contracts/constants/pipeline-messages';
import { formatMessage } from '@sermon/shared-contracts/errors/messages';
import { UPLOAD_MESSAGES } from '@sermon/shared-contracts/constants/uploads';
import { readFile, writeFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { SERMON_LANGUAGES } from '@sermon/shared-contracts/constants/sermon-editor';
import { parseCaptions, type SubtitleCue } from '@sermon/shared-contracts/rules/captions';
import { sermonMedia, sermons } from '../../db/schema';
import { PermanentJobError, type JobHandler } from '../../jobs/job-types';
import { findUpload, replaceMediaRows, setSermonFlags, setUploadState, type UploadRow } from './media-rows';
import { reportingFailure, stringField, uploadFolder, type PipelineDeps } from './pipeline-deps';
import { PIPELINE_EVENTS, recordEvent } from './pipeline-events';
import { scheduleTranscript } from './schedule';
import { withWorkDir } from './work-files';

const PDF_MAGIC = '%PDF-';

async function storedUpload(deps: PipelineDeps, guid: string): Promise<UploadRow & { sermonId: string; storageKey: string }> {
  const upload = await findUpload(deps.db, guid);
  if (!upload?.sermonId || !upload.storageKey) throw new PermanentJobError(`upload ${guid} has no stored file`);
  return upload as UploadRow & { sermonId: string; storageKey: string };
}

async function failUpload(deps: PipelineDeps, guid: string, message: string): Promise<never> {
  await setUploadState(deps.db, guid, 'failed', message);
  throw new PermanentJobError(message);
}

export function textImportHandler(deps: PipelineDeps): JobHandler {
  return async (job) => {
    const guid = stringField(job.payload, 'uploadGuid');
    const upload = await storedUpload(deps, guid);
    await reportingFailure(deps, job, { sermonId: upload.sermonId, mediaKind: 'text' }, async () => {
      await withWorkDir(deps.dataDir, deps.storage, `text-${job.id}`, async (dir) => {
        const file = await dir.input(upload.storageKey, job.signal);
        const head = (await readFile(file)).subarray(0, 1024).toString('latin1');
        if (!head.includes(PDF_MAGIC)) await failUpload(deps, guid, PIPELINE_MESSAGES.notPdf);
        const info = await deps.storage.stat(upload.storageKey);
        await replaceMediaRows(deps.db, deps.storage, {
          sermonId: upload.sermonId,
          encodings: ['text'],
          rows: [{ kind: 'text', encoding: 'text', mediaType: 'pdf', storageKey: upload.storageKey, contentType: 'application/pdf', fileSizeBytes: info?.size ?? null }],
          flags: { hasPdf: true },
        });
      });
      await setUploadState(deps.db, guid, 'done');
      await recordEvent(deps.db, { sermonId: upload.sermonId, event: PIPELINE_EVENTS.textSynced, mediaKind: 'text', detail: { uploadGuid: guid } });
      await job.progress(1);
    });
  };
}

/** ISO 639-3 of an upload's language ('en' or 'eng'); the sermon's own language when none was given. */
export function captionLanguage(given: string | null | undefined, sermonLanguage3: string): string | null {
  const code = (given ?? '').trim().toLowerCase();
  if (!code) return sermonLanguage3;
  const known = SERMON_LANGUAGES.find((l) => l.code === code || l.code3 === code);
  if (known) return known.code3;
  return /^[a-z]{3}$/.test(code) ? code : null;
}

export function captionImportHandler(deps: PipelineDeps): JobHandler {
  return async (job) => {
    const guid = stringField(job.payload, 'uploadGuid');
    const upload = await storedUpload(deps, guid);
    const sermonId = upload.sermonId;
    await reportingFailure(deps, job, { sermonId, mediaKind: 'caption', language: upload.language }, async () => {
      const [sermon] = await deps.db
        .select({ languageCode3: sermons.languageCode3, hasAudio: sermons.hasAudio, hasVideo: sermons.hasVideo, audio: sermons.audioMediaStatus, video: sermons.videoMediaStatus })
        .from(sermons)
        .where(eq(sermons.id, sermonId));
      if (!sermon) throw new PermanentJobError(`sermon ${sermonId} is gone`);
      // spec doc 1 §5: captions need media (media still encoding counts)
      const hasMedia = sermon.hasAudio || sermon.hasVideo || sermon.audio === 'working' || sermon.video === 'working';
      if (!hasMedia) await failUpload(deps, guid, UPLOAD_MESSAGES.captionsNeedMedia);
      const language = captionLanguage(upload.language, sermon.languageCode3);
      if (!language) await failUpload(deps, guid, formatMessage(PIPELINE_MESSAGES.captionLanguageUnknown, { language: upload.language ?? '' }));
      await withWorkDir(deps.dataDir, deps.storage, `caption-${job.id}`, async (dir) => {
        const source = await readFile(await dir.input(upload.storageKey, job.signal), 'utf8');
        const cues = parseCaptions(source);
        if (cues.length === 0) await failUpload(deps, guid, PIPELINE_MESSAGES.notCaptionFile);
        const folder = uploadFolder(sermonId, guid);
        const vttKey = `${folder}/captions.${language}.vtt`;
        const srtKey = `${folder}/captions.${language}.srt`;
        await writeFile(dir.file('c.vtt'), toVtt(cues), 'utf8');
        await writeFile(dir.file('c.srt'), toSrt(cues), 'utf8');
        const vttSize = await dir.store(dir.file('c.vtt'), vttKey);
        const srtSize = await dir.store(dir.file('c.srt'), srtKey);
        await replaceMediaRows(deps.db, deps.storage, {
          sermonId,
          encodings: ['caption', 'caption-srt'],
          language,
          rows: [
            { kind: 'caption', encoding: 'caption', mediaType: 'caption', storageKey: vttKey, contentType: 'text/vtt', fileSizeBytes: vttSize, language },
            { kind: 'caption', encoding: 'caption-srt', mediaType: 'caption', storageKey: srtKey, contentType: 'application/x-subrip', fileSizeBytes: srtSize, language },
          ],
        });
        await recordEvent(deps.db, { sermonId, event: PIPELINE_EVENTS.textSynced, mediaKind: 'caption', language, detail: { uploadGuid: guid, cues: cues.length } });
      });
      await setUploadState(deps.db, guid, 'done');
      await scheduleTranscript(deps.db, sermonId, language!);
      await job.progress(1);
    });
  };
}

export function transcriptSourceHandler(deps: PipelineDeps): JobHandler {
  return async (job) => {
    const sermonId = stringField(job.payload, 'sermonId');
    const language = stringField(job.payload, 'language');
    const fail = async (message: string): Promise<never> => {
      await recordEvent(deps.db, { sermonId, event: PIPELINE_EVENTS.transcriptFailed, mediaKind: 'text', language, detail: { error: message } });
      throw new PermanentJobError(message);
    };
    const [sermon] = await deps.db.select({ hasAudio: sermons.hasAudio, hasVideo: sermons.hasVideo }).from(sermons).where(eq(sermons.id, sermonId));
    // spec doc 1 §5: a transcript needs media and a caption in that language
    if (!sermon || !(sermon.hasAudio || sermon.hasVideo)) await fail(PIPELINE_MESSAGES.transcriptNeedsMedia);
    const [caption] = await deps.db
      .select({ storageKey: sermonMedia.storageKey })
      .from(sermonMedia)
      .where(and(eq(sermonMedia.sermonId, sermonId), eq(sermonMedia.encoding, 'caption'), eq(sermonMedia.language, language)))
      .orderBy(sermonMedia.id)
      .limit(1);
    if (!caption) await fail(formatMessage(PIPELINE_MESSAGES.transcriptNeedsCaptions, { language }));
    await withWorkDir(deps.dataDir, deps.storage, `transcript-${job.id}`, async (dir) => {
      const cues = parseCaptions(await readFile(await dir.input(caption!.storageKey, job.signal), 'utf8'));
      if (!cues.length) await fail(PIPELINE_MESSAGES.captionsEmpty);
      const key = `sermons/${sermonId}/transcripts/transcript.${language}.${Date.now()}.txt`;
      await writeFile(dir.file('t.txt'), transcriptText(cues), 'utf8');
      const size = await dir.store(dir.file('t.txt'), key);
      await replaceMediaRows(deps.db, deps.storage, {
        sermonId,
        encodings: ['transcript'],
        language,
        rows: [{ kind: 'text', encoding: 'transcript', mediaType: 'transcript', storageKey: key, contentType: 'text/plain; charset=utf-8', fileSizeBytes: size, language }],
      });
      await recordEvent(deps.db, { sermonId, event: PIPELINE_EVENTS.transcriptCompleted, mediaKind: 'text', language, detail: { storageKey: key } });
    });
    await job.progress(1);
  };
}

/** Paragraphs break where the speaker paused (a gap of 2 s or more between cues). */
export function transcriptText(cues: SubtitleCue[]): string {
  const paragraphs: string[][] = [[]];
  let lastEnd = 0;
  for (const cue of cues) {
    if (paragraphs.at(-1)!.length && cue.startTime - lastEnd >= 2) paragraphs.push([]);
    paragraphs.at(-1)!.push(cue.text.replace(/\n/g, ' '));
    lastEnd = cue.endTime;
  }
  return `${paragraphs.map((p) => p.join(' ')).join('\n\n')}\n`;
}

function stamp(seconds: number, separator: '.' | ','): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

export function toVtt(cues: SubtitleCue[]): string {
  return `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${stamp(c.startTime, '.')} --> ${stamp(c.endTime, '.')}\n${c.text}\n`).join('\n')}`;
}

export function toSrt(cues: SubtitleCue[]): string {
  return cues.map((c, i) => `${i + 1}\n${stamp(c.startTime, ',')} --> ${stamp(c.endTime, ',')}\n${c.text}\n`).join('\n');
}

