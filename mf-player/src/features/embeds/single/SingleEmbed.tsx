/**
 * The classic single embed, /embed/classic/player/{a|v}/{sermonID} (and the old /player/sermon/legacy addresses):
 * one sermon filling the frame. It never plays by itself; an unknown sermon, one without media or a failed load
 * each get a clear message in the frame, with the way back to the site.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { PlayerMediaType } from '@sermon/shared-contracts/machines/player-source';
import { usePageTitle } from '@sermon/shared-contracts/mf/use-page-title';
import { EmbedFrame, EmbedMessage, textButtonCss } from '../components/EmbedFrame';
import { SiteLink } from '../components/SiteLink';
import { EmbedPlayerView } from '../player/EmbedPlayerView';
import { useEmbedPlayer } from '../player/use-embed-player';
import { useEmbedSermon } from '../player/use-embed-sermon';

export function SingleEmbed({ sermonID, mediaType }: { sermonID: string; mediaType: PlayerMediaType }) {
  const { t } = useLingui();
  const fetched = useEmbedSermon(sermonID);
  const embed = useEmbedPlayer(mediaType);
  const { remember } = embed;
  // the frame's document is named after its sermon (screen readers announce a frame by it)
  usePageTitle(fetched.sermon?.fullTitle ?? t`Sermon player`);
  useEffect(() => {
    if (fetched.sermon) remember(fetched.sermon);
  }, [fetched.sermon, remember]);

  return (
    <EmbedFrame data-testid="embed-single" data-status={fetched.status} aria-busy={fetched.status === 'loading' || undefined} aria-label={t`Sermon player`}>
      {fetched.status === 'ready' ? (
        <EmbedPlayerView embed={embed} preview={fetched.sermon} mediaType={mediaType} />
      ) : fetched.status === 'not-found' ? (
        <EmbedMessage
          title={<Trans>This sermon could not be found.</Trans>}
          detail={<Trans>It may have been removed, or the address of this player is wrong.</Trans>}
          actions={<SiteLink path="/sermons" label={<Trans>Browse sermons</Trans>} />}
        />
      ) : fetched.status === 'failed' ? (
        <EmbedMessage
          title={<Trans>The sermon could not be loaded.</Trans>}
          detail={<Trans>Check the connection and try again.</Trans>}
          actions={
            <button type="button" css={textButtonCss} onClick={fetched.retry}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      ) : null}
    </EmbedFrame>
  );
}
