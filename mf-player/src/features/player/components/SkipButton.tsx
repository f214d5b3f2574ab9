// Jump back or forward by a fixed number of seconds, the number drawn inside the arrow.
import { useLingui } from '@lingui/react/macro';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from '@sermon/shared-contracts/rules/player-shortcuts';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';

export function SkipButton({
  direction,
  onSkip,
  size = 36,
  disabled = false,
}: {
  direction: 'back' | 'forward';
  onSkip: (seconds: number) => void;
  size?: number;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const seconds = direction === 'back' ? SKIP_BACK_SECONDS : SKIP_FORWARD_SECONDS;
  return (
    <IconButton
      label={direction === 'back' ? t`Back ${seconds} seconds` : t`Forward ${seconds} seconds`}
      onClick={() => onSkip(direction === 'back' ? -seconds : seconds)}
      data-testid={direction === 'back' ? 'player-skip-back' : 'player-skip-forward'}
      size={size}
      disabled={disabled}
    >
      <Icon name={direction === 'back' ? 'replay' : 'forward'} size={Math.round(size * 0.78)} />
      <span
        aria-hidden="true"
        css={{ position: 'absolute', top: '52%', left: 0, right: 0, textAlign: 'center', fontSize: Math.max(8, Math.round(size * 0.22)), fontWeight: 700, lineHeight: 1, transform: 'translateY(-35%)' }}
      >
        {seconds}
      </span>
    </IconButton>
  );
}
