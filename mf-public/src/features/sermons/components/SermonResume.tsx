// "Resume from 12:34" under the Play button, when the signed-in listener stopped part-way through this sermon.
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { getHistoryEntry } from '@sermon/shared-contracts/api/get-history-entry';
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { emitPlatformEvent } from '@sermon/shared-contracts/events/platform-events';
import { useApiClient } from '@sermon/shared-contracts/mf/use-api-client';
import { useSession } from '@sermon/shared-contracts/mf/use-session';
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { resumablePosition } from '@sermon/shared-contracts/rules/resume-position';
import { sermonDurationSeconds } from '@sermon/shared-contracts/rules/sermon-duration';
import { colors, focusRing, radius, space } from '@sermon/shared-contracts/mf/theme/tokens';
import type { PlayMediaType } from '../media-type';
import { playerIntent } from '@sermon/shared-contracts/events/player-intent';

export function SermonResume({ sermon, mediaType }: { sermon: Sermon; mediaType: PlayMediaType }) {
  const { status } = useSession();
  const client = useApiClient();
  const [position, setPosition] = useState<number | null>(null);

  useEffect(() => {
    setPosition(null);
    if (status !== 'signed-in') return;
    const controller = new AbortController();
    getHistoryEntry(client, sermon.sermonID, { signal: controller.signal }).then(
      (entry) => {
        if (!controller.signal.aborted) setPosition(entry ? resumablePosition(entry.play_position, sermonDurationSeconds(sermon)) : null);
      },
      // no history to offer is the quiet outcome of a failed lookup too
      () => {},
    );
    return () => controller.abort();
  }, [client, status, sermon]);

  if (position === null) return null;
  const time = formatDuration(position);
  return (
    <button
      {...playerIntent}
      type="button"
      data-testid="sermon-resume"
      onClick={() => emitPlatformEvent('player:play', { sermonID: sermon.sermonID, mediaType, startAt: position })}
      css={{
        font: 'inherit',
        fontWeight: 600,
        padding: `${space(2)} ${space(4)}`,
        borderRadius: radius.pill,
        border: `1px solid ${colors.border}`,
        background: colors.surfaceAlt,
        color: colors.accent,
        cursor: 'pointer',
        '&:hover': { background: colors.surface },
        ...focusRing,
      }}
    >
      <span aria-hidden="true">↻</span> <Trans>Resume from {time}</Trans>
    </button>
  );
}
