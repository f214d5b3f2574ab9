/**
 * The live embed, /embed/classic/player/l/{broadcasterID}: the broadcaster, whether it is live, and its latest
 * sermon to play meanwhile. What "live" can be is live-source.ts's business (issue 7 adds the stream).
 */
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { LiteBroadcaster } from '@sermon/shared-contracts/entities/broadcaster';
import { playerColors } from '../../../components/theme';
import { EmbedFrame, EmbedMessage, textButtonCss } from '../components/EmbedFrame';
import { EmbedIcon } from '../components/EmbedIcon';
import { SiteLink } from '../components/SiteLink';
import { EmbedPlayerView } from '../player/EmbedPlayerView';
import { useEmbedPlayer } from '../player/use-embed-player';
import { liveSourceOf, type LiveSource } from './live-source';
import { useLiveBroadcaster } from './use-live-broadcaster';

export function LiveEmbed({ broadcasterID }: { broadcasterID: string | undefined }) {
  const { t } = useLingui();
  if (!broadcasterID) {
    return (
      <EmbedFrame data-testid="embed-live" data-status="no-broadcaster" aria-label={t`Live player`}>
        <EmbedMessage
          title={<Trans>No broadcaster was given.</Trans>}
          detail={<Trans>The live player's address ends with a broadcaster ID, e.g. /embed/classic/player/l/yourchurch.</Trans>}
          actions={<SiteLink path="/embed/classic/examples" label={<Trans>See working examples</Trans>} />}
        />
      </EmbedFrame>
    );
  }
  return <LiveBroadcasterEmbed broadcasterID={broadcasterID} />;
}

function LiveBroadcasterEmbed({ broadcasterID }: { broadcasterID: string }) {
  const { t } = useLingui();
  const data = useLiveBroadcaster(broadcasterID);
  const embed = useEmbedPlayer(null);
  const latest = data.status === 'ready' ? data.latest : null;
  const { remember } = embed;
  useEffect(() => {
    if (latest) remember(latest);
  }, [latest, remember]);

  return (
    <EmbedFrame data-testid="embed-live" data-status={data.status} aria-label={t`Live player`}>
      {data.status === 'ready' ? (
        <>
          <BroadcasterCard broadcaster={data.broadcaster} source={liveSourceOf(data.broadcaster)} />
          {latest ? (
            <>
              <h2 css={sectionHeading}>
                <Trans>Latest sermon</Trans>
              </h2>
              <EmbedPlayerView embed={embed} preview={latest} mediaType={null} variant="section" />
            </>
          ) : (
            <EmbedMessage title={<Trans>No sermons yet.</Trans>} />
          )}
        </>
      ) : data.status === 'not-found' ? (
        <EmbedMessage
          title={<Trans>Broadcaster not found</Trans>}
          detail={<Trans>Check the broadcaster ID at the end of this player's address.</Trans>}
          actions={<SiteLink path="/broadcasters" label={<Trans>Browse broadcasters</Trans>} />}
        />
      ) : data.status === 'failed' ? (
        <EmbedMessage
          title={<Trans>The broadcaster could not be loaded.</Trans>}
          actions={
            <button type="button" css={textButtonCss} onClick={data.retry}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      ) : null}
    </EmbedFrame>
  );
}

function BroadcasterCard({ broadcaster, source }: { broadcaster: LiteBroadcaster; source: LiveSource }) {
  const [pictureFailed, setPictureFailed] = useState(false);
  const page = `/broadcasters/${encodeURIComponent(broadcaster.broadcasterID)}`;
  const name = broadcaster.displayName;
  return (
    <header css={{ display: 'flex', alignItems: 'center', gap: 12, padding: 12, borderBottom: `1px solid ${playerColors.track}` }}>
      {broadcaster.imageURL && !pictureFailed ? (
        <img
          src={broadcaster.imageURL}
          alt=""
          onError={() => setPictureFailed(true)}
          css={{ flex: 'none', width: 56, height: 56, borderRadius: 8, objectFit: 'cover', background: playerColors.surface }}
        />
      ) : null}
      <div css={{ flex: 1, minWidth: 0 }}>
        <div data-testid="embed-live-broadcaster" css={{ fontSize: 16, fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </div>
        {broadcaster.location && <div css={{ fontSize: 12, color: playerColors.muted }}>{broadcaster.location}</div>}
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 12, rowGap: 4, marginTop: 4 }}>
          <LiveStatus source={source} />
          <SiteLink
            path={page}
            testId="embed-live-page"
            label={source.kind === 'on-air-elsewhere' ? <Trans>Watch on {name}'s page</Trans> : <Trans>Visit {name}</Trans>}
          />
        </div>
      </div>
    </header>
  );
}

function LiveStatus({ source }: { source: LiveSource }) {
  const onAir = source.kind !== 'offline';
  return (
    <span
      data-testid="embed-live-status"
      data-live={onAir}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: '2px 10px 2px 6px',
        borderRadius: 12,
        fontSize: 12,
        fontWeight: 600,
        color: onAir ? '#ffffff' : playerColors.muted,
        background: onAir ? '#c62828' : playerColors.surface,
      }}
    >
      <EmbedIcon name="live" size={16} />
      {onAir ? <Trans>Live now</Trans> : <Trans>Not live right now</Trans>}
    </span>
  );
}

const sectionHeading = css({
  margin: 0,
  padding: '10px 12px 0',
  fontSize: 12,
  fontWeight: 600,
  letterSpacing: 0.4,
  textTransform: 'uppercase',
  color: playerColors.muted,
});
