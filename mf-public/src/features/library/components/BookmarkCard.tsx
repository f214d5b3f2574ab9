// A bookmarked sermon: its card, and the bookmark toggle to remove it (or put it back) in place.
import type { Sermon } from '@sermon/shared-contracts/entities/sermon';
import { FavouriteButton } from '../../../components/follow/FavouriteButton';
import { SermonCard } from '../../../components/sermon/SermonCard';
import { space } from '@sermon/shared-contracts/mf/theme/tokens';

export function BookmarkCard({ sermon }: { sermon: Sermon }) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space(2), width: '100%', minWidth: 0 }}>
      <SermonCard sermon={sermon} />
      <FavouriteButton compact sermonID={sermon.sermonID} title={sermon.fullTitle} initialFollowed />
    </div>
  );
}
