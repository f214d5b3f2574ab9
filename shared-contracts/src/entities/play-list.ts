// The list a sermon was started from (a series, a speaker, a broadcaster, a search, any sermon list). The player
// takes next and previous from it for autoplay and repeat (spec doc 1 §4 "Autoplay next").
export type PlayListKind = 'series' | 'speaker' | 'broadcaster' | 'search' | 'sermons';

export interface PlayList {
  kind: PlayListKind;
  /**
   * GET node/sermons query parameters that give the list in the order the page showed it, sortBy included
   * (e.g. { series: '12', sortBy: 'oldest' }). Paging parameters are the player's business.
   */
  params: Record<string, string>;
  /** what the page called the list (series title, speaker name, search text), for the player to show */
  label?: string;
}

export function isPlayList(value: unknown): value is PlayList {
  if (!value || typeof value !== 'object') return false;
  const { kind, params, label } = value as Record<string, unknown>;
  return (
    (kind === 'series' || kind === 'speaker' || kind === 'broadcaster' || kind === 'search' || kind === 'sermons') &&
    !!params &&
    typeof params === 'object' &&
    Object.values(params as Record<string, unknown>).every((v) => typeof v === 'string') &&
    (label === undefined || typeof label === 'string')
  );
}
