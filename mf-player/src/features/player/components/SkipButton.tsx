// Jump back or forward by a fixed number of seconds, the number drawn inside the arrow.
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';

export const SKIP_BACK_SECONDS = 15;
export const SKIP_FORWARD_SECONDS = 30;

export function SkipButton({ direction, onSkip }: { direction: 'back' | 'forward'; onSkip: (seconds: number) => void }) {
  const { t } = useLingui();
  const seconds = direction === 'back' ? SKIP_BACK_SECONDS : SKIP_FORWARD_SECONDS;
  return (
    <IconButton
      label={direction === 'back' ? t`Back ${seconds} seconds` : t`Forward ${seconds} seconds`}
      onClick={() => onSkip(direction === 'back' ? -seconds : seconds)}
      size={36}
    >
      <Icon name={direction === 'back' ? 'replay' : 'forward'} size={28} />
      <span aria-hidden="true" css={{ position: 'absolute', top: 15, fontSize: 8, fontWeight: 700, lineHeight: 1 }}>
        {seconds}
      </span>
    </IconButton>
  );
}
