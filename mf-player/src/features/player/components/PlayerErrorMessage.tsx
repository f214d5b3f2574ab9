// What went wrong, in the listener's language, with a retry when retrying can help.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayerErrorKind } from '@sermon/shared-contracts/machines/player.machine';
import { Icon } from '../../../components/Icon';
import { focusRing, playerColors } from '../../../components/theme';

export function PlayerErrorMessage({ kind, onRetry }: { kind: PlayerErrorKind; onRetry?: () => void }) {
  const { t } = useLingui();
  const messages: Record<PlayerErrorKind, string> = {
    'not-found': t`Sermon not found`,
    'load-failed': t`The sermon could not be loaded.`,
    'no-media': t`This sermon has no audio or video.`,
    'media-failed': t`The recording could not be played.`,
  };
  return (
    <div
      role="alert"
      data-testid="player-error"
      css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, fontSize: 13, color: playerColors.error }}
    >
      <Icon name="error" size={18} />
      <span css={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{messages[kind]}</span>
      {onRetry && kind !== 'no-media' && kind !== 'not-found' && (
        <button
          type="button"
          onClick={onRetry}
          css={[
            {
              flex: 'none',
              padding: '4px 10px',
              border: `1px solid ${playerColors.error}`,
              borderRadius: 14,
              color: playerColors.error,
              background: 'transparent',
              cursor: 'pointer',
            },
            focusRing,
          ]}
        >
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}
