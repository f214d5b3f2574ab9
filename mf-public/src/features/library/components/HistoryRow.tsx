// One played sermon: where the listener stopped and when, Resume (the player starts there) and Remove.
import { Trans } from '@lingui/react/macro';
import type { HistoryEntry } from '@sermon/shared-contracts/entities/user';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { resumablePosition } from '@sermon/shared-contracts/rules/resume-position';
import { sermonDurationSeconds } from '@sermon/shared-contracts/rules/sermon-duration';
import { useTimestampFormat } from '../../../components/comments/use-timestamp-format';
import { Button } from '@sermon/shared-contracts/mf/forms/Button';
import { TextLink } from '../../../components/links/TextLink';
import { SermonThumbnail } from '../../../components/sermon/SermonThumbnail';
import { colors, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import { playerIntent } from '@sermon/shared-contracts/events/player-intent';

export function HistoryRow({ entry, onRemove, removing = false }: { entry: HistoryEntry; onRemove?: () => void; removing?: boolean }) {
  const formatTime = useTimestampFormat();
  const { sermon } = entry;
  const resumeAt = resumablePosition(entry.play_position, sermonDurationSeconds(sermon));
  const stoppedAt = formatDuration(entry.play_position);
  const lastPlayed = formatTime(entry.updated);
  // An explicit start: the player must not ask "Resume from ..." again after the listener chose here.
  const play = () => emitPlatformEvent('player:play', { sermonID: entry.sermonID, startAt: resumeAt ?? 0 });
  return (
    <article
      data-testid="history-entry"
      data-sermon-id={entry.sermonID}
      css={{
        display: 'flex',
        gap: space(4),
        alignItems: 'center',
        flexWrap: 'wrap',
        width: '100%',
        padding: space(3),
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius.lg,
      }}
    >
      <div css={{ width: 160, flex: 'none' }}>
        <SermonThumbnail sermon={sermon} />
      </div>
      <div css={{ minWidth: 0, flex: '1 1 240px' }}>
        <h3 css={{ margin: 0, fontSize: '1rem', lineHeight: 1.35 }}>
          <TextLink to={`/sermons/${encodeURIComponent(entry.sermonID)}`}>{sermon.fullTitle}</TextLink>
        </h3>
        <p css={{ margin: `${space(1)} 0 0`, color: colors.muted, fontSize: '0.9rem' }}>
          {sermon.speaker.displayName} · {sermon.broadcaster.displayName}
        </p>
        <p data-testid="history-position" css={{ margin: `${space(1)} 0 0`, fontSize: '0.9rem' }}>
          {entry.play_position > 0 ? <Trans>Stopped at {stoppedAt}</Trans> : <Trans>Played to the end</Trans>}
          <span css={{ color: colors.muted }}>
            {' · '}
            <Trans>Last played {lastPlayed}</Trans>
          </span>
        </p>
      </div>
      <div css={{ display: 'flex', gap: space(2), flexWrap: 'wrap' }}>
        <Button variant="primary" data-testid="history-resume" {...playerIntent} onClick={play}>
          {resumeAt !== null ? <Trans>Resume</Trans> : <Trans>Play</Trans>}
        </Button>
        {onRemove && (
          <Button variant="quiet" busy={removing} data-testid="history-remove" onClick={onRemove}>
            <Trans>Remove</Trans>
          </Button>
        )}
      </div>
    </article>
  );
}
