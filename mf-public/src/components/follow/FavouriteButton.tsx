// The sermon page's bookmark toggle: a favourite sermon is listed under Library > Bookmarks.
import { Trans, useLingui } from '@lingui/react/macro';
import { FollowToggle } from './FollowToggle';
import { useFollow, type UseFollowOptions } from './use-follow';

interface Props extends UseFollowOptions {
  compact?: boolean;
  sermonID: string;
  title: string;
}

export function FavouriteButton({ sermonID, title, compact, ...options }: Props) {
  const { t } = useLingui();
  const favourite = useFollow('sermon', sermonID, options);
  return (
    <FollowToggle
      on={favourite.followed}
      busy={favourite.checking || favourite.saving}
      onLabel={<Trans>Bookmarked</Trans>}
      offLabel={<Trans>Bookmark</Trans>}
      icon={{ on: '★', off: '☆' }}
      accessibleName={favourite.followed ? t`Remove ${title} from bookmarks` : t`Bookmark ${title}`}
      problem={favourite.problem}
      compact={compact}
      onToggle={favourite.toggle}
      testId="favourite-button"
    />
  );
}
