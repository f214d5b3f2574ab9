// The media pipeline's own failure texts that reach the editor (an upload's error, a failed job's last error), in
// English with `{...}` placeholders like UPLOAD_MESSAGES. The server writes them with formatMessage; the dashboard
// matches them back to translate them (mf-dashboard features/sermon-media/use-upload-messages.ts).

export const PIPELINE_MESSAGES = {
  noAudioTrack: 'The file has no audio track',
  noVideoTrack: 'The file has no video track',
  noPicture: 'The video has no picture to take a thumbnail from',
  noSoundToExtract: 'The video has no sound to extract',
  unreadableMedia: 'The file could not be read as audio or video ({detail})',
  notPdf: 'The file is not a PDF document',
  captionLanguageUnknown: 'Unknown caption language {language}',
  notCaptionFile: 'The file is not a valid SRT or VTT caption file',
  thumbnailType: 'The thumbnail must be a JPEG or PNG image',
  imageNotConverted: 'The image could not be converted ({detail})',
  transcriptNeedsMedia: 'A transcript needs audio or video media',
  transcriptNeedsCaptions: 'A transcript needs captions in {language}',
  captionsEmpty: 'The captions hold no text',
} as const;

/**
 * Texts other server parts put in a job's last error (media/ffmpeg.ts, jobs/job-queue.ts); listed here so the
 * dashboard can translate them too. Keep them in step with those files.
 */
export const JOB_RUNNER_MESSAGES = {
  ffmpegExited: 'ffmpeg exited with {code}: {detail}',
  leaseExpired: 'the worker stopped during the last attempt (lease expired)',
} as const;
