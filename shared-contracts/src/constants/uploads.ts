// Uploads (POST media and the image calls): the upload types, what each may weigh, the images' minimum sizes and
// the texts of every refusal. The server refuses with these words; the dashboard checks the same numbers before
// sending a byte, so a 2 GB mistake is caught at once rather than after an hour of uploading.

/** A sermon's upload types (spec doc 1 §3 "Upload types"; `caption` is the spec's "orig caption"). */
export const SERMON_UPLOAD_TYPES = [
  'original-audio',
  'original-video',
  'text',
  'original-thumbnail',
  'caption',
  'video-thumbnail',
] as const;
export type SermonUploadType = (typeof SERMON_UPLOAD_TYPES)[number];

/** Images of other things than sermons; the name is the folder under images/ and the media_uploads upload type. */
export const IMAGE_UPLOAD_KINDS = ['speaker', 'series', 'broadcaster-banner', 'broadcaster-profile', 'article-banner'] as const;
export type ImageUploadKind = (typeof IMAGE_UPLOAD_KINDS)[number];

export function isSermonUploadType(value: unknown): value is SermonUploadType {
  return typeof value === 'string' && (SERMON_UPLOAD_TYPES as readonly string[]).includes(value);
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Largest accepted file per upload type, in bytes. */
export const UPLOAD_MAX_BYTES: Record<SermonUploadType | 'image', number> = {
  'original-audio': 8 * GB,
  'original-video': 8 * GB,
  text: 100 * MB,
  'original-thumbnail': 20 * MB,
  caption: 5 * MB,
  'video-thumbnail': 20 * MB,
  image: 20 * MB,
};

/** The smallest image each kind accepts (spec doc 1 §5: "minimum resolution"), in pixels. */
export const IMAGE_MIN_SIZE: Record<ImageUploadKind, { width: number; height: number }> = {
  speaker: { width: 200, height: 200 },
  series: { width: 600, height: 600 },
  'broadcaster-banner': { width: 1200, height: 400 },
  'broadcaster-profile': { width: 300, height: 300 },
  'article-banner': { width: 1200, height: 400 },
};

/** What the file picker offers per type (the server looks at the bytes, not at these). */
export const UPLOAD_ACCEPT: Record<SermonUploadType | 'image', string> = {
  'original-audio': 'audio/*,.mp3,.m4a,.aac,.wav,.flac,.ogg,.opus,.wma',
  'original-video': 'video/*,.mp4,.mov,.m4v,.mkv,.webm,.avi,.wmv,.mpg,.mpeg',
  text: 'application/pdf,.pdf',
  'original-thumbnail': 'image/jpeg,image/png,.jpg,.jpeg,.png',
  caption: '.srt,.vtt,text/vtt,application/x-subrip',
  'video-thumbnail': 'image/jpeg,image/png,.jpg,.jpeg,.png',
  image: 'image/jpeg,image/png,.jpg,.jpeg,.png',
};

/** tus 1.0 (https://tus.io/protocols/resumable-upload): the version the upload URL speaks. */
export const TUS_VERSION = '1.0.0';

/** Texts of the upload refusals; `{...}` are filled with formatMessage. */
export const UPLOAD_MESSAGES = {
  uploadTypeUnknown: 'Choose an upload type: {types}.',
  sermonRequired: 'Give the sermonID of the sermon this file belongs to.',
  captionLanguageRequired: 'Choose the language of the captions.',
  captionsNeedMedia: 'Captions need media: upload the audio or video first.',
  removeAudioFirst: 'This sermon already has audio of its own. Remove the audio before uploading a video.',
  removeVideoFirst: 'This sermon already has a video. Remove the video before uploading audio.',
  emptyFile: 'The file is empty (0 bytes). Choose a file that has content.',
  fileTooLarge: 'The file is too large: this upload may be at most {limit}.',
  uploadNotFound: 'This upload link is not valid. Start the upload again.',
  uploadFinished: 'This upload is already complete.',
  uploadBusy: 'Another request is sending this upload right now. Try again in a moment.',
  offsetMismatch: 'The upload continues at byte {offset}, not at byte {sent}.',
  lengthMismatch: 'The upload was started with a length of {length} bytes.',
  notTwoStep: 'This upload does not wait for a second step.',
  nothingToContinue: 'There is no uploaded file waiting to be continued for this sermon.',
  imageType: 'Images must be JPEG or PNG.',
  imageTooSmall: 'The image must be at least {width}×{height} pixels; this one is {actualWidth}×{actualHeight}.',
  imageDimensionsTogether: 'Give the width and the height of the image together.',
  imageUnreadable: 'The image could not be read. It may be damaged; try saving it again as JPEG or PNG.',
} as const;

export const UPLOAD_ERROR_CODES = {
  invalid: 'INVALID_UPLOAD',
  conflict: 'UPLOAD_CONFLICT',
  empty: 'EMPTY_UPLOAD',
  tooLarge: 'UPLOAD_TOO_LARGE',
  notFound: 'UPLOAD_NOT_FOUND',
  imageType: 'UNSUPPORTED_IMAGE',
  imageTooSmall: 'IMAGE_TOO_SMALL',
} as const;

/** "8 GB", "100 MB": limits in the words people read on the upload form. */
export function formatByteLimit(bytes: number): string {
  if (bytes >= GB && bytes % GB === 0) return `${bytes / GB} GB`;
  if (bytes >= MB) return `${Math.round(bytes / MB)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
