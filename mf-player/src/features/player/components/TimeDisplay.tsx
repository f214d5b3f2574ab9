// Elapsed and total time, e.g. "4:05 / 45:00".
import { formatDuration } from '@sermon/shared-contracts/rules/format-duration';
import { playerColors } from '../../../components/theme';

export function TimeDisplay({ currentTime, duration }: { currentTime: number; duration: number }) {
  return (
    <span
      data-testid="player-time"
      css={{
        flex: 'none',
        fontSize: 12,
        color: playerColors.muted,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {formatDuration(currentTime)} / {formatDuration(duration)}
    </span>
  );
}
