// The examples page's embeds: for real sermons and a real broadcaster of this site, each embed's address, frame
// size and the iframe code a site owner pastes (the same code the oEmbed endpoint answers with).
import type { LocaleCode } from '@sermon/shared-contracts/i18n/locales';
import { urlFor } from '@sermon/shared-contracts/routes/route-table';
import { EMBED_SIZES, embedIframeHTML, type EmbedKind, type EmbedSize } from '@sermon/shared-contracts/rules/embed-iframe';

export interface ExampleIds {
  audioSermonID: string | null;
  videoSermonID: string | null;
  broadcasterID: string | null;
}

export interface EmbedExample {
  kind: EmbedKind;
  /** absolute address of the embed page */
  src: string;
  size: EmbedSize;
  /** the <iframe> to copy */
  code: string;
}

/** One example per embed kind the ids allow, in the order the page explains them. */
export function buildEmbedExamples(ids: ExampleIds, origin: string, locale: LocaleCode, titles: Record<EmbedKind, string>): EmbedExample[] {
  const paths: Array<[EmbedKind, string | null]> = [
    ['audio', ids.audioSermonID && urlFor('embed-classic-player-a-sermonID', { sermonID: ids.audioSermonID }, locale)],
    ['video', ids.videoSermonID && urlFor('embed-classic-player-v-sermonID', { sermonID: ids.videoSermonID }, locale)],
    [
      'list',
      ids.broadcasterID &&
        urlFor('embed-classic-player', { mediaType: 'a', category: 'broadcaster', categoryValue: ids.broadcasterID }, locale),
    ],
    ['live', ids.broadcasterID && urlFor('embed-classic-player-l-broadcasterID', { broadcasterID: ids.broadcasterID }, locale)],
  ];
  return paths.flatMap(([kind, path]) => {
    if (!path) return [];
    const src = `${origin}${path}`;
    const size = EMBED_SIZES[kind];
    return [{ kind, src, size, code: embedIframeHTML({ src, title: titles[kind], width: size.width, height: size.height }) }];
  });
}
