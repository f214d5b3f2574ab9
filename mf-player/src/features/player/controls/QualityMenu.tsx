// High or low quality: the first or the last file rendition, or the adaptive stream capped at its lowest level.
import { useLingui } from '@lingui/react/macro';
import type { PlayerQuality } from '@sermon/shared-contracts/rules/player-settings';
import { Icon } from '../../../components/Icon';
import { PlayerMenu, type PlayerMenuOption } from '../components/PlayerMenu';

interface Props {
  quality: PlayerQuality;
  onQuality: (quality: PlayerQuality) => void;
  placement?: 'up' | 'down';
  align?: 'start' | 'end';
}

export function QualityMenu({ quality, onQuality, placement, align }: Props) {
  const { t } = useLingui();
  const options: PlayerMenuOption<PlayerQuality>[] = [
    { value: 'high', label: t`High`, hint: t`Best picture and sound` },
    { value: 'low', label: t`Low`, hint: t`Uses less data` },
  ];
  const current = quality === 'high' ? t`High` : t`Low`;
  return (
    <PlayerMenu
      testId="player-quality"
      label={t`Quality`}
      title={t`Quality: ${current}`}
      heading={t`Quality`}
      trigger={<Icon name="quality" size={22} />}
      options={options}
      value={quality}
      onChange={onQuality}
      active={quality === 'low'}
      placement={placement}
      align={align}
      data={{ 'data-quality': quality }}
    />
  );
}
