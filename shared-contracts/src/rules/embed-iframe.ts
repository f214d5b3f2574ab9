/**
 * The iframe code of the classic embeds (spec doc 1 §2 "Embeds"), one source for the examples page a broadcaster
 * copies it from and for the server's oEmbed answer: the default frame size of each embed kind, how a size shrinks
 * to fit a consumer's maxwidth/maxheight, and the escaped <iframe> markup.
 */

export type EmbedKind = 'audio' | 'video' | 'list' | 'live';

export interface EmbedSize {
  width: number;
  height: number;
}

/**
 * Default frame sizes. Audio is one row of artwork, title and controls; video is a 16:9 picture with the control
 * rows under it; the list is the player with a playlist; live is the broadcaster card with its latest sermon.
 */
export const EMBED_SIZES: Readonly<Record<EmbedKind, EmbedSize>> = {
  audio: { width: 640, height: 200 },
  video: { width: 640, height: 460 },
  list: { width: 640, height: 520 },
  live: { width: 640, height: 420 },
};

/** Height of the video embed's rows under the picture (title, waveform, buttons). */
export const VIDEO_EMBED_CONTROLS_HEIGHT = 100;

/** Below this a frame shows nothing useful; consumers asking for less still get exactly what they asked. */
const MIN_SIDE = 1;

function limit(value: number | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= MIN_SIDE ? Math.floor(value) : null;
}

/**
 * The frame size of an embed within a consumer's limits (oEmbed maxwidth/maxheight): never larger than either.
 * Video keeps its 16:9 picture when it shrinks; the other kinds shrink each side on its own (their content reflows).
 */
export function fitEmbedSize(kind: EmbedKind, max: { maxWidth?: number; maxHeight?: number } = {}): EmbedSize {
  const base = EMBED_SIZES[kind];
  const maxWidth = limit(max.maxWidth);
  const maxHeight = limit(max.maxHeight);
  let width = maxWidth === null ? base.width : Math.min(base.width, maxWidth);
  if (kind !== 'video') {
    return { width, height: maxHeight === null ? base.height : Math.min(base.height, maxHeight) };
  }
  const pictureHeight = (w: number) => Math.round((w * 9) / 16);
  let height = pictureHeight(width) + VIDEO_EMBED_CONTROLS_HEIGHT;
  if (maxHeight !== null && height > maxHeight) {
    height = maxHeight;
    width = Math.max(MIN_SIDE, Math.min(width, Math.floor(((maxHeight - VIDEO_EMBED_CONTROLS_HEIGHT) * 16) / 9)));
  }
  return { width, height };
}

/** Text made safe inside a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface EmbedIframeOptions {
  /** absolute URL of the embed page */
  src: string;
  /** the frame's accessible name, e.g. the sermon title */
  title: string;
  width: number | string;
  height: number | string;
}

/**
 * The <iframe> a host page pastes. The frame may play (autoplay only ever follows a press inside it), go full
 * screen or picture-in-picture, and write to the clipboard (the embed's copy-link button).
 */
export function embedIframeHTML({ src, title, width, height }: EmbedIframeOptions): string {
  return (
    `<iframe src="${escapeAttribute(src)}" width="${escapeAttribute(String(width))}" ` +
    `height="${escapeAttribute(String(height))}" title="${escapeAttribute(title)}" ` +
    `style="border:0;max-width:100%" loading="lazy" ` +
    `allow="autoplay; fullscreen; picture-in-picture; clipboard-write"></iframe>`
  );
}
