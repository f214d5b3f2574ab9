/**
 * The list embed, /embed/classic/player/{mediaType?}/{category?}/{categoryValue?}/{filter?}/{filterValue?}: the
 * player on top and the sermons of the address below (first page at once, more near the bottom). A press on a row
 * plays it; at the end of a sermon the next row plays (the player's own repeat setting, when on, does the same
 * through its queue over the same list).
 */
import { css } from '@emotion/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { sermonDurationSeconds } from '@sermon/shared-contracts/rules/sermon-duration';
import { useRemoteProps } from '@sermon/shared-contracts/mf/remote-props';
import { LOCALE_TAGS } from '@sermon/shared-contracts/i18n/locales';
import { focusRing, playerColors } from '../../../components/theme';
import type { ListEmbedQuery } from '../classic-embed-path';
import { EmbedFrame, EmbedMessage, textButtonCss } from '../components/EmbedFrame';
import { EmbedIcon } from '../components/EmbedIcon';
import { EmbedPlayerView, formatPreachDate } from '../player/EmbedPlayerView';
import { useEmbedPlayer } from '../player/use-embed-player';
import { useSermonPages } from './use-sermon-pages';

export function ListEmbed({ query }: { query: ListEmbedQuery }) {
  const { t } = useLingui();
  const pages = useSermonPages(query.params);
  const embed = useEmbedPlayer(query.mediaType);
  const { player, started, play, remember } = embed;
  const { state, context } = player;
  const { results } = pages;

  useEffect(() => {
    for (const sermon of results) remember(sermon);
  }, [results, remember]);

  // The row the player is on: the one last pressed (or moved to by the player), else the first.
  const currentID = started ? context.sermonID : (results[0]?.sermonID ?? null);
  const preview: Sermon | null =
    results.find((r) => r.sermonID === currentID) ?? (context.sermon?.sermonID === currentID ? context.sermon : null) ?? results[0] ?? null;

  // End of a sermon with the repeat setting off: the playlist moves on to the next row itself.
  const endedID = started && state === 'Ended' ? context.sermonID : null;
  const advanced = useRef<string | null>(null);
  useEffect(() => {
    if (endedID === null || advanced.current === endedID) return;
    advanced.current = endedID;
    const index = results.findIndex((r) => r.sermonID === endedID);
    const next = index >= 0 ? results[index + 1] : undefined;
    if (next) play(next.sermonID, { list: query.list });
  }, [endedID, results, play, query.list]);
  useEffect(() => {
    if (state !== 'Ended') advanced.current = null;
  }, [state]);

  return (
    <EmbedFrame data-testid="embed-list" data-status={pages.status} aria-label={t`Sermon playlist`}>
      {preview && <EmbedPlayerView embed={embed} preview={preview} mediaType={query.mediaType} playOptions={{ list: query.list }} variant="list" />}
      {results.length === 0 && pages.status === 'ready' ? (
        <EmbedMessage testId="embed-list-empty" title={<Trans>No Results</Trans>} detail={<Trans>There are no sermons in this list yet.</Trans>} />
      ) : results.length === 0 && pages.status === 'failed' ? (
        <EmbedMessage
          title={<Trans>The sermons could not be loaded.</Trans>}
          actions={
            <button type="button" css={textButtonCss} onClick={pages.retry}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      ) : (
        <Playlist
          results={results}
          totalCount={pages.totalCount}
          currentID={currentID}
          started={started}
          playing={started && (state === 'Playing' || state === 'Buffering')}
          status={pages.status}
          hasMore={pages.hasMore}
          onMore={pages.loadMore}
          onRetry={pages.retry}
          onPick={(sermon) =>
            started && sermon.sermonID === context.sermonID ? player.send({ type: 'TOGGLE' }) : play(sermon.sermonID, { list: query.list })
          }
        />
      )}
    </EmbedFrame>
  );
}

interface PlaylistProps {
  results: Sermon[];
  totalCount: number | null;
  currentID: string | null;
  /** the visitor has played something: the current row is the one playing, not just the first */
  started: boolean;
  playing: boolean;
  status: 'loading' | 'ready' | 'failed';
  hasMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  onPick: (sermon: Sermon) => void;
}

function Playlist({ results, totalCount, currentID, started, playing, status, hasMore, onMore, onRetry, onPick }: PlaylistProps) {
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement | null>(null);
  const sentinel = useSentinel(scroller, hasMore && status === 'ready', onMore);
  return (
    <div ref={scroller} css={scrollerCss}>
      <div css={{ padding: '6px 12px', fontSize: 12, color: playerColors.muted, borderTop: `1px solid ${playerColors.track}` }}>
        {totalCount !== null && <Plural value={totalCount} one="# sermon" other="# sermons" />}
      </div>
      <ol aria-label={t`Sermons`} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {results.map((sermon, index) => (
          <li key={sermon.sermonID}>
            <PlaylistRow sermon={sermon} index={index} current={started && sermon.sermonID === currentID} playing={playing} onPick={onPick} />
          </li>
        ))}
      </ol>
      <div css={{ padding: 12, textAlign: 'center', fontSize: 12, color: playerColors.muted }}>
        {status === 'failed' ? (
          <button type="button" css={textButtonCss} onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        ) : status === 'loading' ? (
          <Trans>Loading…</Trans>
        ) : hasMore ? (
          sentinel === 'unsupported' ? (
            <button type="button" css={textButtonCss} onClick={onMore}>
              <Trans>More sermons</Trans>
            </button>
          ) : (
            <span ref={sentinel} />
          )
        ) : (
          <span data-testid="embed-list-end">
            <Trans>That's Everything!</Trans>
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * Asks for more when the returned element comes near the bottom of the scroller ('unsupported' without
 * IntersectionObserver: the caller shows a button instead).
 */
function useSentinel(
  scroller: RefObject<HTMLDivElement | null>,
  active: boolean,
  onMore: () => void,
): ((element: HTMLElement | null) => void) | 'unsupported' {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;
  const supported = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!supported || !active || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMoreRef.current(), {
      root: scroller.current,
      rootMargin: '0px 0px 240px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [supported, active, element, scroller]);
  return supported ? setElement : 'unsupported';
}

function PlaylistRow({ sermon, index, current, playing, onPick }: { sermon: Sermon; index: number; current: boolean; playing: boolean; onPick: (sermon: Sermon) => void }) {
  const { t } = useLingui();
  const { locale } = useRemoteProps();
  const duration = sermonDurationSeconds(sermon);
  const title = sermon.fullTitle;
  return (
    <button
      type="button"
      data-testid="embed-list-row"
      data-sermon-id={sermon.sermonID}
      aria-current={current || undefined}
      aria-label={current && playing ? t`Pause ${title}` : t`Play ${title}`}
      onClick={() => onPick(sermon)}
      css={[rowCss, current && { background: playerColors.surface }]}
    >
      <span css={{ width: 24, flex: 'none', textAlign: 'center', color: current ? playerColors.accent : playerColors.muted, fontVariantNumeric: 'tabular-nums' }}>
        {current ? <EmbedIcon name="nowPlaying" size={18} /> : index + 1}
      </span>
      <span css={{ flex: 1, minWidth: 0 }}>
        <span css={[ellipsis, { display: 'block', fontWeight: 600, color: current ? playerColors.accent : playerColors.text }]}>{sermon.fullTitle}</span>
        <span css={[ellipsis, { display: 'block', fontSize: 12, color: playerColors.muted }]}>
          {sermon.speaker.displayName}
          <span aria-hidden="true"> · </span>
          {formatPreachDate(sermon.preachDate, LOCALE_TAGS[locale])}
        </span>
      </span>
      {duration !== null && duration > 0 && (
        <span css={{ flex: 'none', fontSize: 12, color: playerColors.muted, fontVariantNumeric: 'tabular-nums' }}>{formatDuration(duration)}</span>
      )}
    </button>
  );
}

const ellipsis = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const scrollerCss = css({ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' });

const rowCss = css(
  {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    width: '100%',
    padding: '8px 12px',
    border: 0,
    color: 'inherit',
    background: 'transparent',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    '&:hover': { background: playerColors.hover },
  },
  focusRing,
);
