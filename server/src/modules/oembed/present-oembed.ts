/**
 * The oEmbed answer (oembed.com §2.3, type "rich") for a sermon page: an iframe of the classic single embed.
 * Which embed: the page's own media selector when its address has one (/sermons/{id}/a or /v); otherwise video when
 * the sermon has playable video, as the sermon page itself defaults to (spec doc 1 §4 "Media type defaults to video"),
 * else audio. The frame keeps inside the consumer's maxwidth/maxheight.
 */
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { localizePath } from '@sermon/shared-contracts/i18n/locales';
import { hasPlayable } from '@sermon/shared-contracts/machines/player-source';
import { urlFor } from '@sermon/shared-contracts/routes/route-table';
import { embedIframeHTML, fitEmbedSize } from '@sermon/shared-contracts/rules/embed-iframe';
import type { UrlBuilder } from '../../http/public-url';
import type { SermonPage } from './sermon-page-url';
import type { OEmbedThumbnail } from './thumbnail';

export interface OEmbedRich {
  version: '1.0';
  type: 'rich';
  provider_name: string;
  provider_url: string;
  title: string;
  author_name: string;
  author_url: string;
  html: string;
  width: number;
  height: number;
  /** seconds a consumer may keep this answer */
  cache_age: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/** Titles and media change seldom; an hour keeps consumers reasonably fresh. */
export const OEMBED_CACHE_SECONDS = 3600;

export function embedMediaTypeFor(sermon: Pick<Sermon, 'media' | 'audioDurationSeconds' | 'videoDurationSeconds'>, page: SermonPage): 'audio' | 'video' {
  if (page.mediaType) return page.mediaType;
  return hasPlayable(sermon, 'video') ? 'video' : 'audio';
}

export interface OEmbedInput {
  sermon: Sermon;
  page: SermonPage;
  maxWidth?: number;
  maxHeight?: number;
  thumbnail: OEmbedThumbnail | null;
  siteName: string;
  url: UrlBuilder;
}

export function presentOEmbed({ sermon, page, maxWidth, maxHeight, thumbnail, siteName, url }: OEmbedInput): OEmbedRich {
  const mediaType = embedMediaTypeFor(sermon, page);
  const embedRoute = mediaType === 'video' ? 'embed-classic-player-v-sermonID' : 'embed-classic-player-a-sermonID';
  const src = url(urlFor(embedRoute, { sermonID: sermon.sermonID }, page.locale));
  const size = fitEmbedSize(mediaType, { maxWidth, maxHeight });
  const title = sermon.fullTitle || sermon.displayTitle;
  return {
    version: '1.0',
    type: 'rich',
    provider_name: siteName,
    provider_url: url('/'),
    title,
    author_name: sermon.speaker.displayName,
    author_url: url(localizePath(`/speakers/${encodeURIComponent(String(sermon.speaker.speakerID))}`, page.locale)),
    html: embedIframeHTML({ src, title, ...size }),
    ...size,
    cache_age: OEMBED_CACHE_SECONDS,
    ...(thumbnail ? { thumbnail_url: thumbnail.url, thumbnail_width: thumbnail.width, thumbnail_height: thumbnail.height } : {}),
  };
}
