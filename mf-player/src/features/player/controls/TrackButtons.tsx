// Previous and next sermon of the list the sermon was played from (or its series), whatever the repeat mode.
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';

interface Props {
  onPress: () => void;
  disabled?: boolean;
  size?: number;
}

export function PreviousButton({ onPress, disabled = false, size = 36 }: Props) {
  const { t } = useLingui();
  return (
    <IconButton data-testid="player-previous" label={t`Previous sermon`} onClick={onPress} disabled={disabled} size={size}>
      <Icon name="skipPrevious" size={Math.round(size * 0.62)} />
    </IconButton>
  );
}

export function NextButton({ onPress, disabled = false, size = 36 }: Props) {
  const { t } = useLingui();
  return (
    <IconButton data-testid="player-next" label={t`Next sermon`} onClick={onPress} disabled={disabled} size={size}>
      <Icon name="skipNext" size={Math.round(size * 0.62)} />
    </IconButton>
  );
}
