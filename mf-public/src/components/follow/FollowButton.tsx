// Follow / Following for a broadcaster, speaker or series page header (and the library's lists).
import { Trans, useLingui } from '@lingui/react/macro';
import { FollowToggle } from './FollowToggle';
import { useFollow, type UseFollowOptions } from './use-follow';

export type FollowableType = 'broadcaster' | 'speaker' | 'series';

interface Props extends UseFollowOptions {
  compact?: boolean;
  type: FollowableType;
  id: string | number;
  /** the name of what is followed, for screen readers ('Follow Charles Spurgeon') */
  name: string;
}

export function FollowButton({ type, id, name, compact, ...options }: Props) {
  const { t } = useLingui();
  const follow = useFollow(type, String(id), options);
  return (
    <FollowToggle
      on={follow.followed}
      busy={follow.checking || follow.saving}
      onLabel={<Trans>Following</Trans>}
      offLabel={<Trans>Follow</Trans>}
      icon={{ on: '✓', off: '+' }}
      accessibleName={follow.followed ? t`Following ${name}` : t`Follow ${name}`}
      problem={follow.problem}
      compact={compact}
      onToggle={follow.toggle}
      testId="follow-button"
    />
  );
}
