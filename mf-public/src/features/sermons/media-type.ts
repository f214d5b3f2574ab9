import { MEDIA_TYPE_URL_CODES } from '@sermon/shared-contracts/constants/media-filter';

export type PlayMediaType = (typeof MEDIA_TYPE_URL_CODES)[keyof typeof MEDIA_TYPE_URL_CODES];

/**
 * The media a sermon link asks for: a trailing /a or /v segment, or ?mediaType= a|v (spec: a = audio, v = video)
 * or the words audio|video (what an autoplay link such as /sermons/1?autoplay=1&mediaType=video spells out).
 * Anything else asks for nothing in particular.
 */
export function requestedMediaType(segment: string | undefined, query: string | null): PlayMediaType | null {
  if (segment === 'a' || segment === 'v') return MEDIA_TYPE_URL_CODES[segment];
  if (query === 'a' || query === 'v') return MEDIA_TYPE_URL_CODES[query];
  if (query === 'audio' || query === 'video') return query;
  return null;
}

/**
 * What the big Play button plays: the requested media when the sermon has it, else audio when
 * there is audio (the lighter listen), else video.
 */
export function primaryMediaType(
  available: { audio: boolean; video: boolean },
  requested: PlayMediaType | null,
): PlayMediaType | null {
  if (requested && available[requested]) return requested;
  if (available.audio) return 'audio';
  if (available.video) return 'video';
  return null;
}
