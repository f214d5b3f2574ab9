// Switches between the sermon's audio and video when it has both.
import { useLingui } from '@lingui/react/macro';
import type { PlayerMediaType } from '@sermon/shared-contracts/machines/player-source';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';

interface Props {
  mediaType: PlayerMediaType;
  onChange: (mediaType: PlayerMediaType) => void;
}

export function MediaTypeToggle({ mediaType, onChange }: Props) {
  const { t } = useLingui();
  const toAudio = mediaType === 'video';
  return (
    <IconButton
      data-testid="player-media-type"
      label={toAudio ? t`Listen to audio only` : t`Watch the video`}
      onClick={() => onChange(toAudio ? 'audio' : 'video')}
      size={36}
    >
      <Icon name={toAudio ? 'headphones' : 'video'} size={20} />
    </IconButton>
  );
}
