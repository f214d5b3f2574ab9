/**
 * The classic embed (/embed/classic/player/{a|v}/{sermonID}): one sermon filling the frame another site
 * puts on its page. It keeps to itself: no page events, links open the sermon in a new tab.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { MEDIA_TYPE_URL_CODES } from '@sermon/shared-contracts/constants/media-filter';
import type { PlayerMediaType } from '@sermon/shared-contracts/machines/player-source';
import { playerColors } from '../../components/theme';
import { usePlayerSermonLoader } from './api/get-player-sermon';
import { Artwork } from './components/Artwork';
import { NowPlaying } from './components/NowPlaying';
import { PlayerErrorMessage } from './components/PlayerErrorMessage';
import { PlayerMedia } from './components/PlayerMedia';
import { PlayPauseButton } from './components/PlayPauseButton';
import { SeekBar } from './components/SeekBar';
import { TimeDisplay } from './components/TimeDisplay';
import { VolumeControl } from './components/VolumeControl';
import { isPlayingIntent, isUnplayable } from './PlayerBar';
import { usePlayer, type Player } from './use-player';

/** 'a' and 'v' as the spec writes them; the long names are accepted too. */
export function embedMediaType(code: string | undefined): PlayerMediaType | null {
  if (code === 'a' || code === 'v') return MEDIA_TYPE_URL_CODES[code];
  if (code === 'audio' || code === 'video') return code;
  return null;
}

export function EmbedPlayer() {
  const { mediaType: code, sermonID } = useParams();
  const mediaType = embedMediaType(code);
  const loadSermon = usePlayerSermonLoader();
  const player = usePlayer({ loadSermon, connectToPage: false });
  const { send } = player;

  useEffect(() => {
    // An embed never starts by itself: the host page's visitor presses play.
    if (sermonID && mediaType) send({ type: 'LOAD', sermonID, mediaType, autoplay: false });
  }, [sermonID, mediaType, send]);

  if (!sermonID || !mediaType) {
    return (
      <main css={frame}>
        <p role="alert" css={{ margin: 'auto', color: playerColors.muted }}>
          <Trans>This page could not be found.</Trans>
        </p>
      </main>
    );
  }
  return <EmbedPlayerView player={player} />;
}

export function EmbedPlayerView({ player }: { player: Player }) {
  const { t } = useLingui();
  const { state, context, send } = player;
  const { sermon } = context;
  const isVideo = context.mediaType === 'video' && context.src !== null;
  const ready = state !== 'Static' && state !== 'Loading';
  return (
    <main css={frame} data-testid="embed-player" data-state={state} aria-label={t`Sermon player`}>
      <div css={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 12 }}>
        <PlayerMedia
          binding={player.media}
          title={sermon?.fullTitle}
          videoCss={css({ width: '100%', flex: 1, minHeight: 0, borderRadius: 4 })}
        />
        <div css={{ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 }}>
          {!isVideo && sermon && <Artwork sermon={sermon} size={72} />}
          <NowPlaying sermon={sermon} loading={state === 'Loading'} newTab />
        </div>
      </div>
      <div css={{ display: 'flex', alignItems: 'center', gap: 10, paddingTop: 8 }}>
        <PlayPauseButton
          playing={isPlayingIntent(player)}
          busy={state === 'Loading' || state === 'Buffering'}
          disabled={isUnplayable(player)}
          onToggle={() => send({ type: 'TOGGLE' })}
          size={40}
        />
        {context.error ? (
          <PlayerErrorMessage kind={context.error.kind} onRetry={() => send({ type: 'PLAY' })} />
        ) : (
          <>
            <SeekBar
              currentTime={context.currentTime}
              duration={context.duration}
              bufferedEnd={context.bufferedEnd}
              disabled={!ready}
              onSeek={(seconds) => send({ type: 'SEEK', seconds })}
            />
            <TimeDisplay currentTime={context.currentTime} duration={context.duration} />
          </>
        )}
        <span css={{ '@media (max-width: 360px)': { display: 'none' } }}>
          <VolumeControl
            volume={context.volume}
            muted={context.muted}
            onVolume={(volume) => send({ type: 'SET_VOLUME', volume })}
            onToggleMute={() => send({ type: 'TOGGLE_MUTE' })}
          />
        </span>
      </div>
    </main>
  );
}

// The embed fills its frame whatever surrounds it.
const frame = css({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'flex',
  flexDirection: 'column',
  padding: 12,
  color: playerColors.text,
  background: playerColors.background,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
